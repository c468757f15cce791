import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { groupbuyApi, type GroupbuyInfoAgain, type GroupbuySkuDetail } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { clearToast, toast } from '../../../shared/lib/toast';
import { pageUrl } from '../../../shared/pages';
import { useAuth } from '../../../shared/state/auth';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { fullUrl } from '../../../shared/lib/image';
import {
  absolutizeImageSrc,
  clampQuantity,
  galleryImages,
  goodsDetailParts,
  hasContent,
  parseGoodsSpecFormat,
  parseSkuSpecFormat,
  quantityBounds,
  skuForValue,
  specText,
  type GoodsSkuDetail,
  type SpecValue,
} from '../../goods';
import { Countdown } from '../../../shared/ui/Countdown';
import { groupbuyState, saveGroupbuyLine } from '../model/groupbuy';
import { fetchGroupbuyInfo, groupbuyDetailQuery, isAgain } from '../groupbuy.api';
import { useServerNow } from '../../../shared/lib/serverNow';
import { useAskedSku, useOnStateTurn, usePromotionSkuSwitch, usePromotionPicker } from '../../../shared/lib/promotionDetail';
import { PromotionBandState, PromotionPriceBand, PromotionInfoCard } from '../../../shared/ui/PromotionDetailParts';
import { PromotionDetailFoot } from '../../../shared/ui/PromotionDetailFoot';
import { posterShare } from '../../../shared/ui/PromotionShare';
import s from '../../../shared/ui/promotionDetail.module.css';

const Gallery = lazy(goodsDetailParts.Gallery);
const SkuPicker = lazy(goodsDetailParts.SkuPicker);

/**
 * 团购详情 (`?groupbuy_id=`): the goods gallery, the groupbuy price with the countdown to its end (or start), the
 * minimum per order (起购 N 件), the groupbuy stock and sales, the SKU picker limited to the groupbuy's SKUs with a
 * quantity starting at the minimum, and 立即购买 while it runs, which leaves the line in local storage and opens
 * the groupbuy payment page. Fewer pieces than the minimum are refused with the server's own words.
 */
export default function GroupbuyDetailPage() {
  const { t } = useTranslation();
  const { go, redirectToLogin } = useGo();
  const queryClient = useQueryClient();
  const params = usePageParams('groupbuyDetail');
  const id = positiveId(params.groupbuy_id);
  const askedSku = positiveId(params.sku_id);
  const token = useAuth((st) => st.token);
  const detail = useQuery({ ...groupbuyDetailQuery(id), enabled: id > 0 });
  const now = useServerNow();
  const { switched, setSwitched, switching, switchSku } = usePromotionSkuSwitch<GroupbuySkuDetail, GroupbuyInfoAgain>(isAgain);
  const picker = usePromotionPicker();
  const [wanted, setWanted] = useState<number | null>(null);

  // When the countdown runs out (the groupbuy opens or ends) the server says what holds now.
  const liveState = detail.data?.goods_sku_detail ? groupbuyState(detail.data.goods_sku_detail, now).state : null;
  useOnStateTurn(liveState, () => {
    setSwitched(null);
    void detail.refetch();
  });

  // A link naming a SKU (`&sku_id=`, reference §7) opens on it when it is in the groupbuy.
  const baseSku = detail.data?.goods_sku_detail?.sku_id ?? 0;
  useAskedSku<GroupbuySkuDetail, GroupbuyInfoAgain>(
    askedSku,
    baseSku,
    (skuId: number) => fetchGroupbuyInfo(id, skuId),
    isAgain,
    setSwitched,
  );

  if (id <= 0) return <EmptyState text={t('groupbuy.notFound')} showHome />;
  if (detail.isPending) return <LoadingView fullPage />;
  if (detail.isError) {
    const message = detail.error instanceof Error ? detail.error.message : '';
    return <ErrorView text={message || undefined} onRetry={() => void detail.refetch()} />;
  }
  const base = detail.data?.goods_sku_detail;
  if (!base) return <EmptyState text={t('groupbuy.notFound')} showHome />;
  const sku = switched && switched.groupbuy_id === base.groupbuy_id ? switched : base;

  const minBuy = Math.max(1, sku.buy_num);
  const skuSpec = parseSkuSpecFormat(sku.sku_spec_format);
  const groups = parseGoodsSpecFormat(sku.goods_spec_format, skuSpec);
  // the picker reads a goods SKU: it shows the groupbuy price, the groupbuy stock and 起购 N 件
  const asGoods = {
    ...sku,
    discount_price: sku.groupbuy_price,
    purchased_num: 0,
    max_buy: 0,
    min_buy: minBuy,
  } as unknown as GoodsSkuDetail;
  const limits = quantityBounds({ stock: sku.stock, max_buy: 0, min_buy: minBuy });
  // The stepper goes down to 1 so a quantity under the minimum can be tried; confirming it is refused below.
  const bounds = limits.canBuy ? { ...limits, min: 1 } : limits;
  const quantity = clampQuantity(wanted ?? minBuy, bounds);
  const { state, seconds } = groupbuyState(sku, now);
  const running = state === 'running';
  const name = sku.sku_name || sku.goods_name;
  const here = pageUrl('groupbuyDetail', { groupbuy_id: id });

  const pickValue = (v: SpecValue) => switchSku(skuForValue(v, sku.sku_id), (skuId) => fetchGroupbuyInfo(id, skuId), base.goods_content);

  const buy = () => {
    if (!running || !limits.canBuy) return;
    if (!token) return redirectToLogin(here);
    picker.show();
  };

  const confirm = () => {
    if (!token) return redirectToLogin(here);
    if (quantity < minBuy) {
      void toast(t('groupbuy.belowMin', { count: minBuy }));
      return;
    }
    // an earlier refusal does not follow the shopper into the checkout
    clearToast();
    saveGroupbuyLine({ groupbuy_id: id, sku_id: sku.sku_id, num: quantity });
    picker.hide();
    void queryClient.invalidateQueries({ queryKey: groupbuyDetailQuery(id).queryKey });
    go('groupbuyPayment');
  };

  const buttonText = running
    ? limits.reason === 'soldOut'
      ? t('groupbuy.soldOut')
      : t('groupbuy.buyNow')
    : state === 'upcoming'
      ? t('groupbuy.upcoming')
      : t('groupbuy.ended');

  return (
    <div className={s.page} data-testid="groupbuy-detail">
      <Suspense fallback={<div className={s.galleryHold} />}>
        <Gallery key={sku.sku_id} images={galleryImages(sku.sku_images, sku.sku_image)} alt={name} />
      </Suspense>

      <PromotionPriceBand tag={t('groupbuy.price')} price={sku.groupbuy_price} originalPrice={sku.price} testId="groupbuy-price-row">
        {state === 'ended' ? (
          <PromotionBandState text={t('groupbuy.ended')} />
        ) : (
          <Countdown
            label={t(state === 'running' ? 'groupbuy.endsIn' : 'groupbuy.startsIn')}
            seconds={seconds}
            testId="groupbuy-countdown"
          />
        )}
      </PromotionPriceBand>

      <PromotionInfoCard name={name} intro={sku.introduction}>
        <span data-testid="groupbuy-min">{t('groupbuy.minBuy', { count: minBuy })}</span>
        <span data-testid="groupbuy-stock">{t('groupbuy.stock', { count: sku.stock })}</span>
        <span>{t('groupbuy.soldCount', { count: sku.sell_num })}</span>
      </PromotionInfoCard>

      <PromotionDetailFoot
        spec={specText(skuSpec)}
        quantity={quantity}
        contentHtml={hasContent(sku.goods_content ?? '') ? absolutizeImageSrc(sku.goods_content ?? '', fullUrl) : ''}
        bar={{ text: buttonText, disabled: !running || !limits.canBuy, onBuy: buy, testId: 'groupbuy-buy', state }}
        picker={picker}
        share={posterShare(groupbuyApi.goodsPoster, 'groupbuy_id', id)}
        renderPicker={(frame) => (
          <SkuPicker
            {...frame}
            sku={asGoods}
            groups={groups}
            skuSpec={skuSpec}
            onPickValue={(v) => void pickValue(v)}
            switching={switching}
            quantity={quantity}
            onQuantity={setWanted}
            bounds={running ? bounds : { ...bounds, canBuy: false }}
            onConfirm={confirm}
          />
        )}
      />
    </div>
  );
}
