import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { presaleApi, type PresaleInfoAgain, type PresaleSkuDetail } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { fullUrl } from '../../../shared/lib/image';
import { useGo } from '../../../shared/lib/nav';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { useOnStateTurn, usePromotionSkuSwitch, usePromotionPicker } from '../../../shared/lib/promotionDetail';
import { useServerNow } from '../../../shared/lib/serverNow';
import { formatTime } from '../../../shared/lib/time';
import { clearToast } from '../../../shared/lib/toast';
import { pageUrl } from '../../../shared/pages';
import { useAuth } from '../../../shared/state/auth';
import { Countdown } from '../../../shared/ui/Countdown';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { PromotionBandState, PromotionPriceBand } from '../../../shared/ui/PromotionDetailParts';
import { PromotionDetailFoot } from '../../../shared/ui/PromotionDetailFoot';
import { posterShare } from '../../../shared/ui/PromotionShare';
import s from '../../../shared/ui/promotionDetail.module.css';
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
import { deliveryPromise, presaleState, savePresaleLine } from '../model/presale';
import { fetchPresaleInfo, isAgain, presaleDetailQuery } from '../presale.api';
import d from './PresaleDetailPage.module.css';

const Gallery = lazy(goodsDetailParts.Gallery);
const SkuPicker = lazy(goodsDetailParts.SkuPicker);

/**
 * 预售详情 (`?id=`): the gallery, the deposit and the full presale price with the countdown to the end of the deposit
 * window (or its start), the two steps with their windows, the delivery promise, whether the deposit is refundable,
 * the limit, the SKU picker limited to the presale's SKUs, and 立即预定 while deposits are taken, which leaves the
 * line in local storage and opens the presale payment page.
 */
export default function PresaleDetailPage() {
  const { t } = useTranslation();
  const { go, redirectToLogin } = useGo();
  const queryClient = useQueryClient();
  const params = usePageParams('presaleDetail');
  const id = positiveId(params.id);
  const token = useAuth((st) => st.token);
  const detail = useQuery({ ...presaleDetailQuery(id), enabled: id > 0 });
  const now = useServerNow();
  const { switched, setSwitched, switching, switchSku } = usePromotionSkuSwitch<PresaleSkuDetail, PresaleInfoAgain>(isAgain);
  const picker = usePromotionPicker();
  const [wanted, setWanted] = useState<number | null>(null);

  const liveState = detail.data?.goods_sku_detail ? presaleState(detail.data.goods_sku_detail, now).state : null;
  useOnStateTurn(liveState, () => {
    setSwitched(null);
    void detail.refetch();
  });

  if (id <= 0) return <EmptyState text={t('presale.notFound')} showHome />;
  if (detail.isPending) return <LoadingView fullPage />;
  if (detail.isError) {
    const message = detail.error instanceof Error ? detail.error.message : '';
    return <ErrorView text={message || undefined} onRetry={() => void detail.refetch()} />;
  }
  const base = detail.data?.goods_sku_detail;
  if (!base) return <EmptyState text={t('presale.notFound')} showHome />;
  const sku = switched && switched.presale_id === base.presale_id ? switched : base;

  const skuSpec = parseSkuSpecFormat(sku.sku_spec_format);
  const groups = parseGoodsSpecFormat(sku.goods_spec_format, skuSpec);
  const left = sku.max_buy > 0 ? Math.max(0, sku.max_buy - sku.presale_num) : 0;
  const asGoods = {
    ...sku,
    discount_price: sku.presale_price,
    purchased_num: sku.presale_num,
    max_buy: sku.max_buy,
    min_buy: 1,
  } as unknown as GoodsSkuDetail;
  const limits = quantityBounds({ stock: sku.max_buy > 0 ? Math.min(sku.stock, left) : sku.stock, max_buy: 0, min_buy: 1 });
  const quantity = clampQuantity(wanted ?? 1, limits);
  const { state, seconds } = presaleState(sku, now);
  const running = state === 'running';
  const limitReached = sku.max_buy > 0 && left === 0;
  const name = sku.sku_name || sku.goods_name;
  const here = pageUrl('presaleDetail', { id });
  const promise = deliveryPromise(sku);

  const pickValue = (v: SpecValue) => switchSku(skuForValue(v, sku.sku_id), (skuId) => fetchPresaleInfo(id, skuId), base.goods_content);

  const buy = () => {
    if (!running || !limits.canBuy) return;
    if (!token) return redirectToLogin(here);
    picker.show();
  };
  const confirm = () => {
    if (!token) return redirectToLogin(here);
    clearToast();
    savePresaleLine({ presale_id: id, sku_id: sku.sku_id, num: quantity });
    picker.hide();
    void queryClient.invalidateQueries({ queryKey: presaleDetailQuery(id).queryKey });
    go('presalePayment');
  };

  const buttonText = running
    ? limitReached
      ? t('presale.limitReached')
      : sku.stock <= 0
        ? t('presale.soldOut')
        : t('presale.bookNow')
    : t(`presale.${state}`);

  return (
    <div className={s.page} data-testid="presale-detail">
      <Suspense fallback={<div className={s.galleryHold} />}>
        <Gallery key={sku.sku_id} images={galleryImages(sku.sku_images, sku.sku_image)} alt={name} />
      </Suspense>

      <PromotionPriceBand tag={t('presale.deposit')} price={sku.presale_deposit} originalPrice={sku.price} testId="presale-price-row">
        {state === 'ended' ? (
          <PromotionBandState text={t('presale.ended')} />
        ) : (
          <Countdown label={t(running ? 'presale.endsIn' : 'presale.startsIn')} seconds={seconds} testId="presale-countdown" />
        )}
      </PromotionPriceBand>

      <div className={s.card}>
        <h1 className={s.name}>{name}</h1>
        {sku.introduction && <p className={s.intro}>{sku.introduction}</p>}
        <div className={d.rows}>
          <span data-testid="presale-full-price">
            {t('presale.fullPrice', { money: sku.presale_price })} ·{' '}
            <span className={d.strong}>{t('presale.depositMoney', { money: sku.presale_deposit })}</span>
          </span>
          <span>
            {t('presale.stock', { count: sku.stock })} · {t('presale.soldCount', { count: sku.sale_num })}
            {sku.max_buy > 0 ? ` · ${t('presale.maxBuy', { count: sku.max_buy })}` : ''}
          </span>
        </div>
      </div>

      <div className={s.card}>
        <div className={d.steps} data-testid="presale-steps">
          <span className={d.step}>
            <span className={d.stepTitle}>{t('presale.stepDeposit')}</span>
            {t('presale.depositWindow', { start: formatTime(sku.start_time), end: formatTime(sku.end_time) })}
          </span>
          <span className={d.step}>
            <span className={d.stepTitle}>{t('presale.stepFinal')}</span>
            {t('presale.finalWindow', { start: formatTime(sku.pay_start_time), end: formatTime(sku.pay_end_time) })}
          </span>
        </div>
        <div className={d.rows}>
          <span data-testid="presale-delivery">{t(promise.key, promise.params)}</span>
          <span data-testid="presale-deposit-back">
            {t(sku.is_deposit_back === 1 ? 'presale.depositBack' : 'presale.depositRefundable')}
          </span>
        </div>
      </div>

      <PromotionDetailFoot
        spec={specText(skuSpec)}
        quantity={quantity}
        contentHtml={hasContent(sku.goods_content ?? '') ? absolutizeImageSrc(sku.goods_content ?? '', fullUrl) : ''}
        bar={{ text: buttonText, disabled: !running || !limits.canBuy || limitReached, onBuy: buy, testId: 'presale-buy', state }}
        picker={picker}
        share={posterShare(presaleApi.goodsPoster, 'id', id)}
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
            bounds={running ? limits : { ...limits, canBuy: false }}
            onConfirm={confirm}
          />
        )}
      />
    </div>
  );
}
