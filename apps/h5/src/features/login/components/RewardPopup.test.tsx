import { memberApi } from '@mall/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18n from '../../../i18n';
import { fakeApi, withFakeHttp } from '../../testing';
import type { Reward } from '../model/reward';
import { useLoginRequest, useRewardPopup } from '../state/account';
import { showRegisterReward } from '../state/reward-flow';
import { renderWithOverlays } from '../testUtils';
import { REWARD_CLOSE_MS, REWARD_OPEN_MS, rewardTarget } from './RewardPopup';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

// Only the level page "exists" here: the other view links fall back to the member home.
const LEVEL = '/otherpages/member/level/level';
vi.mock('../../../shared/pageFinder', async (orig) => ({
  ...(await orig<object>()),
  hasPage: (p: string) => p === '/otherpages/member/level/level',
}));

beforeAll(async () => {
  await import('./RewardPopup');
});

const FULL: Reward = {
  point: 100,
  growth: 20,
  balance: 8.8,
  coupon_list: [
    { platformcoupon_name: '满100减10', at_least: '100.00', type: 'reward', discount: '0.00', money: '10.00' },
    { platformcoupon_name: '新人八五折', at_least: '0.00', type: 'discount', discount: '8.50', money: '0.00' },
  ],
};

const others = [
  { path: pagePath('member'), element: <div data-testid="member" /> },
  { path: LEVEL, element: <div data-testid="level" /> },
  { path: pagePath('login'), element: <div data-testid="login" /> },
];

const mount = async () => {
  const r = renderWithOverlays(<div data-testid="page" />, { route: pagePath('home'), routes: others });
  await screen.findByTestId('page');
  return r;
};

beforeEach(() => {
  fakeApi.reset();
  useRewardPopup.setState({ reward: null });
});
afterEach(async () => {
  i18n.changeLanguage('zh-cn');
});

describe('RewardPopup', () => {
  it('shows every section with values, the coupons (¥ money, 折 discount), on a full-screen overlay', async () => {
    await mount();
    act(() => useRewardPopup.getState().show(FULL));
    const popup = await screen.findByTestId('reward-popup', {}, { timeout: 3000 });
    expect(screen.getByText('恭喜您获得新人礼')).toBeTruthy();
    expect(screen.getByTestId('reward-point').textContent).toContain('100积分');
    expect(screen.getByTestId('reward-growth').textContent).toContain('20成长值');
    expect(screen.getByTestId('reward-balance').textContent).toContain('¥8.80余额');
    const coupons = screen.getByTestId('reward-coupon');
    expect(coupons.textContent).toContain('优惠券 2 张');
    expect(coupons.textContent).toContain('¥10.00满100减10满100.00元可用');
    expect(coupons.textContent).toContain('8.5折新人八五折无门槛');
    await waitFor(() => expect(popup.className).toMatch(/open/));
    expect(popup.style.transitionDuration).toBe(`${REWARD_OPEN_MS}ms`);
  });

  it('shows only the sections above zero', async () => {
    await mount();
    act(() => useRewardPopup.getState().show({ point: 0, growth: 5, balance: 0, coupon_list: [] }));
    await screen.findByTestId('reward-popup', {}, { timeout: 3000 });
    expect(screen.getByTestId('reward-growth')).toBeTruthy();
    expect(screen.queryByTestId('reward-point')).toBeNull();
    expect(screen.queryByTestId('reward-balance')).toBeNull();
    expect(screen.queryByTestId('reward-coupon')).toBeNull();
  });

  it('a tap on the mask does not close it; the main button closes it (300 ms) and goes to the member home', async () => {
    const { router } = await mount();
    act(() => useRewardPopup.getState().show(FULL));
    const popup = await screen.findByTestId('reward-popup', {}, { timeout: 3000 });
    fireEvent.click(popup);
    expect(useRewardPopup.getState().reward).not.toBeNull();
    fireEvent.click(screen.getByTestId('reward-main'));
    expect(useRewardPopup.getState().reward).toBeNull();
    await screen.findByTestId('member');
    expect(router.state.location.pathname).toBe(pagePath('member'));
    // plays the close transition, then leaves the DOM
    expect(screen.getByTestId('reward-popup').dataset.state).toBe('closing');
    expect(screen.getByTestId('reward-popup').style.transitionDuration).toBe(`${REWARD_CLOSE_MS}ms`);
    await waitFor(() => expect(screen.queryByTestId('reward-popup')).toBeNull());
  });

  it('view links close it and go to the page when it exists, else the member home', async () => {
    expect(rewardTarget('growth')).toBe(LEVEL);
    expect(rewardTarget('point')).toBe(pagePath('member'));
    expect(rewardTarget('balance')).toBe(pagePath('member'));
    expect(rewardTarget('coupon')).toBe(pagePath('member'));
    await mount();
    act(() => useRewardPopup.getState().show(FULL));
    await screen.findByTestId('reward-popup', {}, { timeout: 3000 });
    fireEvent.click(screen.getByRole('button', { name: '查看等级' }));
    await screen.findByTestId('level');
    expect(useRewardPopup.getState().reward).toBeNull();
    act(() => useRewardPopup.getState().show(FULL));
    fireEvent.click(await screen.findByRole('button', { name: '查看积分' }));
    await screen.findByTestId('member');
  });

  it('showRegisterReward opens it only when the gift is in use and not empty', async () => {
    fakeApi.on(memberApi.registerRewardConfig, () => ({ is_use: 0, value: { point: 100, growth: 0, balance: '0.00', coupon: '' } }));
    expect(await showRegisterReward()).toBeNull();
    expect(useRewardPopup.getState().reward).toBeNull();
    fakeApi.on(memberApi.registerRewardConfig, () => ({ is_use: 1, value: { point: 0, growth: 0, balance: '0.00', coupon: '' } }));
    expect(await showRegisterReward()).toBeNull();
    fakeApi.on(memberApi.registerRewardConfig, () => {
      throw new Error('offline');
    });
    expect(await showRegisterReward()).toBeNull();
    fakeApi.on(memberApi.registerRewardConfig, () => ({ is_use: 1, value: { point: 0, growth: 0, balance: '3.00', coupon: '' } }));
    expect(await showRegisterReward()).toEqual({ point: 0, growth: 0, balance: 3, coupon_list: [] });
    expect(useRewardPopup.getState().reward?.balance).toBe(3);
  });

  it('speaks English', async () => {
    i18n.changeLanguage('en-us');
    await mount();
    act(() => useRewardPopup.getState().show(FULL));
    await screen.findByTestId('reward-popup', {}, { timeout: 3000 });
    expect(screen.getByText('Your new-member gift')).toBeTruthy();
    expect(screen.getByTestId('reward-coupon').textContent).toContain('15% off');
    expect(screen.getByTestId('reward-main').textContent).toBe('Go to Member Centre');
  });
});

describe('AccountOverlays login requests', () => {
  it('opens the login page with the way back (the WeChat flow for third_party=0)', async () => {
    const { router } = await mount();
    act(() => useLoginRequest.getState().request());
    await screen.findByTestId('login');
    expect(new URLSearchParams(router.state.location.search).get('back')).toBe(pagePath('home'));
    expect(useLoginRequest.getState().pending).toBe(false);
  });

  it('a request made before the app rendered is taken when the host mounts', async () => {
    useLoginRequest.getState().request();
    const { router } = renderWithOverlays(<div data-testid="page" />, { route: pagePath('home'), routes: others });
    await screen.findByTestId('login');
    expect(router.state.location.pathname).toBe(pagePath('login'));
  });
});
