import { memberApi, memberSigninApi, mallDate, nowSeconds, type MemberInfo } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import SigninPage from './SigninPage';

withFakeHttp();

configure({ asyncUtilTimeout: 4000 });

const REWARD = [
  { day: 1, point: 5, growth: 2 },
  { day: 2, point: 10, growth: 3 },
];
let signed: 0 | 1;
let point: number;
let streak: number;
const today = mallDate(nowSeconds());

beforeEach(() => {
  fakeApi.reset();
  useAuth.setState({ token: 't' });
  signed = 0;
  point = 100;
  streak = 1;
  fakeApi.on(memberSigninApi.getSignStatus, () => ({
    site_id: 0,
    app_module: 'shop',
    config_key: 'MEMBER_SIGNIN_REWARD_CONFIG',
    value: { cycle: 7, reward: REWARD },
    config_desc: '',
    is_use: 1,
    create_time: 0,
    modify_time: 0,
  }));
  fakeApi.on(memberSigninApi.isSign, () => signed);
  fakeApi.on(memberSigninApi.getSignRecords, () => (signed ? [{ date: today, info: '已签到' }] : []));
  fakeApi.on(memberApi.info, () => ({ member_id: 7, point, growth: 10, sign_days_series: streak }) as unknown as MemberInfo);
  fakeApi.on(memberSigninApi.signin, () => {
    signed = 1;
    point += 10;
    streak = 2;
    return REWARD[1];
  });
});

describe('SigninPage', () => {
  it('signs in: the success popup shows the reward, then the points, streak and today are updated', async () => {
    renderWithProviders(<SigninPage />);
    const button = await screen.findByTestId('signin-button');
    expect(button.textContent).toBe('签到');
    expect(screen.getByTestId('signin-point').textContent).toBe('100');
    expect(document.querySelectorAll('[data-signed="1"]')).toHaveLength(0);
    // The next sign-in is day 2 of the streak: its row is highlighted.
    expect(screen.getAllByTestId('signin-reward')[1].className).toMatch(/rewardOn/);

    fireEvent.click(button);
    const popup = await screen.findByTestId('signin-success');
    expect(popup.textContent).toContain('+10积分');
    expect(popup.textContent).toContain('+3成长值');
    await waitFor(() => expect(screen.getByTestId('signin-point').textContent).toBe('110'));
    expect(screen.getByTestId('signin-streak').textContent).toBe('2天');
    expect(screen.getByTestId('signin-button').textContent).toBe('今日已签到');
    expect((screen.getByTestId('signin-button') as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(document.querySelector(`[data-date="${today}"]`)?.getAttribute('data-signed')).toBe('1'));
  });

  it('shows the closed state when sign-in is off', async () => {
    fakeApi.on(memberSigninApi.getSignStatus, () => ({
      site_id: 0,
      app_module: 'shop',
      config_key: 'MEMBER_SIGNIN_REWARD_CONFIG',
      value: { cycle: 7, reward: [] },
      config_desc: '',
      is_use: 0,
      create_time: 0,
      modify_time: 0,
    }));
    renderWithProviders(<SigninPage />);
    const button = await screen.findByTestId('signin-button');
    expect(button.textContent).toBe('签到活动未开启');
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});
