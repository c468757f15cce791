import { memberApi } from '@mall/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from '../../../i18n';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { useAppState } from '../../../shared/state/app';
import { useMember } from '../../../shared/state/member';
import { demoMember } from '../testFixtures';
import InfoPage from './InfoPage';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

const renderInfo = () =>
  renderWithProviders(<InfoPage />, {
    route: pagePath('memberInfo'),
    routes: [
      { path: pagePath('memberInfoEdit'), element: <div data-testid="edit" /> },
      { path: pagePath('modifyFace'), element: <div data-testid="face" /> },
      { path: pagePath('cancellation'), element: <div data-testid="cancellation" /> },
    ],
  });

const value = (name: string) => screen.getByTestId(`info-value-${name}`).textContent;

describe('InfoPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAuth.setState({ token: 't' });
    useMember.setState({ member: null });
    useAppState.getState().setAddons({});
    fakeApi.on(memberApi.info, () => ({ ...demoMember }));
  });
  afterEach(async () => {
    useAppState.getState().setLang('zh-cn');
    i18n.changeLanguage('zh-cn');
  });

  it('shows every profile field', async () => {
    renderInfo();
    await screen.findByTestId('info-page');
    expect(value('account')).toBe('demo');
    expect(value('nickname')).toBe('小明');
    expect(value('realname')).toBe('未设置');
    expect(value('sex')).toBe('女');
    expect(value('birthday')).toBe('1990-05-01');
    expect(value('mobile')).toBe('138****0000');
    expect(screen.getByText('修改密码')).toBeTruthy();
    expect(screen.getByText('设置支付密码')).toBeTruthy();
    expect(value('language')).toBe('简体中文');
    expect((screen.getByTestId('info-value-headimg').querySelector('img') as HTMLImageElement).src).toContain('upload/headimg/a_small.png');
    // the account is read-only
    expect((screen.getByTestId('info-row-account') as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(useMember.getState().member?.nickname).toBe('小明'));
  });

  it('a member without password or mobile sees 设置密码 and 绑定手机号', async () => {
    fakeApi.on(memberApi.info, () => ({ ...demoMember, password: 0, mobile: '', pay_password: 1 }));
    renderInfo();
    await screen.findByTestId('info-page');
    expect(screen.getByText('设置密码')).toBeTruthy();
    expect(screen.getByText('修改支付密码')).toBeTruthy();
    expect(screen.getByText('绑定手机号')).toBeTruthy();
    expect(value('mobile')).toBe('未绑定');
  });

  it.each(['nickname', 'realname', 'sex', 'birthday', 'password', 'mobile', 'paypassword'])(
    'the %s row opens info_edit with that action',
    async (action) => {
      const { router } = renderInfo();
      fireEvent.click(await screen.findByTestId(`info-row-${action}`));
      await screen.findByTestId('edit');
      expect(router.state.location.search).toBe(`?action=${action}`);
    },
  );

  it('the head image row opens modify_face', async () => {
    renderInfo();
    fireEvent.click(await screen.findByTestId('info-row-headimg'));
    expect(await screen.findByTestId('face')).toBeTruthy();
  });

  it('the cancellation entry appears only with the membercancel add-on', async () => {
    renderInfo();
    await screen.findByTestId('info-page');
    expect(screen.queryByTestId('info-row-cancellation')).toBeNull();
    useAppState.getState().setAddons({ membercancel: 1 });
    fireEvent.click(await screen.findByTestId('info-row-cancellation'));
    expect(await screen.findByTestId('cancellation')).toBeTruthy();
  });

  it('switches the language from the language row', async () => {
    renderInfo();
    fireEvent.click(await screen.findByTestId('info-row-language'));
    fireEvent.click(await screen.findByText('English'));
    await waitFor(() => expect(useAppState.getState().lang).toBe('en-us'));
    expect(await screen.findByText('Change password')).toBeTruthy();
    expect(value('sex')).toBe('Female');
  });
});
