import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CURRENCY_SYMBOL } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { toast } from '../../../shared/lib/toast';
import { pageUrl } from '../../../shared/pages';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { accountsQuery, transferTypesQuery, withdrawApi, withdrawInfoQuery, withdrawKeys } from '../withdraw.api';
import { acceptAmountInput, checkAmount, feePreview, fenOf, maskAccount, pickAccount } from '../model';
import { s } from './styles';

/** 申请提现: the amount with its fee preview, the account to pay out to (chosen on the accounts page), the minimum. */
export default function ApplyWithdrawalPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const queryClient = useQueryClient();
  const chosenId = positiveId(usePageParams('applyWithdrawal').account_id);
  const info = useQuery(withdrawInfoQuery());
  const accounts = useQuery(accountsQuery());
  const types = useQuery(transferTypesQuery());
  const [amount, setAmount] = useState('');
  const [saving, setSaving] = useState(false);

  if (info.isPending || accounts.isPending || types.isPending) return <LoadingView fullPage />;
  if (info.isError || accounts.isError || types.isError) {
    return (
      <ErrorView
        onRetry={() => {
          void info.refetch();
          void accounts.refetch();
          void types.refetch();
        }}
      />
    );
  }
  const config = info.data.config;
  if (config.is_use !== 1) return <EmptyState text={t('withdraw.disabled')} showHome />;

  const available = info.data.member_info.balance_money;
  const availableFen = fenOf(available);
  const minFen = fenOf(config.min);
  const account = pickAccount(accounts.data.list, chosenId);
  const preview = feePreview(fenOf(amount), config.rate);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!account) {
      void toast(t('withdraw.errAccount'));
      return;
    }
    if (!(account.withdraw_type in types.data)) {
      void toast(t('withdraw.errAccountType'));
      return;
    }
    const check = checkAmount(amount, minFen, availableFen);
    if (!check.ok) {
      void toast(t(check.key, check.params));
      return;
    }
    setSaving(true);
    try {
      const res = await withdrawApi.apply({
        apply_money: amount.trim(),
        transfer_type: account.withdraw_type,
        realname: account.realname,
        bank_name: account.branch_bank_name,
        account_number: account.bank_account,
        mobile: account.mobile,
      });
      await queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
      void toast(t('withdraw.applied'));
      go(pageUrl('withdrawalDetail', { id: res.id }), { replace: true });
    } catch {
      // the server's message was shown
    } finally {
      setSaving(false);
    }
  };

  return (
    <form className={s.page} onSubmit={(e) => void submit(e)} noValidate data-testid="withdraw-apply">
      <div className={s.card}>
        <button
          type="button"
          className={s.accountRow}
          onClick={() => go(account ? pageUrl('withdrawAccount', { choose: 1 }) : pageUrl('withdrawAccountEdit', { choose: 1 }))}
          data-testid="withdraw-account"
          data-id={account?.id ?? 0}
        >
          <span className={s.toLabel}>{t('withdraw.to')}</span>
          <span className={s.accountMain}>
            {account ? (
              <>
                <span className={s.accountName}>
                  {account.withdraw_type_name} · {account.realname}
                </span>
                <span className={s.accountSub}> {maskAccount(account.bank_account)}</span>
              </>
            ) : (
              <span className={s.placeholder}>{t('withdraw.addAccount')}</span>
            )}
          </span>
          <span className={s.arrow} aria-hidden="true" />
        </button>
      </div>
      <div className={`${s.card} ${s.amountBox}`}>
        <div className={s.amountLabel}>{t('withdraw.amount')}</div>
        <label className={s.amountLine}>
          <span className={s.currency}>{CURRENCY_SYMBOL}</span>
          <input
            className={s.amountInput}
            value={amount}
            inputMode="decimal"
            placeholder={t('withdraw.amountPlaceholder')}
            aria-label={t('withdraw.amount')}
            onChange={(e) => acceptAmountInput(e.target.value) && setAmount(e.target.value)}
            data-testid="withdraw-amount"
          />
        </label>
        <div className={s.balanceLine}>
          <span data-testid="withdraw-available">{t('withdraw.available', { money: available })}</span>
          <button type="button" className={s.allBtn} onClick={() => setAmount(available)} data-testid="withdraw-all">
            {t('withdraw.all')}
          </button>
        </div>
        <div className={s.fee} data-testid="withdraw-min">
          {t('withdraw.minHint', { min: config.min, rate: config.rate })}
        </div>
        {fenOf(amount) > 0 && (
          <div className={`${s.fee} ${s.feeStrong}`} data-testid="withdraw-fee">
            {t('withdraw.feePreview', preview)}
          </div>
        )}
      </div>
      <div className={s.submitWrap}>
        <button type="submit" className="m-btn-fill m-btn-fill--block m-btn-fill--lg" disabled={saving} data-testid="withdraw-submit">
          {t('withdraw.submit')}
        </button>
        <button type="button" className={s.recordsLink} onClick={() => go(pageUrl('withdrawal'))} data-testid="withdraw-records">
          {t('withdraw.records')}
        </button>
      </div>
    </form>
  );
}
