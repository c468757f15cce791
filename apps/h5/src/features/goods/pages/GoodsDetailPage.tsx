import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { Price } from '../../../shared/ui/Price';
import { fullUrl } from '../../../shared/lib/image';
import { useGo } from '../../../shared/lib/nav';
import { PATHS } from '../../../shared/lib/paths';
import { toast } from '../../../shared/lib/toast';
import { useAuth } from '../../../shared/state/auth';
import { refreshCartCount, useAppState } from '../../../shared/state/app';
import { addToCart, cartKeys } from '../../cart/cart.api';
import { skuDetailQuery, skuInfoQuery, type GoodsShopInfo, type GoodsSkuDetail } from '../goods.api';
import { absolutizeImageSrc, hasContent } from '../model/content';
import { galleryImages, positiveInt, showMarketPrice } from '../model/listing';
import { clampQuantity, quantityBounds } from '../model/quantity';
import { parseGoodsSpecFormat, parseSkuSpecFormat, skuForValue, specText, type SpecValue } from '../model/spec';
import { ActionBar } from '../components/ActionBar';
import { Gallery } from '../components/Gallery';
import { SkuPicker, type PickerAction, type PickerMode } from '../components/SkuPicker';
import { ArrowRight } from '../components/icons';
import { Img } from '../../../shared/ui/Img';
import s from './GoodsDetailPage.module.css';

const detailUrl = (skuId: number) => `${PATHS.goodsDetail}?sku_id=${skuId}`;

function DetailSkeleton() {
  return (
    <div className={s.page} aria-hidden="true" data-testid="detail-skeleton">
      <div className={`${s.skImage} ${s.shimmer}`} />
      <div className={s.card}>
        <div className={`${s.skLine} ${s.skPrice} ${s.shimmer}`} />
        <div className={`${s.skLine} ${s.shimmer}`} />
        <div className={`${s.skLine} ${s.skShort} ${s.shimmer}`} />
      </div>
    </div>
  );
}

function ShopCard({ shop }: { shop: GoodsShopInfo }) {
  const { t } = useTranslation();
  return (
    <div className={`${s.card} ${s.shop}`} data-testid="detail-shop">
      <Img className={s.shopLogo} path={shop.logo || shop.avatar} kind="shop" alt={shop.site_name} />
      <div className={s.shopInfo}>
        <span className={s.shopName}>{shop.site_name}</span>
        {Number(shop.is_own) === 1 && <span className={s.ownTag}>{t('goods.own')}</span>}
      </div>
    </div>
  );
}

/**
 * Goods detail (`?sku_id=`): gallery, price, sales/stock, chosen spec, shop, HTML content, bottom
 * action bar, and the SKU picker that switches SKUs through `/api/goodssku/info` and adds to the cart.
 */
export default function GoodsDetailPage() {
  const { t } = useTranslation();
  const { go, redirectToLogin } = useGo();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const initialSku = positiveInt(params.get('sku_id')) ?? 0;
  const token = useAuth((st) => st.token);
  const cartCount = useAppState((st) => st.cartCount);

  // The SKU shown; it starts at the URL's and follows the spec values picked.
  const [skuId, setSkuId] = useState(initialSku);
  const [forUrl, setForUrl] = useState(initialSku);
  if (forUrl !== initialSku) {
    setForUrl(initialSku);
    setSkuId(initialSku);
  }
  const switched = skuId !== initialSku;

  const detail = useQuery(skuDetailQuery(initialSku));
  const info = useQuery({ ...skuInfoQuery(skuId), enabled: switched });
  const [switching, setSwitching] = useState(false);
  const [picker, setPicker] = useState<{ open: boolean; mode: PickerMode }>({ open: false, mode: 'select' });
  const [wantedQty, setWantedQty] = useState(1);

  const add = useMutation({
    mutationFn: ({ id, num }: { id: number; num: number; action: PickerAction }) => addToCart(id, num),
    onSuccess: (_data, vars) => {
      void refreshCartCount();
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      setPicker((p) => ({ ...p, open: false }));
      if (vars.action === 'buy') go(PATHS.cart);
      else void toast(t('goods.addSuccess'), { icon: 'success', position: 'center' });
    },
  });

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
  const onSale = Number(sku.goods_state) === 1;
  const blocked = !onSale ? t('goods.detail.offShelf') : bounds.reason === 'soldOut' ? t('goods.action.soldOut') : undefined;
  const name = sku.sku_name || sku.goods_name;
  const content = sku.goods_content ?? '';

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
      redirectToLogin(detailUrl(sku.sku_id));
      return;
    }
    setPicker({ open: true, mode });
  };

  const confirm = (action: PickerAction) => {
    if (!token) {
      setPicker((p) => ({ ...p, open: false }));
      redirectToLogin(detailUrl(sku.sku_id));
      return;
    }
    if (add.isPending) return;
    add.mutate({ id: sku.sku_id, num: quantity, action });
  };

  return (
    <div className={s.page} data-testid="goods-detail">
      <Gallery key={sku.sku_id} images={galleryImages(sku.sku_images, sku.sku_image)} alt={name} />

      <div className={`${s.card} ${s.summary}`}>
        <div className={s.priceRow}>
          <span className={s.prices}>
            <Price value={sku.discount_price} size="lg" />
            {showMarketPrice(sku.market_price, sku.discount_price) && <Price value={sku.market_price} size="sm" del />}
          </span>
          <span className={s.sales}>{t('goods.salesCount', { count: Number(sku.sale_num) || 0 })}</span>
        </div>
        <h1 className={s.name}>{name}</h1>
        {sku.introduction && <p className={s.intro}>{sku.introduction}</p>}
        <div className={s.meta}>
          {Number(sku.is_free_shipping) === 1 && <span className={s.tag}>{t('goods.freeShipping')}</span>}
          <span>{t('goods.stockCount', { count: Number(sku.stock) || 0 })}</span>
        </div>
      </div>

      <button type="button" className={`${s.card} ${s.row}`} onClick={() => open('select')} data-testid="spec-row">
        <span className={s.rowLabel}>{t('goods.detail.selected')}</span>
        <span className={s.rowValue}>
          {(specText(skuSpec) || t('goods.detail.defaultSpec')) + ` × ${quantity}`}
        </span>
        <ArrowRight />
      </button>

      {shop && <ShopCard shop={shop} />}

      <section className={`${s.card} ${s.detail}`}>
        <h2 className={s.sectionTitle}>{t('goods.detail.title')}</h2>
        {hasContent(content) ? (
          <div className={s.content} dangerouslySetInnerHTML={{ __html: absolutizeImageSrc(content, fullUrl) }} />
        ) : (
          <p className={s.noContent}>{t('goods.detail.noContent')}</p>
        )}
      </section>

      <ActionBar
        cartCount={cartCount}
        onHome={() => go(PATHS.home)}
        onCart={() => go(PATHS.cart)}
        onAddToCart={() => open('cart')}
        onBuyNow={() => open('buy')}
        blocked={blocked}
      />

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
    </div>
  );
}
