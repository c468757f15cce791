import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { verifyApi, type VerifyRecord } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { ApiError } from '../../../shared/lib/request';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAuth } from '../../../shared/state/auth';
import { useAppState } from '../../../shared/state/app';
import VerifyDetailPage from './VerifyDetailPage';
import VerifyIndexPage from './VerifyIndexPage';
import { pagePath } from '../../../shared/pages';

withFakeHttp();

const record = (isVerify: 0 | 1): VerifyRecord => ({
  id: 1,
  site_id: 1,
  site_name: '平台自营',
  verify_code: '980800000003',
  verify_type: 'pickup',
  verify_type_name: '订单自提',
  verify_content_json: JSON.stringify({
    item_array: { 31: { img: '', name: '陶瓷内胆咖啡随行杯', price: '69.00', num: 2, remark_array: [{ title: '规格', value: '雾白' }] } },
    remark_array: [{ title: '订单编号', value: 'N31' }],
  }),
  verifier_id: isVerify ? 3 : 0,
  verifier_name: isVerify ? '演示会员' : '',
  is_verify: isVerify,
  create_time: 1_700_000_000,
  verify_time: isVerify ? 1_700_000_100 : 0,
  order_id: 31,
});

describe('verification desk', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAuth.setState({ token: 't' });
    useAppState.getState().setLang('zh-cn');
  });

  it('the desk opens the detail of a typed code; refuses what cannot be a code', async () => {
    fakeApi.on(verifyApi.checkisverifier, () => ({ verifier_id: 3, site_id: 1, verifier_name: '演示会员' }));
    const { router } = renderWithProviders(<VerifyIndexPage />, { route: pagePath('verifyIndex') });
    const input = await screen.findByTestId('verify-code-input');
    fireEvent.input(input, { target: { value: '1 2' } });
    fireEvent.click(screen.getByTestId('verify-code-submit'));
    expect(router.state.location.pathname).toBe(pagePath('verifyIndex'));
    fireEvent.input(input, { target: { value: ' 9808 0000 0003 ' } });
    fireEvent.click(screen.getByTestId('verify-code-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe(pagePath('verifyDetail')));
    expect(new URLSearchParams(router.state.location.search).get('code')).toBe('980800000003');
  });

  it('a member who is not a verifier is told so', async () => {
    fakeApi.on(verifyApi.checkisverifier, () => {
      throw new ApiError(-1, '您不是核销员');
    });
    renderWithProviders(<VerifyIndexPage />, { route: pagePath('verifyIndex') });
    expect(await screen.findByText('您还不是核销员')).toBeTruthy();
  });

  it('shows the goods of a code and verifies it after confirming', async () => {
    fakeApi.on(verifyApi.verifyInfo, () => record(0));
    fakeApi.on(verifyApi.verify, () => record(1));
    renderWithProviders(<VerifyDetailPage />, { route: `${pagePath('verifyDetail')}?code=980800000003` });
    expect(await screen.findByText('陶瓷内胆咖啡随行杯')).toBeTruthy();
    expect(screen.getByText('规格: 雾白')).toBeTruthy();
    expect(screen.getByTestId('verify-state').textContent).toBe('待核销');
    fireEvent.click(screen.getByTestId('verify-confirm'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: '确认核销' })).toHaveLength(2));
    fireEvent.click(screen.getAllByRole('button', { name: '确认核销' })[1]!);
    await waitFor(() => expect(fakeApi.calls(verifyApi.verify)).toHaveLength(1));
    expect(fakeApi.calls(verifyApi.verify)[0]!.params.verify_code).toBe('980800000003');
    await waitFor(() => expect(screen.getByTestId('verify-state').textContent).toBe('已核销'));
    expect(screen.getByText('演示会员')).toBeTruthy();
  });
});
