import { memberApi } from '@mall/contract';
import { beforeEach, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { useMember } from '../../../shared/state/member';
import { demoMember } from '../testFixtures';
import MemberPage from './MemberPage';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

beforeEach(() => {
  fakeApi.reset();
  useMember.setState({ member: null });
  fakeApi.on(memberApi.info, () => ({ ...demoMember }));
});

it('a member opens 个人资料 from the member centre header', async () => {
  useAuth.setState({ token: 't' });
  renderWithProviders(<MemberPage />, {
    route: pagePath('member'),
    routes: [{ path: pagePath('memberInfo'), element: <div data-testid="info" /> }],
  });
  fireEvent.click(await screen.findByRole('button', { name: '个人资料' }));
  expect(await screen.findByTestId('info')).toBeTruthy();
});

it('a visitor has no profile link', async () => {
  useAuth.setState({ token: null });
  renderWithProviders(<MemberPage />, { route: pagePath('member') });
  await screen.findByTestId('member-login');
  expect(screen.queryByTestId('member-info-link')).toBeNull();
});
