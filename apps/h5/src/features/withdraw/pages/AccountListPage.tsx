import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import type { BankAccount } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { usePageParams } from '../../../shared/lib/pageParams';
import { toast } from '../../../shared/lib/toast';
import { pageUrl } from '../../../shared/pages';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { DefaultableCard } from '../../../shared/ui/DefaultableCard';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { accountsQuery, withdrawApi, withdrawKeys } from '../withdraw.api';
import { maskAccount } from '../model';
import { s } from './styles';

/**
 * 提现账户: the member's payout accounts, the default first. With `?choose=1` (opened from the withdrawal form)
 * tapping an account returns to the form with it.
 */
export default function AccountListPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const choose = usePageParams('withdrawAccount').choose === 1;
  const queryClient = useQueryClient();
  const q = useQuery(accountsQuery());
  const refresh = () => queryClient.invalidateQueries({ queryKey: withdrawKeys.accounts() });

  const setDefault = useMutation({
    mutationFn: (id: number) => withdrawApi.setDefault(id),
    onSuccess: () => {
      void toast(t('withdraw.account.defaultSet'));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => withdrawApi.removeAccount(id),
    onSuccess: () => {
      void toast(t('withdraw.account.deleted'));
      void refresh();
    },
  });

  const confirmDelete = async (a: BankAccount) => {
    const ok = await Dialog.confirm({
      content: t('withdraw.account.deleteConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (ok) remove.mutate(a.id);
  };
  const editUrl = (id?: number) => pageUrl('withdrawAccountEdit', { id, choose: choose ? 1 : undefined });
  const pick = (a: BankAccount) => {
    if (choose) go(pageUrl('applyWithdrawal', { account_id: a.id }), { replace: true });
    else go(editUrl(a.id));
  };
  const add = () => go(editUrl());

  if (q.isPending) return <LoadingView fullPage />;
  if (q.isError) return <ErrorView onRetry={() => void q.refetch()} />;
  const list = q.data.list;

  return (
    <div className={s.page} data-testid="account-list">
      {list.length === 0 ? (
        <EmptyState text={t('withdraw.account.empty')} action={{ text: t('withdraw.account.add'), onClick: add }} />
      ) : (
        <>
          {choose && <p className={s.hint}>{t('withdraw.account.chooseHint')}</p>}
          {list.map((a) => (
            <DefaultableCard
              key={a.id}
              kind="account"
              id={a.id}
              isDefault={a.is_default === 1}
              head={
                <>
                  <span>{a.realname}</span>
                  <span className={s.mobile}>{a.mobile}</span>
                  {a.is_default === 1 && <span className={s.tag}>{t('withdraw.account.defaultTag')}</span>}
                  <span className={s.tagLocated}>{a.withdraw_type_name}</span>
                </>
              }
              detail={`${a.withdraw_type === 'bank' ? `${a.branch_bank_name} ` : ''}${maskAccount(a.bank_account)}`}
              labels={{
                isDefault: t('withdraw.account.isDefault'),
                setDefault: t('withdraw.account.setDefault'),
                edit: t('withdraw.account.edit'),
                delete: t('withdraw.account.delete'),
              }}
              settingDefault={setDefault.isPending}
              onChoose={() => pick(a)}
              onSetDefault={() => setDefault.mutate(a.id)}
              onEdit={() => go(editUrl(a.id))}
              onDelete={() => void confirmDelete(a)}
            />
          ))}
        </>
      )}
      {list.length > 0 && (
        <div className={s.footer}>
          <button type="button" className="m-btn-fill m-btn-fill--block m-btn-fill--lg" onClick={add} data-testid="account-add">
            {t('withdraw.account.add')}
          </button>
        </div>
      )}
    </div>
  );
}
