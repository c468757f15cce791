import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { topicApi, type TopicInfoAgain, type TopicSkuDetail } from '@mall/contract';
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
import { saveTopicLine, topicCountdown, topicState } from '../model/topics';
import { fetchTopicInfo, isAgain, topicDetailQuery } from '../topics.api';
import { useServerNow } from '../../../shared/lib/serverNow';
import { usePromotionSkuSwitch, usePromotionPicker } from '../../../shared/lib/promotionDetail';
import { PromotionBandState, PromotionPriceBand, PromotionInfoCard } from '../../../shared/ui/PromotionDetailParts';
import { PromotionDetailFoot } from '../../../shared/ui/PromotionDetailFoot';
import { posterShare } from '../../../shared/ui/PromotionShare';
import s from '../../../shared/ui/promotionDetail.module.css';

const Gallery = lazy(goodsDetailParts.Gallery);
const SkuPicker = lazy(goodsDetailParts.SkuPicker);

/**
 * 专题商品 (`?id=` = the topic goods row): the goods gallery, the topic price row with the topic's countdown, the
 * SKU picker limited to the topic's SKUs, and 立即购买 while the topic runs, which leaves the line in local storage
 * and opens the topic payment page.
 */
export default function TopicGoodsDetailPage() {
  const { t } = useTranslation();
  const { go, redirectToLogin } = useGo();
  const queryClient = useQueryClient();
  const rowId = positiveId(usePageParams('topicGoodsDetail').id);
  const token = useAuth((st) => st.token);
  const detail = useQuery({ ...topicDetailQuery(rowId), enabled: rowId > 0 });
  const now = useServerNow();
  const { switched, switching, switchSku } = usePromotionSkuSwitch<TopicSkuDetail, TopicInfoAgain>(isAgain);
  const picker = usePromotionPicker();
  const [wanted, setWanted] = useState(1);

  if (rowId <= 0) return <EmptyState text={t('topics.goodsNotFound')} showHome />;
  if (detail.isPending) return <LoadingView fullPage />;
  if (detail.isError) {
    const message = detail.error instanceof Error ? detail.error.message : '';
    return <ErrorView text={message || undefined} onRetry={() => void detail.refetch()} />;
  }
  const base = detail.data?.goods_sku_detail;
  if (!base) return <EmptyState text={t('topics.goodsNotFound')} showHome />;
  const sku = switched && switched.topic_id === base.topic_id ? switched : base;

  const skuSpec = parseSkuSpecFormat(sku.sku_spec_format);
  const groups = parseGoodsSpecFormat(sku.goods_spec_format, skuSpec);
  // the picker reads a goods SKU: it shows the topic price, the topic stock and the topic's own limit
  const asGoods = { ...sku, discount_price: sku.topic_price, purchased_num: 0, min_buy: 1 } as unknown as GoodsSkuDetail;
  const bounds = quantityBounds({ stock: sku.stock, max_buy: sku.max_buy, min_buy: 1 });
  const quantity = clampQuantity(wanted, bounds);
  const state = topicState(sku, now);
  const left = topicCountdown(sku, now);
  const running = state === 'running';
  const name = sku.sku_name || sku.goods_name;
  const here = pageUrl('topicGoodsDetail', { id: rowId });

  const pickValue = (v: SpecValue) => switchSku(skuForValue(v, sku.sku_id), (skuId) => fetchTopicInfo(sku.id, skuId), base.goods_content);

  const buy = () => {
    if (!running || !bounds.canBuy) return;
    if (!token) return redirectToLogin(here);
    picker.show();
  };

  const confirm = () => {
    if (!token) return redirectToLogin(here);
    saveTopicLine({ topic_goods_id: sku.id, sku_id: sku.sku_id, num: quantity });
    picker.hide();
    void queryClient.invalidateQueries({ queryKey: topicDetailQuery(rowId).queryKey });
    go('topicPayment');
  };

  const buttonText = running ? (bounds.reason === 'soldOut' ? t('topics.soldOut') : t('topics.buyNow')) : t(`topics.${state}`);

  return (
    <div className={s.page} data-testid="topic-goods-detail">
      <Suspense fallback={<div className={s.galleryHold} />}>
        <Gallery key={sku.sku_id} images={galleryImages(sku.sku_images, sku.sku_image)} alt={name} />
      </Suspense>

      <PromotionPriceBand tag={t('topics.price')} price={sku.topic_price} originalPrice={sku.price} testId="topic-price-row">
        {left ? (
          <Countdown
            label={t(left.state === 'running' ? 'topics.endsIn' : 'topics.startsIn')}
            seconds={left.seconds}
            testId="topic-countdown"
          />
        ) : (
          <PromotionBandState text={t(`topics.${state}`)} />
        )}
      </PromotionPriceBand>

      <PromotionInfoCard name={name} intro={sku.introduction}>
        <span data-testid="topic-limit">{sku.max_buy > 0 ? t('topics.limit', { count: sku.max_buy }) : t('topics.noLimit')}</span>
        <span data-testid="topic-stock">{t('topics.stock', { count: sku.stock })}</span>
        <span>{t('topics.soldCount', { count: sku.sale_num })}</span>
      </PromotionInfoCard>

      <PromotionDetailFoot
        spec={specText(skuSpec)}
        quantity={quantity}
        contentHtml={hasContent(sku.goods_content ?? '') ? absolutizeImageSrc(sku.goods_content ?? '', fullUrl) : ''}
        bar={{ text: buttonText, disabled: !running || !bounds.canBuy, onBuy: buy, testId: 'topic-buy', state }}
        picker={picker}
        share={posterShare(topicApi.goodsPoster, 'id', rowId)}
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
