import { memberBankAccountApi, memberWithdrawApi, type BankAccount, type WithdrawInfo } from '@mall/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import { useAppState } from '../../../shared/state/app';
import ApplyWithdrawalPage from './ApplyWithdrawalPage';

withFakeHttp();

const account = (id: number, isDefault: 0 | 1): BankAccount => ({
  id,
  member_id: 1,
  realname: `名${id}`,
  mobile: '13800000000',
  withdraw_type: 'alipay',
  withdraw_type_name: '支付宝',
  branch_bank_name: '',
  bank_account: `a${id}@example.com`,
  is_default: isDefault,
  create_time: 1,
});

const info = (isUse: 0 | 1): WithdrawInfo => ({
  member_info: { balance_money: '50.00', balance_withdraw_apply: '0.00', balance_withdraw: '0.00' },
  config: { is_use: isUse, min: '10.00', rate: 3, transfer_type: 'alipay,bank', is_auto_audit: 0, is_auto_transfer: 0 },
});

describe('ApplyWithdrawalPage', () => {
  beforeEach(() => {
    fakeApi.reset();
    useAppState.getState().setLang('zh-cn');
    fakeApi.on(memberWithdrawApi.info, () => info(1));
    fakeApi.on(memberWithdrawApi.transferType, () => ({ alipay: '支付宝', bank: '银行卡' }));
    fakeApi.on(memberBankAccountApi.page, () => ({ page_count: 1, count: 2, list: [account(2, 1), account(1, 0)] }));
    fakeApi.on(memberWithdrawApi.apply, () => ({ id: 9, withdraw_no: 'W9', status: 0 }));
  });

  it('previews the fee, checks the minimum and applies to the chosen account', async () => {
    const { router } = renderWithProviders(<ApplyWithdrawalPage />, { route: '/otherpages/member/apply_withdrawal?account_id=1' });
    await screen.findByText('名1', { exact: false });
    expect(screen.getByTestId('withdraw-min').textContent).toBe('最小提现金额为¥10.00，手续费为3%');
    fireEvent.input(screen.getByTestId('withdraw-amount'), { target: { value: '5' } });
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await screen.findByText('提现金额不能小于10.00元');
    expect(fakeApi.calls(memberWithdrawApi.apply)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('withdraw-all'));
    expect(screen.getByTestId('withdraw-fee').textContent).toBe('手续费 ¥1.50，实际到账 ¥48.50');
    fireEvent.click(screen.getByTestId('withdraw-submit'));
    await waitFor(() =>
      expect(fakeApi.calls(memberWithdrawApi.apply)[0]?.params).toMatchObject({
        apply_money: '50.00',
        transfer_type: 'alipay',
        realname: '名1',
        account_number: 'a1@example.com',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/otherpages/member/withdrawal_detail'));
  });

  it('says so when withdrawal is switched off', async () => {
    fakeApi.on(memberWithdrawApi.info, () => info(0));
    renderWithProviders(<ApplyWithdrawalPage />, { route: '/otherpages/member/apply_withdrawal' });
    await screen.findByText('提现功能未开启');
    expect(screen.queryByTestId('withdraw-submit')).toBeNull();
  });
});
