import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { bargainApi, type BargainInfoAgain, type BargainSkuDetail } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { fullUrl } from '../../../shared/lib/image';
import { useGo } from '../../../shared/lib/nav';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { ApiError } from '../../../shared/lib/request';
import { useServerNow } from '../../../shared/lib/serverNow';
import { pageUrl } from '../../../shared/pages';
import { useAuth } from '../../../shared/state/auth';
import { Countdown } from '../../../shared/ui/Countdown';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { useAskedSku, usePromotionSkuSwitch } from '../../../shared/lib/promotionDetail';
import { PromotionBandState, PromotionBuyBar, PromotionPriceBand, PromotionSpecRow } from '../../../shared/ui/PromotionDetailParts';
import { posterShare, useShare } from '../../../shared/ui/PromotionShare';
import {
  absolutizeImageSrc,
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
import { bargainDetailQuery, fetchBargainInfo, isBargainAgain, launchBargain } from '../bargain.api';
import { bargainKeys } from '../bargain.keys';
import { bargainState } from '../model/bargain';
import d from '../../../shared/ui/promotionDetail.module.css';
import s from './BargainPages.module.css';

const Gallery = lazy(goodsDetailParts.Gallery);
const SkuPicker = lazy(goodsDetailParts.SkuPicker);

/**
 * 砍价详情 (`?bargain_id=`): the goods gallery, the floor price over the goods price with the countdown to the
 * bargain's end (or start), the bargain stock and launches so far, its rules, the member's launch in progress
 * (查看 opens it), and 发起砍价 (继续砍价 when one is going). 发起砍价 and 已选 open the SKU picker limited to the
 * bargain's SKUs (each with its own floor price and bargain stock, one piece); a picked spec loads its own bargain
 * SKU, and confirming launches that SKU — a unit reserved — and opens the launch page.
 */
export default function BargainDetailPage() {
  const { t } = useTranslation();
  const { go, redirectToLogin } = useGo();
  const queryClient = useQueryClient();
  const params = usePageParams('bargainDetail');
  const id = positiveId(params.bargain_id);
  const askedSku = positiveId(params.sku_id);
  const token = useAuth((st) => st.token);
  const detail = useQuery({ ...bargainDetailQuery(id, token ?? ''), enabled: id > 0 });
  const now = useServerNow();
  const [busy, setBusy] = useState(false);
  const { switched, setSwitched, switching, switchSku } = usePromotionSkuSwitch<BargainSkuDetail, BargainInfoAgain>(isBargainAgain);
  const [picker, setPicker] = useState({ open: false, mounted: false });
  const share = useShare(posterShare(bargainApi.goodsPoster, 'bargain_id', id));

  // A link naming a SKU (`&sku_id=`, reference §7) opens on it when it is in the bargain.
  const baseSku = detail.data?.goods_sku_detail?.sku_id ?? 0;
  useAskedSku<BargainSkuDetail, BargainInfoAgain>(
    askedSku,
    baseSku,
    (skuId: number) => fetchBargainInfo(id, skuId),
    isBargainAgain,
    setSwitched,
  );

  if (id <= 0) return <EmptyState text={t('bargain.notFound')} showHome />;
  if (detail.isPending) return <LoadingView fullPage />;
  if (detail.isError) {
    const message = detail.error instanceof Error ? detail.error.message : '';
    return <ErrorView text={message || undefined} onRetry={() => void detail.refetch()} />;
  }
  const base = detail.data?.goods_sku_detail;
  if (!base) return <EmptyState text={t('bargain.notFound')} showHome />;
  const sku = switched && switched.bargain_id === base.bargain_id ? { ...switched, launch_info: base.launch_info } : base;
  const state = bargainState(sku, now);
  const running = state === 'running';
  const mine = sku.launch_info ?? null;
  const name = sku.sku_name || sku.goods_name;
  const soldOut = sku.bargain_stock <= 0;
  const here = pageUrl('bargainDetail', { bargain_id: id });
  const skuSpec = parseSkuSpecFormat(sku.sku_spec_format);
  const specGroups = parseGoodsSpecFormat(sku.goods_spec_format, skuSpec);
  // One piece per launch, out of the bargain stock of the SKU.
  const limits = quantityBounds({ stock: sku.bargain_stock, max_buy: 1, min_buy: 1 });
  // the picker reads a goods SKU: it shows the floor price and the bargain stock (the stepper stays at one piece)
  const asGoods = {
    ...sku,
    discount_price: sku.floor_price,
    stock: sku.bargain_stock,
    purchased_num: 0,
    max_buy: 0,
    min_buy: 1,
  } as unknown as GoodsSkuDetail;
  const pickValue = (v: SpecValue) => switchSku(skuForValue(v, sku.sku_id), (skuId) => fetchBargainInfo(id, skuId), base.goods_content);

  const openPicker = () => {
    if (!token) return redirectToLogin(here);
    if (mine) return go('bargainLaunch', { id: mine.launch_id });
    setPicker({ open: true, mounted: true });
  };

  const launch = async () => {
    if (!token) return redirectToLogin(here);
    setPicker((p) => ({ ...p, open: false }));
    setBusy(true);
    try {
      const launchId = await launchBargain(sku.id);
      void queryClient.invalidateQueries({ queryKey: bargainKeys.all });
      go('bargainLaunch', { id: launchId });
    } catch (e) {
      // Already one going: open it.
      const going = e instanceof ApiError ? (e.data as { launch_id?: number } | null)?.launch_id : undefined;
      if (going) go('bargainLaunch', { id: going });
    } finally {
      setBusy(false);
    }
  };

  const buttonText = mine
    ? t('bargain.goOn')
    : running
      ? soldOut
        ? t('bargain.soldOut')
        : busy
          ? t('bargain.launching')
          : t('bargain.launch')
      : t(`bargain.${state}`);

  return (
    <div className={d.page} data-testid="bargain-detail">
      <Suspense fallback={<div className={d.galleryHold} />}>
        <Gallery key={sku.sku_id} images={galleryImages(sku.sku_images, sku.sku_image)} alt={name} />
      </Suspense>

      <PromotionPriceBand tag={t('bargain.floorPrice')} price={sku.floor_price} originalPrice={sku.price} testId="bargain-price-row">
        {state === 'ended' ? (
          <PromotionBandState text={t('bargain.ended')} />
        ) : (
          <Countdown
            label={t(running ? 'bargain.endsIn' : 'bargain.startsIn')}
            seconds={Math.max(0, (running ? sku.end_time : sku.start_time) - now)}
          />
        )}
      </PromotionPriceBand>

      <div className={d.card}>
        <h1 className={d.name}>{name}</h1>
        <div className={d.meta}>
          <span data-testid="bargain-stock">{t('bargain.stock', { count: sku.bargain_stock })}</span>
          <span>{t('bargain.launched', { count: sku.sale_num })}</span>
        </div>
      </div>

      <PromotionSpecRow spec={specText(skuSpec)} quantity={1} onClick={() => setPicker({ open: true, mounted: true })} />

      {mine && (
        <button
          type="button"
          className={`${d.card} ${s.launchRow} ${s.rowBtn}`}
          onClick={() => go('bargainLaunch', { id: mine.launch_id })}
          data-testid="bargain-my-launch"
        >
          <span>{t('bargain.myLaunch')}</span>
          <span className={s.strong}>¥{mine.curr_price}</span>
          <span className={s.status}>{t('bargain.viewLaunch')}</span>
        </button>
      )}

      <div className={d.card}>
        <h2 className={s.title}>{t('bargain.rules')}</h2>
        <ul className={s.rules}>
          <li>{t('bargain.ruleHelpers', { count: sku.bargain_num })}</li>
          <li>{t('bargain.ruleHours', { count: sku.bargain_time })}</li>
          <li>{sku.buy_type === 1 ? t('bargain.ruleBuyFloor') : t('bargain.ruleBuyAny')}</li>
          {sku.is_own === 1 && <li>{t('bargain.ruleOwn')}</li>}
        </ul>
      </div>

      {hasContent(sku.goods_content ?? '') && (
        // the shop's own rich text, as the goods detail shows it
        <div
          className={`${d.card} ${d.content}`}
          dangerouslySetInnerHTML={{ __html: absolutizeImageSrc(sku.goods_content ?? '', fullUrl) }}
        />
      )}

      <PromotionBuyBar
        text={buttonText}
        disabled={busy || (!mine && (!running || soldOut))}
        onBuy={openPicker}
        testId="bargain-launch-btn"
        state={mine ? 'mine' : state}
        onShare={share.open}
      />
      {share.node}

      {picker.mounted && (
        <Suspense fallback={null}>
          <SkuPicker
            visible={picker.open}
            mode="buy"
            onClose={() => setPicker((p) => ({ ...p, open: false }))}
            sku={asGoods}
            groups={specGroups}
            skuSpec={skuSpec}
            onPickValue={(v) => void pickValue(v)}
            switching={switching}
            quantity={1}
            onQuantity={() => undefined}
            bounds={running && !mine ? limits : { ...limits, canBuy: false }}
            onSale
            submitting={busy}
            onConfirm={() => void launch()}
            buyText={t('bargain.launch')}
          />
        </Suspense>
      )}
    </div>
  );
}
