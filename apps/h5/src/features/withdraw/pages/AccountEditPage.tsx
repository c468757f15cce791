import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { WITHDRAW_TYPES, type WithdrawType } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { toast } from '../../../shared/lib/toast';
import { pageUrl } from '../../../shared/pages';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { NavBar } from '../../../shared/ui/NavBar';
import { accountInfoQuery, transferTypesQuery, withdrawApi, withdrawKeys } from '../withdraw.api';
import { accountFormOf, emptyAccountForm, validateAccountForm, type AccountForm } from '../model';
import { s } from './styles';

/** `account_edit` (`?id=` edits an own account; `?choose=1`: saving returns to the withdrawal form with it). */
export default function AccountEditPage() {
  const { t } = useTranslation();
  const query = usePageParams('withdrawAccountEdit');
  const id = positiveId(query.id);
  const choose = query.choose === 1;
  const info = useQuery(accountInfoQuery(id));
  const types = useQuery(transferTypesQuery());

  let body;
  if (types.isPending || (id && info.isPending)) body = <LoadingView fullPage />;
  else if (types.isError || (id && (info.isError || !info.data)))
    body = (
      <ErrorView
        onRetry={() => {
          void types.refetch();
          if (id) void info.refetch();
        }}
      />
    );
  else {
    const enabled = WITHDRAW_TYPES.filter((k) => k in types.data);
    const initial = id && info.data ? accountFormOf(info.data) : emptyAccountForm(enabled[0] ?? '');
    body = <EditForm key={initial.id} initial={initial} types={types.data} choose={choose} />;
  }
  return (
    <>
      <NavBar title={t(id ? 'titles.withdrawAccountEdit' : 'titles.withdrawAccountAdd')} />
      {body}
    </>
  );
}

function EditForm({ initial, types, choose }: { initial: AccountForm; types: Partial<Record<WithdrawType, string>>; choose: boolean }) {
  const { t } = useTranslation();
  const { go, back } = useGo();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<AccountForm>(initial);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof AccountForm>(k: K, v: AccountForm[K]) => setForm((f) => ({ ...f, [k]: v }));
  // An account of a kind the operator since switched off can still be edited in its own kind.
  const kinds = WITHDRAW_TYPES.filter((k) => k in types || k === initial.withdraw_type);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validateAccountForm(form);
    const kind = form.withdraw_type;
    if (problem || !kind) {
      void toast(t(problem ?? 'withdraw.account.form.noTypes'));
      return;
    }
    setSaving(true);
    try {
      const savedId = await withdrawApi.saveAccount(
        {
          id: form.id || undefined,
          realname: form.realname.trim(),
          mobile: form.mobile.trim(),
          withdraw_type: kind,
          branch_bank_name: kind === 'bank' ? form.branch_bank_name.trim() : '',
          bank_account: form.bank_account.trim(),
        },
        Boolean(form.id),
      );
      await queryClient.invalidateQueries({ queryKey: withdrawKeys.all });
      void toast(t('withdraw.account.saved'));
      if (choose) go(pageUrl('applyWithdrawal', { account_id: savedId }), { replace: true });
      else back();
    } catch {
      // the server's message was shown
    } finally {
      setSaving(false);
    }
  };

  const text = (
    key: 'realname' | 'mobile' | 'branch_bank_name' | 'bank_account',
    label: string,
    placeholder: string,
    max: number,
    tel = false,
  ) => (
    <label className={s.field}>
      <span className={s.label}>{label}</span>
      <input
        className={`m-field-input ${s.input}`}
        value={form[key]}
        maxLength={max}
        type={tel ? 'tel' : 'text'}
        inputMode={tel ? 'numeric' : undefined}
        placeholder={placeholder}
        onChange={(e) => set(key, e.target.value)}
        data-testid={`account-${key}`}
      />
    </label>
  );

  return (
    <form className={s.page} onSubmit={(e) => void submit(e)} noValidate data-testid="account-form">
      <div className={s.card}>
        {text('realname', t('withdraw.account.form.realname'), t('withdraw.account.form.realnamePlaceholder'), 30)}
        {text('mobile', t('withdraw.account.form.mobile'), t('withdraw.account.form.mobilePlaceholder'), 11, true)}
        <div className={s.field}>
          <span className={s.label}>{t('withdraw.account.form.type')}</span>
          <div className={s.typeRow} role="radiogroup">
            {kinds.length === 0 && <span className={s.placeholder}>{t('withdraw.account.form.noTypes')}</span>}
            {kinds.map((k) => (
              <button
                type="button"
                role="radio"
                key={k}
                aria-checked={form.withdraw_type === k}
                className={s.typeChip}
                onClick={() => set('withdraw_type', k)}
                data-testid={`account-type-${k}`}
              >
                {types[k] ?? k}
              </button>
            ))}
          </div>
        </div>
        {form.withdraw_type === 'bank' &&
          text('branch_bank_name', t('withdraw.account.form.branch'), t('withdraw.account.form.branchPlaceholder'), 100)}
        {form.withdraw_type !== 'wechatpay' &&
          text('bank_account', t('withdraw.account.form.account'), t('withdraw.account.form.accountPlaceholder'), 64)}
      </div>
      <div className={s.footer}>
        <button type="submit" className="m-btn-fill m-btn-fill--block m-btn-fill--lg" disabled={saving} data-testid="account-save">
          {t('withdraw.account.form.save')}
        </button>
      </div>
    </form>
  );
}
