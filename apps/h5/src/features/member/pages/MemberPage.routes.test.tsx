import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import MemberPage from './MemberPage';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

// A build whose address book is declared in the long spelling (`/a/b/c/c` for the grid's `/a/b/c`)
// and that has no help centre.
vi.mock('../../../shared/pageFinder', async (orig) => {
  const actual = await orig<typeof import('../../../shared/pageFinder')>();
  const { PAGES } = await import('../../../shared/pages');
  const defs = Object.values(PAGES)
    .filter((d) => d.path !== '/otherpages/help/list/list')
    .map((d) => (d.path === '/otherpages/member/address' ? { ...d, path: '/otherpages/member/address/address' } : d));
  return { ...actual, findPageDef: actual.routeFinder(defs) };
});

describe('MemberPage services and the route table', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAuth.setState({ token: null });
  });

  it('shows an entry whose page is declared in the other spelling, and none for a page the build lacks', async () => {
    renderWithProviders(<MemberPage />, { route: pagePath('member') });
    const grid = await screen.findByTestId('member-services');
    expect(grid.querySelector('[data-service="address"]')).not.toBeNull();
    expect(grid.querySelector('[data-service="help"]')).toBeNull();
    expect(grid.querySelector('[data-service="coupon"]')).not.toBeNull();
  });
});
