import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { confirmDialog } from '../../../shared/lib/confirm';
import { useTranslation } from '../../../i18n/react';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { TickBox } from '../../../shared/ui/TickBox';
import { useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { useAuth } from '../../../shared/state/auth';
import { refreshCartCount } from '../../../shared/state/app';
import { cartKeys, cartListQuery, deleteCartLines, editCartNum, type CartRow } from '../cart.api';
import {
  allSelected,
  formatTotal,
  groupByShop,
  isLineValid,
  nextQuantity,
  pruneSelection,
  selectedPieces,
  selectedTotalFen,
  setLines,
  toggleLine,
} from '../model/cart';
import { CartBar } from '../components/CartBar';
import { CartLine } from '../components/CartLine';
import { prefetchRecommendFeed, RecommendFeed } from '../../goods';
import { holdFirstRender } from '../../../shared/lib/firstScreen';
import c from '../../../shared/ui/cart.module.css';
import s from '../components/Cart.module.css';
import { paymentUrlForCart } from '../../checkout';
import { pagePath } from '../../../shared/pages';
import { queryClient as appQueryClient } from '../../../app/queryClient';

// A member's lines and 猜你喜欢's first page (below two or three lines its pictures are the screen's largest) are
// asked for together as soon as this module arrives (on the cart tab's first load, before the app's first render),
// not one after the other once the page has rendered; the first render holds for both (shared/lib/firstScreen),
// so the lines and the feed appear in one frame.
if (typeof window !== 'undefined') {
  if (useAuth.getState().token) holdFirstRender(appQueryClient.prefetchQuery(cartListQuery()));
  holdFirstRender(prefetchRecommendFeed(appQueryClient));
}

/** 猜你喜欢 goods drawn with the cart's first render (below the lines, the first screen shows two to four). */
const FEED_FIRST_DRAW = 4;

function MemberCart() {
  const { t } = useTranslation();
  const { go } = useGo();
  const queryClient = useQueryClient();
  const q = useQuery(cartListQuery());
  const [editing, setEditing] = useState(false);
  // null until the shopper touches a checkbox: then every valid line counts as selected
  const [picked, setPicked] = useState<Set<number> | null>(null);

  const edit = useMutation({
    mutationFn: ({ cartId, num }: { cartId: number; num: number }) => editCartNum(cartId, num),
    onMutate: async ({ cartId, num }) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.list() });
      const previous = queryClient.getQueryData<CartRow[]>(cartKeys.list());
      queryClient.setQueryData<CartRow[]>(cartKeys.list(), (rows) => rows?.map((r) => (r.cart_id === cartId ? { ...r, num } : r)));
      return { previous };
    },
    onError: (_e, _v, ctx) => {
      if (ctx?.previous) queryClient.setQueryData(cartKeys.list(), ctx.previous);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.list() });
      void refreshCartCount();
    },
  });

  const remove = useMutation({
    mutationFn: (ids: number[]) => deleteCartLines(ids),
    onSuccess: (_d, ids) => {
      void toast(t('cart.deleteDone'), { icon: 'success', position: 'center' });
      setPicked((cur) => (cur ? new Set([...cur].filter((id) => !ids.includes(id))) : cur));
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.list() });
      void refreshCartCount();
    },
  });

  if (q.isPending) return <LoadingView fullPage />;
  if (q.isError) return <ErrorView onRetry={() => void q.refetch()} />;
  const rows = q.data;
  if (rows.length === 0) {
    return (
      <div data-testid="cart-empty">
        <EmptyState text={t('cart.empty')} action={{ text: t('cart.goShopping'), onClick: () => go('home') }} />
        <RecommendFeed firstDraw={FEED_FIRST_DRAW} />
      </div>
    );
  }

  const raw = picked ?? new Set(rows.filter(isLineValid).map((r) => r.cart_id));
  const selected = pruneSelection(rows, raw, editing);
  const groups = groupByShop(rows);
  const update = (next: Set<number>) => setPicked(next);

  const confirmDelete = async () => {
    const ids = [...selected];
    if (ids.length === 0) {
      void toast(t('cart.deleteNone'));
      return;
    }
    const ok = await confirmDialog({
      content: t('cart.deleteConfirm', { count: ids.length }),
      confirmText: t('common.confirm'),
      cancelText: t('common.cancel'),
    });
    if (ok) remove.mutate(ids);
  };

  return (
    <div className={s.page} data-testid="cart-page">
      <div className={c.toolbar}>
        <span className={s.toolbarCount}>{t('cart.lineCount', { count: rows.length })}</span>
        <button
          type="button"
          className={c.toolbarBtn}
          onClick={() => {
            setPicked(selected);
            setEditing((e) => !e);
          }}
          data-testid="cart-edit"
        >
          {editing ? t('cart.done') : t('cart.edit')}
        </button>
      </div>

      {groups.map((g) => (
        <section className="m-shop-card" key={g.site_id} data-testid="cart-shop">
          <div className="m-shop-head">
            <TickBox
              checked={allSelected(g.lines, selected, editing)}
              disabled={!g.lines.some((l) => editing || isLineValid(l))}
              onChange={(c) => update(setLines(g.lines, selected, c, editing))}
              label={t('cart.selectShop', { name: g.site_name })}
            />
            <svg className="m-shop-head__icon" viewBox="0 0 24 24" aria-hidden="true">
              <path
                d="M4 9.5 5.5 4h13L20 9.5M4 9.5a2.7 2.7 0 0 0 5.3 0 2.7 2.7 0 0 0 5.4 0 2.7 2.7 0 0 0 5.3 0M5 11v9h14v-9"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className="m-shop-head__name">{g.site_name}</span>
          </div>
          {g.lines.map((line) => (
            <CartLine
              key={line.cart_id}
              line={line}
              editing={editing}
              checked={selected.has(line.cart_id)}
              onCheck={(c) => update(toggleLine(selected, line.cart_id, c))}
              onQuantity={(n) => {
                const num = nextQuantity(line, n);
                if (num !== null) edit.mutate({ cartId: line.cart_id, num });
              }}
              onOpen={() => go('goodsDetail', { sku_id: line.sku_id })}
            />
          ))}
        </section>
      ))}

      <RecommendFeed firstDraw={FEED_FIRST_DRAW} />

      <CartBar
        editing={editing}
        allChecked={allSelected(rows, selected, editing)}
        onCheckAll={(c) => update(setLines(rows, selected, c, editing))}
        total={formatTotal(selectedTotalFen(rows, selected))}
        pieces={selectedPieces(rows, selected)}
        selectedCount={selected.size}
        onDelete={() => void confirmDelete()}
        deleting={remove.isPending}
        onSettle={() => go(paymentUrlForCart(rows.filter((r) => selected.has(r.cart_id) && isLineValid(r)).map((r) => r.cart_id)))}
      />
    </div>
  );
}

/** Cart tab: a visitor is invited to log in; a member sees the lines grouped by shop; 猜你喜欢 below either. */
export default function CartPage() {
  const { t } = useTranslation();
  const { redirectToLogin } = useGo();
  const token = useAuth((st) => st.token);
  if (!token) {
    return (
      <>
        <EmptyState text={t('cart.visitor')} action={{ text: t('cart.goLogin'), onClick: () => redirectToLogin(pagePath('cart')) }} />
        <RecommendFeed firstDraw={FEED_FIRST_DRAW} />
      </>
    );
  }
  return <MemberCart />;
}
