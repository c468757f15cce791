import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { BUNDLING_SHIPPING, BUNDLING_STATUS, bundlingApi } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { pageUrl } from '../../../shared/pages';
import { useAuth } from '../../../shared/state/auth';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { Img } from '../../../shared/ui/Img';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { Price } from '../../../shared/ui/Price';
import { posterShare, useShare } from '../../../shared/ui/PromotionShare';
import { QuantityStepper } from '../../../shared/ui/QuantityStepper';
import { comboDetailQuery } from '../combo.api';
import { comboBuyable, comboSaving, comboTotal, isGoodsOff, saveComboLine } from '../model/combo';
import s from './ComboDetailPage.module.css';

/**
 * 组合套餐 (`?bl_id=`): the combo's goods with their pictures and own prices, the package price and what it saves,
 * the quantity, and 立即购买, which leaves `{bl_id, num}` in local storage and opens the combo payment page. A combo
 * that is off, or has a goods off the shelf (marked on it) or out of stock, cannot be bought.
 */
export default function ComboDetailPage() {
  const { t } = useTranslation();
  const { go, redirectToLogin } = useGo();
  const blId = positiveId(usePageParams('comboDetail').bl_id);
  const token = useAuth((st) => st.token);
  const detail = useQuery({ ...comboDetailQuery(blId), enabled: blId > 0 });
  const [wanted, setWanted] = useState(1);
  const share = useShare(posterShare(bundlingApi.poster, 'bl_id', blId));

  if (blId <= 0) return <EmptyState text={t('combo.notFound')} showHome />;
  if (detail.isPending) return <LoadingView fullPage />;
  if (detail.isError) {
    const message = detail.error instanceof Error ? detail.error.message : '';
    return <ErrorView text={message || undefined} onRetry={() => void detail.refetch()} />;
  }
  const combo = detail.data;
  if (!combo) return <EmptyState text={t('combo.notFound')} showHome />;

  const { state, max } = comboBuyable(combo);
  const num = Math.max(1, Math.min(wanted, Math.max(1, max)));
  const saving = comboSaving(combo);
  const canBuy = state === 'ok';
  const here = pageUrl('comboDetail', { bl_id: blId });

  const buy = () => {
    if (!canBuy) return;
    if (!token) return redirectToLogin(here);
    saveComboLine({ bl_id: combo.bl_id, num });
    go('comboPayment');
  };

  const buttonText =
    state === 'ok' ? t('combo.buyNow') : state === 'off' ? t('combo.off') : state === 'goodsOff' ? t('combo.goodsOff') : t('combo.soldOut');

  return (
    <div className={s.page} data-testid="combo-detail">
      <div className={s.band}>
        <div className={s.bandName}>{combo.bl_name}</div>
        <div className={s.bandPrices}>
          <span className={s.bandTag}>{t('combo.packagePrice')}</span>
          <Price value={combo.bl_price} size="lg" className={s.bandPrice} />
          <Price value={combo.goods_money} size="sm" del className={s.bandDel} />
        </div>
        <div className={s.bandMeta}>
          {Number(saving) > 0 && (
            <span className={s.save} data-testid="combo-saving">
              {t('combo.save', { money: saving })}
            </span>
          )}
          <span>{combo.shipping_fee_type === BUNDLING_SHIPPING.SELLER ? t('combo.shippingSeller') : t('combo.shippingBuyer')}</span>
        </div>
      </div>

      {state === 'off' && <div className={s.notice}>{t('combo.off')}</div>}
      {state === 'goodsOff' && <div className={s.notice}>{t('combo.goodsOffHint')}</div>}

      <div className={s.card}>
        <div className={s.cardHead}>{t('combo.goodsCount', { count: combo.bundling_goods.length })}</div>
        {combo.bundling_goods.map((g) => {
          const off = isGoodsOff(g);
          return (
            <button
              type="button"
              key={g.sku_id}
              className={`${s.goods} ${off ? s.goodsOff : ''}`}
              onClick={() => go('goodsDetail', { sku_id: g.sku_id })}
              data-testid="combo-goods"
              data-off={off ? 1 : 0}
            >
              <span className={s.thumb}>
                <Img path={g.sku_image} size="small" alt={g.sku_name} ratio={1} />
                {off && <span className={s.offMark}>{t('combo.goodsOff')}</span>}
              </span>
              <span className={s.info}>
                <span className={s.goodsName}>{g.sku_name}</span>
                <span className={s.goodsPrices}>
                  <Price value={g.promotion_price} size="sm" />
                  <span className={s.original}>
                    {t('combo.originalPrice')} <Price value={g.price} size="sm" del />
                  </span>
                </span>
                <span className={s.stock}>{t('combo.stock', { count: g.stock })}</span>
              </span>
            </button>
          );
        })}
      </div>

      <div className={`${s.card} ${s.qtyRow}`} data-testid="combo-quantity">
        <span>{t('combo.quantity')}</span>
        <QuantityStepper value={num} min={1} max={max} disabled={!canBuy} onChange={setWanted} />
      </div>

      <div className={s.barHold} aria-hidden="true" />
      <div className={`m-dock ${s.bar}`}>
        {combo.status === BUNDLING_STATUS.ON && (
          <button type="button" className={s.share} onClick={share.open} data-testid="combo-share">
            {t('detail.share')}
          </button>
        )}
        <span className={s.total}>
          <Price value={comboTotal(combo.bl_price, num)} size="md" />
        </span>
        <button type="button" className={`m-btn-fill ${s.buy}`} disabled={!canBuy} onClick={buy} data-testid="combo-buy" data-state={state}>
          {buttonText}
        </button>
      </div>
      {share.node}
    </div>
  );
}
