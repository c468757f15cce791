import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { Price } from '../../../shared/ui/Price';
import { AfterFirstPaint } from '../../../shared/ui/AfterFirstPaint';
import { fullUrl } from '../../../shared/lib/image';
import { useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { useAuth } from '../../../shared/state/auth';
import { refreshCartCount, useAppState } from '../../../shared/state/app';
import { dropAction, rememberAction, takeAction, type PendingAction } from '../../../shared/state/pendingAction';
import { addToCart, cartKeys } from '../../cart';
import { skuDetailQuery, skuInfoQuery, type GoodsDetailAnswer, type GoodsSkuDetail } from '../goods.api';
import { peekBoot, takeBoot } from '../../../shared/lib/boot';
import { holdFirstRender } from '../../../shared/lib/firstScreen';
import { queryClient as appQueryClient } from '../../../app/queryClient';
import { goodsCouponsQuery } from '../../coupon';
import { absolutizeImageSrc, hasContent } from '../model/content';
import { galleryImages, struckPrice } from '../model/listing';
import { clampQuantity, quantityBounds } from '../model/quantity';
import { parseGoodsSpecFormat, parseSkuSpecFormat, skuForValue, specText, type SpecValue } from '../model/spec';
import { ActionBar } from '../components/ActionBar';
import { Gallery } from '../components/Gallery';
import type { PickerAction, PickerMode } from '../components/SkuPicker';
import { ArrowRight } from '../components/icons';
import { ShareIcon } from '../components/detailIcons';
import { bundlingQuery, ContentTabs, EvaluateBlock, manjianQuery, PromotionRows, ServiceRow, ShopCard } from '../components/DetailSections';
import { addClick, addCollect, addFootprint, deleteCollect, detailKeys, fetchIsCollect, fetchServicer } from '../detail.api';
import { discountTenths } from '../model/extras';
import { GoodsCoupons } from '../../coupon';
import { DISCOUNT_BAR_HEIGHT, discountOfSku, promotionParts } from '../../promotion';
import { GoodsActivityRows, preloadActivityRows } from '../components/GoodsActivityRows';
import { preloadable } from '../../../shared/lib/preloadable';
import { paymentUrlForSku } from '../../checkout';
import s from './GoodsDetailPage.module.css';
import { pageUrl } from '../../../shared/pages';
import { parsePageParams, positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { GOODS_STATE, nowSeconds } from '@mall/contract';

const detailUrl = (skuId: number) => pageUrl('goodsDetail', { sku_id: skuId });

/**
 * First load of a detail the server wove into the shell: the coupon and promotion rows under the price ask
 * for their data as soon as this module arrives (before the app's first render), so they are drawn with the
 * page instead of pushing the rows below them down a moment later.
 */
const prefetchFirstScreen = () => {
  if (typeof window === 'undefined') return;
  const skuId = positiveId(parsePageParams('goodsDetail', window.location.search).sku_id);
  const sku = skuId ? peekBoot<GoodsDetailAnswer | null>('goods', `detail:${skuId}`)?.goods_sku_detail : undefined;
  if (!sku || !(sku.goods_id > 0)) return;
  holdFirstRender(
    Promise.all([
      appQueryClient.prefetchQuery(goodsCouponsQuery(sku.goods_id, sku.site_id)),
      appQueryClient.prefetchQuery(manjianQuery(sku.goods_id)),
      appQueryClient.prefetchQuery(bundlingQuery(sku.sku_id)),
      // the rows of its running promotions render in the first pass, not a task later
      discountOfSku(sku, nowSeconds()) && GoodsDiscountRow.preload(),
      preloadActivityRows(sku),
    ]),
  );
};

// The poster popup (and its request) loads only when the shopper taps 分享.
const SharePoster = lazy(() => import('../components/SharePoster'));
// The SKU picker (a popup with its animation engine and stepper) loads when first opened, not with the page.
const SkuPicker = lazy(() => import('../components/SkuPicker'));
// The 限时折扣 bar loads only for a SKU with a running limited-time discount.
const GoodsDiscountRow = preloadable(promotionParts.GoodsDiscountRow);

prefetchFirstScreen();

function DetailSkeleton() {
  return (
    <div className={s.page} aria-hidden="true" data-testid="detail-skeleton">
      <div className={`${s.skImage} m-shimmer`} />
      <div className={s.card}>
        <div className={`${s.skLine} ${s.skPrice} m-shimmer`} />
        <div className={`${s.skLine} m-shimmer`} />
        <div className={`${s.skLine} ${s.skShort} m-shimmer`} />
      </div>
    </div>
  );
}

/** Room the reviews, shop card and description hold until they are drawn (below the first screen). */
const TAIL_HEIGHT = 480;

/**
 * Goods detail (`?sku_id=`): gallery, price, sales/stock, chosen spec, shop, HTML content, bottom
 * action bar, and the SKU picker that switches SKUs through `/api/goodssku/info` and adds to the cart.
 */
export default function GoodsDetailPage() {
  const { t } = useTranslation();
  const { go, redirectToLogin } = useGo();
  const queryClient = useQueryClient();
  const initialSku = positiveId(usePageParams('goodsDetail').sku_id);
  const token = useAuth((st) => st.token);
  const cartCount = useAppState((st) => st.cartCount);
  const lang = useAppState((st) => st.lang);

  // The SKU shown; it starts at the URL's and follows the spec values picked.
  const [skuId, setSkuId] = useState(initialSku);
  const [forUrl, setForUrl] = useState(initialSku);
  if (forUrl !== initialSku) {
    setForUrl(initialSku);
    setSkuId(initialSku);
  }
  const switched = skuId !== initialSku;

  // The server wove this SKU's detail into the app shell (first load): taken once, so the page's first render
  // (a transition, see PageFrame) already has its content instead of re-rendering it all when a request ends.
  const [woven] = useState(() => ({ sku: initialSku, data: takeBoot<GoodsDetailAnswer | null>('goods', `detail:${initialSku}`) }));
  const detail = useQuery(
    woven.sku !== initialSku || woven.data === undefined
      ? skuDetailQuery(initialSku)
      : { ...skuDetailQuery(initialSku), initialData: woven.data },
  );
  // A member's level price comes with their own answer: the detail woven into the shell is the visitors' one.
  const info = useQuery({ ...skuInfoQuery(skuId), enabled: switched || Boolean(token) });
  const [switching, setSwitching] = useState(false);
  const [picker, setPicker] = useState<{ open: boolean; mode: PickerMode; mounted: boolean }>({
    open: false,
    mode: 'select',
    mounted: false,
  });
  const [wantedQty, setWantedQty] = useState(1);

  const [shareOpen, setShareOpen] = useState(false);
  const [shareMounted, setShareMounted] = useState(false);

  const goodsId = detail.data?.goods_sku_detail?.goods_id ?? 0;
  // A view counts once per opened goods; a logged-in member's footprint moves to now.
  useEffect(() => {
    if (initialSku > 0) addClick(initialSku).catch(() => undefined);
  }, [initialSku]);
  useEffect(() => {
    if (token && goodsId > 0 && skuId > 0) addFootprint(skuId).catch(() => undefined);
  }, [token, goodsId, skuId]);

  const collectKey = detailKeys.isCollect(goodsId);
  const isCollect = useQuery({ queryKey: collectKey, queryFn: () => fetchIsCollect(goodsId), enabled: Boolean(token) && goodsId > 0 });
  const collected = Boolean(token) && isCollect.data === 1;
  const collect = useMutation({
    mutationFn: (v: { sku: number; goods: number; on: boolean }) => (v.on ? addCollect(v.sku, v.goods) : deleteCollect(v.goods)),
    onSuccess: (_d, v) => {
      queryClient.setQueryData(collectKey, v.on ? 1 : 0);
      void queryClient.invalidateQueries({ queryKey: detailKeys.collections() });
      void toast(t(v.on ? 'detail.collectOk' : 'detail.uncollectOk'));
    },
  });

  const add = useMutation({
    mutationFn: ({ id, num }: { id: number; num: number; action: PickerAction }) => addToCart(id, num),
    onSuccess: () => {
      void refreshCartCount();
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      setPicker((p) => ({ ...p, open: false }));
      void toast(t('goods.addSuccess'), { icon: 'success', position: 'center' });
    },
  });

  // Back from the login detour of 加入购物车 / 立即购买: finish what the shopper started, once (a ref, so a
  // re-run of the effect does not take it twice); a visitor arriving here drops what a detour left behind.
  const resumed = useRef<PendingAction | null | undefined>(undefined);
  useEffect(() => {
    if (resumed.current !== undefined) return;
    if (!token) {
      dropAction();
      resumed.current = null;
      return;
    }
    const a = (resumed.current = takeAction(initialSku));
    if (!a) return;
    if (!a.chosen) setPicker({ open: true, mode: a.kind, mounted: true });
    else if (a.kind === 'buy') go(paymentUrlForSku(a.skuId, a.num));
    else add.mutate({ id: a.skuId, num: a.num, action: 'cart' });
  }, [token, initialSku, go, add]);

  if (initialSku <= 0) return <EmptyState text={t('goods.detail.notFound')} showHome />;
  if (detail.isPending) return <DetailSkeleton />;
  if (detail.isError) return <ErrorView onRetry={() => void detail.refetch()} />;
  const base = detail.data?.goods_sku_detail;
  if (!base) return <EmptyState text={t('goods.detail.notFound')} showHome />;
  const shop = detail.data?.shop_info ?? null;

  const sku: GoodsSkuDetail =
    switched && info.data ? { ...base, ...info.data, goods_content: info.data.goods_content || base.goods_content } : base;
  const skuSpec = parseSkuSpecFormat(sku.sku_spec_format);
  const groups = parseGoodsSpecFormat(sku.goods_spec_format, skuSpec);
  const bounds = quantityBounds(sku);
  const quantity = clampQuantity(wantedQty, bounds);
  const onSale = Number(sku.goods_state) === GOODS_STATE.ON;
  const blocked = !onSale ? t('goods.detail.offShelf') : bounds.reason === 'soldOut' ? t('goods.action.soldOut') : undefined;
  const name = sku.sku_name || sku.goods_name;
  const content = sku.goods_content ?? '';
  const limitedDiscount = discountOfSku(sku, nowSeconds());
  const struck = struckPrice(sku);
  const discount = discountTenths(sku.discount_price, struck ?? sku.market_price);
  const memberPrice = token ? (sku.member_price ?? (info.data?.sku_id === sku.sku_id ? info.data.member_price : undefined)) : undefined;

  const pickValue = async (v: SpecValue) => {
    const next = skuForValue(v, sku.sku_id);
    if (next === null || switching) return;
    setSwitching(true);
    try {
      const answer = await queryClient.fetchQuery(skuInfoQuery(next));
      if (answer) setSkuId(next);
    } catch {
      // the request client already showed the server's message; keep the current SKU
    } finally {
      setSwitching(false);
    }
  };

  const open = (mode: PickerMode) => {
    if (mode !== 'select' && !token) {
      rememberAction({ kind: mode, skuId: sku.sku_id, num: quantity, chosen: false });
      redirectToLogin(detailUrl(sku.sku_id));
      return;
    }
    setPicker({ open: true, mode, mounted: true });
  };

  const toggleCollect = () => {
    if (!token) return redirectToLogin(detailUrl(sku.sku_id));
    if (!collect.isPending) collect.mutate({ sku: sku.sku_id, goods: sku.goods_id, on: !collected });
  };

  const openService = async () => {
    let phone = shop?.telephone ?? '';
    try {
      const cfg = await queryClient.fetchQuery({ queryKey: detailKeys.servicer(), queryFn: fetchServicer, staleTime: 5 * 60_000 });
      if (cfg.h5.type === 'third' && /^https?:\/\//.test(cfg.h5.third_url)) return go(cfg.h5.third_url);
      phone = phone || cfg.service_phone;
    } catch {
      // no setting: the shop's telephone alone
    }
    if (!phone) return void toast(t('detail.noServicer'));
    const { default: ActionSheet } = await import('antd-mobile/es/components/action-sheet');
    ActionSheet.show({
      actions: [{ key: 'call', text: `${t('detail.callService')} ${phone}`, onClick: () => window.location.assign(`tel:${phone}`) }],
      cancelText: t('common.cancel'),
      closeOnAction: true,
    });
  };

  const openShare = () => {
    setShareMounted(true);
    setShareOpen(true);
  };

  const confirm = (action: PickerAction) => {
    if (!token) {
      setPicker((p) => ({ ...p, open: false }));
      rememberAction({ kind: action, skuId: sku.sku_id, num: quantity, chosen: true });
      redirectToLogin(detailUrl(sku.sku_id));
      return;
    }
    if (action === 'buy') {
      // 立即购买 goes straight to the order confirmation with this SKU and quantity (the cart is not touched)
      setPicker((p) => ({ ...p, open: false }));
      go(paymentUrlForSku(sku.sku_id, quantity));
      return;
    }
    if (add.isPending) return;
    add.mutate({ id: sku.sku_id, num: quantity, action });
  };

  return (
    <div className={s.page} data-testid="goods-detail">
      <Gallery
        key={sku.sku_id}
        images={galleryImages(sku.sku_images, sku.sku_image)}
        alt={name}
        hasVideo={Boolean(sku.video_url)}
        onPlayVideo={() => go('previewVideo', { video_url: sku.video_url })}
      />

      {limitedDiscount && (
        <Suspense fallback={<div style={{ height: DISCOUNT_BAR_HEIGHT, background: 'var(--base-color)' }} />}>
          <GoodsDiscountRow discount={limitedDiscount} />
        </Suspense>
      )}

      <div className={`${s.card} ${s.summary}`}>
        <div className={s.priceRow}>
          <span className={s.prices}>
            <Price value={sku.discount_price} size="lg" />
            {struck && <Price value={struck} size="sm" del />}
            {discount && (
              <span className={s.discountTag} data-testid="discount-tag">
                {t('detail.discount', { n: lang === 'en-us' ? 100 - Math.round(Number(discount) * 10) : discount })}
              </span>
            )}
          </span>
          <span className={s.sales}>{t('goods.salesCount', { count: Number(sku.sale_num) || 0 })}</span>
        </div>
        {memberPrice && (
          <div className={s.memberPrice} data-testid="member-price">
            <span className={s.tag}>{t('detail.memberPrice')}</span>
            <Price value={memberPrice} size="sm" />
          </div>
        )}
        <div className={s.nameRow}>
          <h1 className={s.name}>{name}</h1>
          <button type="button" className={s.share} onClick={openShare} data-testid="detail-share">
            <ShareIcon />
            <span>{t('detail.share')}</span>
          </button>
        </div>
        {sku.introduction && <p className={s.intro}>{sku.introduction}</p>}
        <div className={s.meta}>
          {Number(sku.is_free_shipping) === 1 && <span className={s.tag}>{t('goods.freeShipping')}</span>}
          <span>{t('goods.stockCount', { count: Number(sku.stock) || 0 })}</span>
          {Number(sku.min_buy) > 1 && <span data-testid="limit-min">{t('detail.limitMin', { count: Number(sku.min_buy) })}</span>}
          {Number(sku.max_buy) > 0 && (
            <span data-testid="limit-max">
              {t('detail.limitMax', { count: Number(sku.max_buy) })}
              {token && Number(sku.purchased_num) > 0 ? ` · ${t('detail.purchased', { count: Number(sku.purchased_num) })}` : ''}
            </span>
          )}
        </div>
      </div>

      <GoodsActivityRows sku={sku} />

      <GoodsCoupons goodsId={sku.goods_id} siteId={sku.site_id} />

      <PromotionRows goodsId={sku.goods_id} skuId={sku.sku_id} />

      <button type="button" className={`${s.card} ${s.row}`} onClick={() => open('select')} data-testid="spec-row">
        <span className={s.rowLabel}>{t('detail.select')}</span>
        <span className={s.rowValue}>{(specText(skuSpec) || t('goods.detail.defaultSpec')) + ` × ${quantity}`}</span>
        <ArrowRight />
      </button>

      <ServiceRow shop={shop} />

      {/* Below the first screen: rendered after the first frame (AfterFirstPaint), laid out and painted when the
          shopper scrolls near (ui.css m-defer-draw). */}
      <AfterFirstPaint minHeight={TAIL_HEIGHT}>
        <div className="m-defer-draw">
          <EvaluateBlock goodsId={sku.goods_id} count={Number(sku.evaluate) || 0} />
          {shop && <ShopCard shop={shop} backUrl={detailUrl(sku.sku_id)} />}
        </div>

        <div className="m-defer-draw">
          <ContentTabs
            html={hasContent(content) ? absolutizeImageSrc(content, fullUrl) : null}
            attrJson={sku.goods_attr_format}
            empty={t('goods.detail.noContent')}
          />
        </div>
      </AfterFirstPaint>

      <ActionBar
        cartCount={cartCount}
        onHome={() => go('home')}
        onCart={() => go('cart')}
        onAddToCart={() => open('cart')}
        onBuyNow={() => open('buy')}
        blocked={blocked}
        collected={collected}
        onCollect={toggleCollect}
        onService={() => void openService()}
      />

      {shareMounted && (
        <Suspense fallback={null}>
          <SharePoster skuId={sku.sku_id} visible={shareOpen} onClose={() => setShareOpen(false)} />
        </Suspense>
      )}

      {picker.mounted && (
        <Suspense fallback={null}>
          <SkuPicker
            visible={picker.open}
            mode={picker.mode}
            onClose={() => setPicker((p) => ({ ...p, open: false }))}
            sku={sku}
            groups={groups}
            skuSpec={skuSpec}
            onPickValue={(v) => void pickValue(v)}
            switching={switching}
            quantity={quantity}
            onQuantity={setWantedQty}
            bounds={bounds}
            onSale={onSale}
            submitting={add.isPending}
            onConfirm={confirm}
          />
        </Suspense>
      )}
    </div>
  );
}
