import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Checkbox } from 'antd-mobile';
import type { WholesaleCartRow } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { confirmDialog } from '../../../shared/lib/confirm';
import { useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { pagePath } from '../../../shared/pages';
import { useAuth } from '../../../shared/state/auth';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { Price } from '../../../shared/ui/Price';
import { WholesaleCartLine } from '../components/WholesaleCartLine';
import { formatTotal, isRowValid, saveWholesaleLines, selectedTotalFen } from '../model/wholesale';
import { deleteWholesaleCart, editWholesaleCart, wholesaleCartQuery } from '../wholesale.api';
import { wholesaleKeys } from '../wholesale.keys';
import c from '../../../shared/ui/cart.module.css';
import s from '../components/Wholesale.module.css';

/** Rows grouped by shop, in the order they come. */
const byShop = (rows: WholesaleCartRow[]) => {
  const groups = new Map<number, { site_id: number; site_name: string; rows: WholesaleCartRow[] }>();
  for (const r of rows) {
    const g = groups.get(r.site_id) ?? { site_id: r.site_id, site_name: r.site_name, rows: [] };
    g.rows.push(r);
    groups.set(r.site_id, g);
  }
  return [...groups.values()];
};

function MemberWholesaleCart() {
  const { t } = useTranslation();
  const { go } = useGo();
  const queryClient = useQueryClient();
  const q = useQuery(wholesaleCartQuery());
  const [editing, setEditing] = useState(false);
  // null until the shopper touches a checkbox: then every valid row counts as selected
  const [picked, setPicked] = useState<Set<number> | null>(null);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: wholesaleKeys.cart() });
  };
  const edit = useMutation({
    mutationFn: ({ cartId, num }: { cartId: number; num: number }) => editWholesaleCart(cartId, num),
    onMutate: async ({ cartId, num }) => {
      await queryClient.cancelQueries({ queryKey: wholesaleCartQuery().queryKey });
      const previous = queryClient.getQueryData<WholesaleCartRow[]>(wholesaleCartQuery().queryKey);
      queryClient.setQueryData<WholesaleCartRow[]>(wholesaleCartQuery().queryKey, (rows) =>
        rows?.map((r) => (r.cart_id === cartId ? { ...r, num } : r)),
      );
      return { previous };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.previous) queryClient.setQueryData(wholesaleCartQuery().queryKey, ctx.previous);
    },
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (ids: number[]) => deleteWholesaleCart(ids),
    onSuccess: (_d, ids) => {
      void toast(t('wholesale.deleteDone'), { icon: 'success', position: 'center' });
      setPicked((cur) => (cur ? new Set([...cur].filter((id) => !ids.includes(id))) : cur));
    },
    onSettled: refresh,
  });

  if (q.isPending) return <LoadingView fullPage />;
  if (q.isError) return <ErrorView onRetry={() => void q.refetch()} />;
  const rows = q.data;
  if (rows.length === 0) {
    return (
      <div data-testid="wholesale-cart-empty">
        <EmptyState text={t('wholesale.cartEmpty')} action={{ text: t('wholesale.goShopping'), onClick: () => go('wholesaleList') }} />
      </div>
    );
  }

  const known = new Set(rows.map((r) => r.cart_id));
  const raw = picked ?? new Set(rows.filter(isRowValid).map((r) => r.cart_id));
  // outside edit mode only valid rows can be chosen
  const selected = new Set([...raw].filter((id) => known.has(id) && (editing || isRowValid(rows.find((r) => r.cart_id === id)!))));
  const choosable = rows.filter((r) => editing || isRowValid(r));
  const allChecked = choosable.length > 0 && choosable.every((r) => selected.has(r.cart_id));
  const settleRows = rows.filter((r) => selected.has(r.cart_id) && isRowValid(r));
  const pieces = settleRows.reduce((n, r) => n + r.num, 0);

  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    setPicked(next);
  };

  const confirmDelete = async () => {
    const ids = [...selected];
    if (ids.length === 0) {
      void toast(t('wholesale.deleteNone'));
      return;
    }
    const ok = await confirmDialog({
      content: t('wholesale.deleteConfirm', { count: ids.length }),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (ok) remove.mutate(ids);
  };

  const settle = () => {
    if (settleRows.length === 0) return;
    saveWholesaleLines({ cart_ids: settleRows.map((r) => r.cart_id) });
    go('wholesalePayment');
  };

  return (
    <div className={s.cartPage} data-testid="wholesale-cart">
      <div className={c.toolbar}>
        <span>{t('wholesale.lineCount', { count: rows.length })}</span>
        <button
          type="button"
          className={c.toolbarBtn}
          onClick={() => {
            setPicked(selected);
            setEditing((e) => !e);
          }}
          data-testid="wholesale-cart-edit"
        >
          {editing ? t('wholesale.done') : t('wholesale.edit')}
        </button>
      </div>

      {byShop(rows).map((g) => (
        <section className="m-shop-card" key={g.site_id}>
          <div className="m-shop-head">
            <span className="m-shop-head__name">{g.site_name}</span>
          </div>
          {g.rows.map((r) => (
            <WholesaleCartLine
              key={r.cart_id}
              row={r}
              editing={editing}
              checked={selected.has(r.cart_id)}
              onCheck={(c) => toggle(r.cart_id, c)}
              onQuantity={(num) => {
                if (num !== r.num && num > 0) edit.mutate({ cartId: r.cart_id, num });
              }}
              onOpen={() => go('wholesaleDetail', { goods_id: r.goods_id, sku_id: r.sku_id })}
            />
          ))}
        </section>
      ))}

      <div className={s.barHold} aria-hidden="true" />
      <div className={`m-dock ${s.bar}`} data-testid="wholesale-cart-bar">
        <Checkbox
          className={s.check}
          checked={allChecked}
          onChange={(c) => setPicked(c ? new Set(choosable.map((r) => r.cart_id)) : new Set())}
          data-testid="wholesale-cart-all"
        >
          <span className={c.barLabel}>{t('wholesale.selectAll')}</span>
        </Checkbox>
        {editing ? (
          <div className={c.barRight}>
            <button
              type="button"
              className={`m-btn-fill ${c.barBtn} ${c.barDelete}`}
              disabled={selected.size === 0 || remove.isPending}
              onClick={() => void confirmDelete()}
              data-testid="wholesale-cart-delete"
            >
              {t('wholesale.delete')}
            </button>
          </div>
        ) : (
          <div className={c.barRight}>
            <div className={c.total}>
              <span className={c.totalLine}>
                <span className={c.barLabel}>{t('wholesale.total')}</span>
                <span data-testid="wholesale-cart-total">
                  <Price value={formatTotal(selectedTotalFen(rows, selected))} size="md" />
                </span>
              </span>
              <span className={c.totalHint}>{t('wholesale.totalHint')}</span>
            </div>
            <button
              type="button"
              className={`m-btn-fill ${c.barBtn}`}
              disabled={pieces === 0}
              onClick={settle}
              data-testid="wholesale-cart-settle"
            >
              {pieces > 0 ? t('wholesale.settleCount', { count: pieces }) : t('wholesale.settle')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}

/** 批发购物车: a visitor is invited to log in (去登录); a member sees the rows by shop, priced by their tiers. */
export default function WholesaleCartPage() {
  const { t } = useTranslation();
  const { redirectToLogin } = useGo();
  const token = useAuth((st) => st.token);
  if (!token) {
    return (
      <EmptyState
        text={t('wholesale.visitor')}
        action={{ text: t('wholesale.goLogin'), onClick: () => redirectToLogin(pagePath('wholesaleCartList')) }}
      />
    );
  }
  return <MemberWholesaleCart />;
}
