import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi } from '../../testing/fakeHttp';
import { PATHS } from '../../../shared/lib/paths';
import { useAuth } from '../../../shared/state/auth';
import MemberPage from './MemberPage';

vi.mock('../../../shared/lib/request', async (orig) => ({
  ...(await orig<object>()),
  http: (await import('../../testing/fakeHttp')).fakeHttp,
}));

// A build whose address book is declared in the long spelling (`/a/b/c/c` for the grid's `/a/b/c`)
// and that has no help centre.
vi.mock('../../../app/routes', async (orig) => {
  const actual = await orig<typeof import('../../../app/routes')>();
  const routes = actual.routes
    .filter((r) => r.path !== '/otherpages/help/list/list')
    .map((r) => (r.path === '/otherpages/member/address' ? { ...r, path: '/otherpages/member/address/address' } : r));
  return { ...actual, routes, findRoute: actual.routeFinder(routes) };
});

describe('MemberPage services and the route table', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAuth.setState({ token: null });
  });

  it('shows an entry whose page is declared in the other spelling, and none for a page the build lacks', async () => {
    renderWithProviders(<MemberPage />, { route: PATHS.member });
    const grid = await screen.findByTestId('member-services');
    expect(grid.querySelector('[data-service="address"]')).not.toBeNull();
    expect(grid.querySelector('[data-service="help"]')).toBeNull();
    expect(grid.querySelector('[data-service="coupon"]')).not.toBeNull();
  });
});
