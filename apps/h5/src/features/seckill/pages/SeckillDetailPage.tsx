import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { seckillApi, type SeckillInfoAgain, type SeckillSkuDetail } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
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
import { slotCountdown } from '../model/seckill';
import { saveSeckillLine } from '../model/line';
import { fetchSeckillInfo, isAgain, seckillDetailQuery } from '../seckill.api';
import { useServerNow } from '../../../shared/lib/serverNow';
import { useOnStateTurn, usePromotionSkuSwitch, usePromotionPicker } from '../../../shared/lib/promotionDetail';
import { PromotionBandState, PromotionPriceBand, PromotionInfoCard } from '../../../shared/ui/PromotionDetailParts';
import { PromotionDetailFoot } from '../../../shared/ui/PromotionDetailFoot';
import { posterShare } from '../../../shared/ui/PromotionShare';
import s from '../../../shared/ui/promotionDetail.module.css';

const Gallery = lazy(goodsDetailParts.Gallery);
const SkuPicker = lazy(goodsDetailParts.SkuPicker);

/** What the seckill state of a detail is now: the server's status, moved on by the slot's countdown. */
const stateOf = (sku: SeckillSkuDetail, now: number) => {
  if (sku.status === -1) return { state: 'closed' as const, seconds: 0 };
  if (sku.status === 2 || sku.seckill_end_time <= 0) return { state: 'ended' as const, seconds: 0 };
  const left = slotCountdown(sku, now);
  return left ?? { state: 'ended' as const, seconds: 0 };
};

/**
 * 秒杀详情 (`?seckill_id=` = the seckill SKU row): the goods gallery, the seckill price with the slot's countdown,
 * per-member limit and seckill stock, the SKU picker limited to the activity's SKUs, and 立即抢购 while the slot
 * runs, which leaves the line in local storage and opens the seckill payment page.
 */
export default function SeckillDetailPage() {
  const { t } = useTranslation();
  const { go, redirectToLogin } = useGo();
  const queryClient = useQueryClient();
  const rowId = positiveId(usePageParams('seckillDetail').seckill_id);
  const token = useAuth((st) => st.token);
  const detail = useQuery({ ...seckillDetailQuery(rowId), enabled: rowId > 0 });
  const now = useServerNow();
  const { switched, setSwitched, switching, switchSku } = usePromotionSkuSwitch<SeckillSkuDetail, SeckillInfoAgain>(isAgain);
  const picker = usePromotionPicker();
  const [wanted, setWanted] = useState(1);

  // When the countdown runs out (the slot opens or ends) the server says what holds now: the next slot may follow.
  const liveState = detail.data?.goods_sku_detail ? stateOf(detail.data.goods_sku_detail, now).state : null;
  useOnStateTurn(liveState, () => {
    setSwitched(null);
    void detail.refetch();
  });

  if (rowId <= 0) return <EmptyState text={t('seckill.notFound')} showHome />;
  if (detail.isPending) return <LoadingView fullPage />;
  if (detail.isError) {
    const message = detail.error instanceof Error ? detail.error.message : '';
    return <ErrorView text={message || undefined} onRetry={() => void detail.refetch()} />;
  }
  const base = detail.data?.goods_sku_detail;
  if (!base) return <EmptyState text={t('seckill.notFound')} showHome />;
  const sku = switched && switched.seckill_id === base.seckill_id ? switched : base;

  const skuSpec = parseSkuSpecFormat(sku.sku_spec_format);
  const groups = parseGoodsSpecFormat(sku.goods_spec_format, skuSpec);
  // the picker reads a goods SKU: it shows the seckill price, the seckill stock and the activity's own limit
  const asGoods = { ...sku, discount_price: sku.seckill_price, purchased_num: 0, min_buy: 1 } as unknown as GoodsSkuDetail;
  const bounds = quantityBounds({ stock: sku.stock, max_buy: sku.max_buy, min_buy: 1 });
  const quantity = clampQuantity(wanted, bounds);
  const { state, seconds } = stateOf(sku, now);
  const running = state === 'running';
  const name = sku.sku_name || sku.goods_name;
  const here = pageUrl('seckillDetail', { seckill_id: rowId });

  const pickValue = (v: SpecValue) => switchSku(skuForValue(v, sku.sku_id), (skuId) => fetchSeckillInfo(sku.id, skuId), base.goods_content);

  const buy = () => {
    if (!running || !bounds.canBuy) return;
    if (!token) return redirectToLogin(here);
    picker.show();
  };

  const confirm = () => {
    if (!token) return redirectToLogin(here);
    saveSeckillLine({ seckill_id: sku.id, sku_id: sku.sku_id, num: quantity });
    picker.hide();
    void queryClient.invalidateQueries({ queryKey: seckillDetailQuery(rowId).queryKey });
    go('seckillPayment');
  };

  const buttonText = running
    ? bounds.reason === 'soldOut'
      ? t('seckill.soldOut')
      : t('seckill.buyNow')
    : state === 'upcoming'
      ? t('seckill.upcoming')
      : state === 'closed'
        ? t('seckill.closed')
        : t('seckill.ended');

  return (
    <div className={s.page} data-testid="seckill-detail">
      <Suspense fallback={<div className={s.galleryHold} />}>
        <Gallery key={sku.sku_id} images={galleryImages(sku.sku_images, sku.sku_image)} alt={name} />
      </Suspense>

      <PromotionPriceBand tag={t('seckill.price')} price={sku.seckill_price} originalPrice={sku.price} testId="seckill-price-row">
        {state === 'running' || state === 'upcoming' ? (
          <Countdown label={t(state === 'running' ? 'seckill.endsIn' : 'seckill.startsIn')} seconds={seconds} testId="seckill-countdown" />
        ) : (
          <PromotionBandState text={t(`seckill.${state}`)} />
        )}
      </PromotionPriceBand>

      <PromotionInfoCard name={name} intro={sku.introduction}>
        <span data-testid="seckill-limit">{sku.max_buy > 0 ? t('seckill.limit', { count: sku.max_buy }) : t('seckill.noLimit')}</span>
        <span data-testid="seckill-stock">{t('seckill.stock', { count: sku.stock })}</span>
        <span>{t('seckill.soldCount', { count: sku.sale_num })}</span>
      </PromotionInfoCard>

      <PromotionDetailFoot
        spec={specText(skuSpec)}
        quantity={quantity}
        contentHtml={hasContent(sku.goods_content ?? '') ? absolutizeImageSrc(sku.goods_content ?? '', fullUrl) : ''}
        bar={{ text: buttonText, disabled: !running || !bounds.canBuy, onBuy: buy, testId: 'seckill-buy', state }}
        picker={picker}
        share={posterShare(seckillApi.goodsPoster, 'seckill_id', rowId)}
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
