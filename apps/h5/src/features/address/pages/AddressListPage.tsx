import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { ADDRESS_TYPES, type MemberAddressItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { usePageParams } from '../../../shared/lib/pageParams';
import { toast } from '../../../shared/lib/toast';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { DefaultableCard } from '../../../shared/ui/DefaultableCard';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { addressApi, addressKeys, addressListQuery } from '../address.api';
import { editUrl, safeBack, withAddressId } from '../model/address';
import { s } from './styles';

/**
 * 收货地址: the member's addresses, default first. With `?back=<url>` it is the address chooser:
 * tapping an address returns to `back` with `address_id=<id>`.
 */
export default function AddressListPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const back = safeBack(usePageParams('address').back ?? null);
  const queryClient = useQueryClient();
  const q = useQuery(addressListQuery());
  const refresh = () => queryClient.invalidateQueries({ queryKey: addressKeys.all });

  const setDefault = useMutation({
    mutationFn: (id: number) => addressApi.setDefault(id),
    onSuccess: () => {
      void toast(t('address.defaultSet'));
      void refresh();
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => addressApi.remove(id),
    onSuccess: () => {
      void toast(t('address.deleted'));
      void refresh();
    },
  });

  const confirmDelete = async (a: MemberAddressItem) => {
    const ok = await Dialog.confirm({
      content: t('address.deleteConfirm'),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (ok) remove.mutate(a.id);
  };
  const choose = (a: MemberAddressItem) => {
    if (back) go(withAddressId(back, a.id), { replace: true });
    else go(editUrl(a.id));
  };
  const add = () => go(editUrl(undefined, back));

  if (q.isPending) return <LoadingView fullPage />;
  if (q.isError) return <ErrorView onRetry={() => void q.refetch()} />;
  const list = q.data.list;

  return (
    <div className={s.page} data-testid="address-list">
      {list.length === 0 ? (
        <EmptyState text={t('address.empty')} action={{ text: t('address.add'), onClick: add }} />
      ) : (
        <>
          {back && <p className={s.hint}>{t('address.selectHint')}</p>}
          {list.map((a) => (
            <DefaultableCard
              key={a.id}
              kind="address"
              id={a.id}
              isDefault={a.is_default === 1}
              head={
                <>
                  <span>{a.name}</span>
                  <span className={s.mobile}>{a.mobile}</span>
                  {a.is_default === 1 && (
                    <span className={s.tag} data-testid="address-default-tag">
                      {t('address.defaultTag')}
                    </span>
                  )}
                  {a.type === ADDRESS_TYPES.located && <span className={s.tagLocated}>{t('address.located')}</span>}
                </>
              }
              detail={`${a.full_address} ${a.address}`}
              labels={{
                isDefault: t('address.isDefault'),
                setDefault: t('address.setDefault'),
                edit: t('address.edit'),
                delete: t('address.delete'),
              }}
              settingDefault={setDefault.isPending}
              onChoose={() => choose(a)}
              onSetDefault={() => setDefault.mutate(a.id)}
              onEdit={() => go(editUrl(a.id, back))}
              onDelete={() => void confirmDelete(a)}
            />
          ))}
        </>
      )}
      {list.length > 0 && (
        <div className={s.footer}>
          <button type="button" className="m-btn-fill m-btn-fill--block m-btn-fill--lg" onClick={add} data-testid="address-add">
            {t('address.add')}
          </button>
        </div>
      )}
    </div>
  );
}
