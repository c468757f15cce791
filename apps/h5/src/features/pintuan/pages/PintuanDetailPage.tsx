import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PintuanGroupItem, PintuanInfoAgain, PintuanSkuDetail } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { fullUrl } from '../../../shared/lib/image';
import { useGo } from '../../../shared/lib/nav';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { useServerNow } from '../../../shared/lib/serverNow';
import { clearToast } from '../../../shared/lib/toast';
import { pageUrl } from '../../../shared/pages';
import { useAuth } from '../../../shared/state/auth';
import { Countdown } from '../../../shared/ui/Countdown';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { Img } from '../../../shared/ui/Img';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { usePromotionSkuSwitch } from '../../../shared/lib/promotionDetail';
import { PromotionBandState, PromotionPriceBand, PromotionSpecRow, PromotionInfoCard } from '../../../shared/ui/PromotionDetailParts';
import ds from '../../../shared/ui/promotionDetail.module.css';
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
import { pintuanState, savePintuanLine } from '../model/pintuan';
import { fetchPintuanInfo, isPintuanAgain, pintuanDetailQuery, pintuanGroupsQuery } from '../pintuan.api';
import s from '../pintuan.module.css';

const Gallery = lazy(goodsDetailParts.Gallery);
const SkuPicker = lazy(goodsDetailParts.SkuPicker);

/** What the picker was opened for: buying alone at the goods price, or a group (0 opens one, else joins it). */
type Intent = { alone: true } | { alone: false; groupId: number };

/**
 * 拼团详情 (`?pintuan_id=`, `&group_id=` from a share link): the goods gallery, the group price with the countdown,
 * N人团 and the leader price, the groups forming (each with its leader, seats left and time left, and 去拼团), and
 * the bar: 单独购买 at the normal price through the normal checkout (when allowed) and 发起拼团 — or 参与拼团 when
 * the page was opened for a group. Each of them (and 已选) opens the SKU picker limited to the pintuan's SKUs, with
 * the price and stock of what it is for and at most `buy_num` pieces in a group order; a picked spec loads its own
 * pintuan SKU. The order line goes to the pintuan payment page through local storage.
 */
export default function PintuanDetailPage() {
  const { t } = useTranslation();
  const { go, redirectToLogin } = useGo();
  const params = usePageParams('pintuanDetail');
  const id = positiveId(params.pintuan_id);
  const askedGroup = positiveId(params.group_id);
  const token = useAuth((st) => st.token);
  const detail = useQuery({ ...pintuanDetailQuery(id), enabled: id > 0 });
  const goodsId = detail.data?.goods_sku_detail?.goods_id ?? 0;
  const groups = useQuery({ ...pintuanGroupsQuery(goodsId), enabled: goodsId > 0 });
  const now = useServerNow();
  const { switched, switching, switchSku } = usePromotionSkuSwitch<PintuanSkuDetail, PintuanInfoAgain>(isPintuanAgain);
  const [picker, setPicker] = useState<{ open: boolean; mounted: boolean; intent: Intent }>({
    open: false,
    mounted: false,
    intent: { alone: false, groupId: askedGroup },
  });
  const [wanted, setWanted] = useState(1);

  if (id <= 0) return <EmptyState text={t('pintuan.notFound')} showHome />;
  if (detail.isPending) return <LoadingView fullPage />;
  if (detail.isError) {
    const message = detail.error instanceof Error ? detail.error.message : '';
    return <ErrorView text={message || undefined} onRetry={() => void detail.refetch()} />;
  }
  const base = detail.data?.goods_sku_detail;
  if (!base) return <EmptyState text={t('pintuan.notFound')} showHome />;
  const sku = switched && switched.pintuan_id === base.pintuan_id ? switched : base;
  const { state, seconds } = pintuanState(sku, now);
  const running = state === 'running' && sku.stock > 0;
  const name = sku.sku_name || sku.goods_name;
  const here = pageUrl('pintuanDetail', { pintuan_id: id, ...(askedGroup ? { group_id: askedGroup } : {}) });
  const openGroups = (groups.data ?? []).filter((g) => g.end_time > now);

  const skuSpec = parseSkuSpecFormat(sku.sku_spec_format);
  const specGroups = parseGoodsSpecFormat(sku.goods_spec_format, skuSpec);
  const intent = picker.intent;
  // Alone is an ordinary order of the goods SKU; a group order takes the pintuan stock, at most buy_num pieces.
  const limits = intent.alone
    ? quantityBounds({ stock: sku.goods_stock, max_buy: 0, min_buy: 1 })
    : quantityBounds({ stock: sku.stock, max_buy: sku.buy_num, min_buy: 1 });
  const quantity = clampQuantity(wanted, limits);
  const pickerPrice = intent.alone ? sku.price : intent.groupId > 0 ? sku.pintuan_price : sku.promotion_price;
  // the picker reads a goods SKU: it shows the price and stock of what it was opened for; buy_num caps the stepper
  // (an order's limit, shown on the page as 每单限购) rather than reading as the goods' per-person limit
  const asGoods = {
    ...sku,
    discount_price: pickerPrice,
    stock: intent.alone ? sku.goods_stock : sku.stock,
    purchased_num: 0,
    max_buy: 0,
    min_buy: 1,
  } as unknown as GoodsSkuDetail;
  const buyText = intent.alone
    ? t('pintuan.singlePrice', { price: sku.price })
    : intent.groupId > 0
      ? t('pintuan.joinPrice', { price: sku.pintuan_price })
      : t('pintuan.openPrice', { price: sku.promotion_price });

  const pickValue = (v: SpecValue) => switchSku(skuForValue(v, sku.sku_id), (skuId) => fetchPintuanInfo(id, skuId), base.goods_content);
  const openPicker = (next: Intent) => {
    if (!token) return redirectToLogin(here);
    setPicker({ open: true, mounted: true, intent: next });
  };

  const confirm = () => {
    if (!token) return redirectToLogin(here);
    clearToast();
    setPicker((p) => ({ ...p, open: false }));
    if (intent.alone) return go('payment', { sku_id: sku.sku_id, num: quantity });
    savePintuanLine({ pintuan_goods_id: sku.id, sku_id: sku.sku_id, num: quantity, group_id: intent.groupId });
    go('pintuanPayment');
  };

  const groupRow = (g: PintuanGroupItem) => (
    <div key={g.group_id} className={s.group} data-testid="pintuan-group">
      <span className={s.avatar}>
        <Img path={g.head_member_img} kind="head" size="small" alt={g.head_nickname} ratio={1} />
      </span>
      <span className={s.groupInfo}>
        <span>{g.head_nickname}</span>
        <span className={s.sub}>{t('pintuan.groupLeft', { count: Math.max(0, g.pintuan_num - g.pintuan_count) })}</span>
        <Countdown label={t('pintuan.leftTime')} seconds={Math.max(0, g.end_time - now)} />
      </span>
      <button
        type="button"
        className={s.btn}
        disabled={!running}
        onClick={() => openPicker({ alone: false, groupId: g.group_id })}
        data-testid="pintuan-group-join"
      >
        {t('pintuan.goJoin')}
      </button>
    </div>
  );

  return (
    <div className={ds.page} data-testid="pintuan-detail">
      <Suspense fallback={<div className={ds.galleryHold} />}>
        <Gallery key={sku.sku_id} images={galleryImages(sku.sku_images, sku.sku_image)} alt={name} />
      </Suspense>
      <PromotionPriceBand tag={t('pintuan.groupPrice')} price={sku.pintuan_price} originalPrice={sku.price} testId="pintuan-price-row">
        {state === 'ended' ? (
          <PromotionBandState text={t('pintuan.ended')} />
        ) : (
          <Countdown label={t(state === 'running' ? 'pintuan.endsIn' : 'pintuan.startsIn')} seconds={seconds} testId="pintuan-countdown" />
        )}
      </PromotionPriceBand>
      <PromotionInfoCard name={name} intro={sku.introduction}>
        <span data-testid="pintuan-seats">{t('pintuan.seats', { count: sku.pintuan_num })}</span>
        {sku.is_promotion === 1 && <span>{t('pintuan.leaderPrice', { price: sku.promotion_price })}</span>}
        {sku.buy_num > 0 && <span>{t('pintuan.buyNumMax', { count: sku.buy_num })}</span>}
        <span>{t('pintuan.orderNum', { count: sku.order_num })}</span>
      </PromotionInfoCard>
      <PromotionSpecRow
        spec={specText(skuSpec)}
        quantity={quantity}
        onClick={() => setPicker((p) => ({ ...p, open: true, mounted: true }))}
      />
      {openGroups.length > 0 && (
        <div className={s.section} data-testid="pintuan-groups">
          <h2 className={s.sectionTitle}>{t('pintuan.groupsTitle')}</h2>
          {openGroups.map(groupRow)}
        </div>
      )}
      {hasContent(sku.goods_content ?? '') && (
        // the shop's own rich text, as the goods detail shows it
        <div
          className={`${ds.card} ${ds.content}`}
          dangerouslySetInnerHTML={{ __html: absolutizeImageSrc(sku.goods_content ?? '', fullUrl) }}
        />
      )}
      <div className={s.barHold} aria-hidden="true" />
      <div className={`m-dock ${s.bar}`}>
        {sku.is_single_buy === 1 && (
          <button
            type="button"
            className={`${s.barBtn} ${s.barAlt}`}
            onClick={() => openPicker({ alone: true })}
            data-testid="pintuan-single"
          >
            {t('pintuan.singlePrice', { price: sku.price })}
          </button>
        )}
        {askedGroup > 0 ? (
          <button
            type="button"
            className={s.barBtn}
            disabled={!running}
            onClick={() => openPicker({ alone: false, groupId: askedGroup })}
            data-testid="pintuan-join"
            data-state={state}
          >
            {t('pintuan.joinPrice', { price: sku.pintuan_price })}
          </button>
        ) : (
          <button
            type="button"
            className={s.barBtn}
            disabled={!running}
            onClick={() => openPicker({ alone: false, groupId: 0 })}
            data-testid="pintuan-open"
            data-state={state}
          >
            {running
              ? t('pintuan.openPrice', { price: sku.promotion_price })
              : t(state === 'running' ? 'pintuan.soldOut' : `pintuan.${state}`)}
          </button>
        )}
      </div>
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
            quantity={quantity}
            onQuantity={setWanted}
            bounds={running || intent.alone ? limits : { ...limits, canBuy: false }}
            onSale
            submitting={false}
            onConfirm={confirm}
            buyText={buyText}
          />
        </Suspense>
      )}
    </div>
  );
}
