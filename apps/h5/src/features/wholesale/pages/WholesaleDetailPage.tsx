import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { formatFen, type WholesaleInfoAgain, type WholesaleSkuDetail } from '@mall/contract';
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
import { usePromotionSkuSwitch } from '../../../shared/lib/promotionDetail';
import { PromotionPriceBand, PromotionSpecRow, PromotionInfoCard } from '../../../shared/ui/PromotionDetailParts';
import { CartBadge } from '../components/CartBadge';
import { TierTable } from '../components/TierTable';
import { firstTierNum, saveWholesaleLines, tierIndex, tierPriceFen } from '../model/wholesale';
import { addToWholesaleCart, fetchWholesaleInfo, isAgain, wholesaleDetailQuery } from '../wholesale.api';
import { wholesaleKeys } from '../wholesale.keys';
import s from '../../../shared/ui/promotionDetail.module.css';
import w from '../components/Wholesale.module.css';

const Gallery = lazy(goodsDetailParts.Gallery);
const SkuPicker = lazy(goodsDetailParts.SkuPicker);

type PickerState = { open: boolean; mounted: boolean };

/**
 * 批发详情 (`?goods_id=`, optionally `&sku_id=`): the gallery, the price range, the chosen SKU's tier table (the
 * tier of the chosen quantity marked), the SKU picker limited to the wholesale SKUs with a quantity starting at the
 * first tier, 加入购物车 (the wholesale cart) and 立即购买 (the wholesale payment page). Fewer pieces than the
 * first tier are refused here with N件起批, and by the server with its own words.
 */
export default function WholesaleDetailPage() {
  const { t } = useTranslation();
  const { go, redirectToLogin } = useGo();
  const queryClient = useQueryClient();
  const params = usePageParams('wholesaleDetail');
  const goodsId = positiveId(params.goods_id);
  const askedSku = positiveId(params.sku_id);
  const token = useAuth((st) => st.token);
  const detail = useQuery({ ...wholesaleDetailQuery(goodsId, askedSku || undefined), enabled: goodsId > 0 });
  const { switched, switching, switchSku } = usePromotionSkuSwitch<WholesaleSkuDetail, WholesaleInfoAgain>(isAgain);
  const [picker, setPicker] = useState<PickerState>({ open: false, mounted: false });
  const [wanted, setWanted] = useState<number | null>(null);
  const [adding, setAdding] = useState(false);

  if (goodsId <= 0) return <EmptyState text={t('wholesale.notFound')} showHome />;
  if (detail.isPending) return <LoadingView fullPage />;
  if (detail.isError) {
    const message = detail.error instanceof Error ? detail.error.message : '';
    return <ErrorView text={message || undefined} onRetry={() => void detail.refetch()} />;
  }
  const base = detail.data?.goods_sku_detail;
  if (!base) return <EmptyState text={t('wholesale.notFound')} showHome />;
  const sku = switched && switched.wholesale_goods_id === base.wholesale_goods_id ? switched : base;

  const tiers = sku.price_array;
  const minNum = firstTierNum(tiers);
  const skuSpec = parseSkuSpecFormat(sku.sku_spec_format);
  const groups = parseGoodsSpecFormat(sku.goods_spec_format, skuSpec);
  const limits = quantityBounds({ stock: sku.stock, max_buy: 0, min_buy: minNum });
  // The stepper goes down to 1 so a quantity under the first tier can be tried; confirming it is refused below.
  const bounds = limits.canBuy ? { ...limits, min: 1 } : limits;
  const quantity = clampQuantity(wanted ?? minNum, bounds);
  const unitFen = tierPriceFen(tiers, quantity) ?? tierPriceFen(tiers, minNum) ?? 0;
  // the picker reads a goods SKU: it shows the tier price of the chosen quantity and N件起批
  const asGoods = {
    ...sku,
    discount_price: formatFen(unitFen),
    purchased_num: 0,
    max_buy: 0,
    min_buy: minNum,
  } as unknown as GoodsSkuDetail;
  const name = sku.sku_name || sku.goods_name;
  const here = pageUrl('wholesaleDetail', { goods_id: goodsId });
  const onSale = sku.status === 1 && sku.goods_state === 1;

  const pickValue = (v: SpecValue) => switchSku(skuForValue(v, sku.sku_id), (skuId) => fetchWholesaleInfo(skuId), base.goods_content);

  const open = () => {
    if (!token) return redirectToLogin(here);
    setPicker({ open: true, mounted: true });
  };

  const confirm = async (action: 'cart' | 'buy') => {
    if (!token) return redirectToLogin(here);
    if (quantity < minNum) {
      void toast(t('wholesale.belowMin', { count: minNum }));
      return;
    }
    // an earlier refusal does not follow the shopper on
    clearToast();
    if (action === 'buy') {
      saveWholesaleLines({ sku_id: [sku.sku_id], num: [quantity] });
      setPicker((p) => ({ ...p, open: false }));
      go('wholesalePayment');
      return;
    }
    setAdding(true);
    try {
      const count = await addToWholesaleCart(sku.sku_id, quantity);
      queryClient.setQueryData(wholesaleKeys.cartCount(), count);
      void queryClient.invalidateQueries({ queryKey: wholesaleKeys.cart() });
      setPicker((p) => ({ ...p, open: false }));
      void toast(t('wholesale.addDone'), { icon: 'success', position: 'center' });
    } catch {
      // the request client showed the server's message
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className={s.page} data-testid="wholesale-detail">
      <Suspense fallback={<div className={s.galleryHold} />}>
        <Gallery key={sku.sku_id} images={galleryImages(sku.sku_images, sku.sku_image)} alt={name} />
      </Suspense>

      <PromotionPriceBand tag={t('wholesale.priceRange')} price={formatFen(unitFen)} originalPrice={sku.price} testId="wholesale-price-row">
        <span className={w.bandMin} data-testid="wholesale-min">
          {t('wholesale.minNum', { count: minNum })}
        </span>
      </PromotionPriceBand>

      <PromotionInfoCard name={name} intro={sku.introduction}>
        <span>{t('wholesale.stock', { count: sku.stock })}</span>
      </PromotionInfoCard>

      <TierTable tiers={tiers} active={tierIndex(tiers, quantity)} />

      <PromotionSpecRow spec={specText(skuSpec)} quantity={quantity} onClick={open} />

      {hasContent(sku.goods_content ?? '') && (
        // the shop's own rich text, as the goods detail shows it
        <div
          className={`${s.card} ${s.content}`}
          dangerouslySetInnerHTML={{ __html: absolutizeImageSrc(sku.goods_content ?? '', fullUrl) }}
        />
      )}

      <div className={s.barHold} aria-hidden="true" />
      <div className={`m-dock ${s.bar}`}>
        <button type="button" className={s.home} onClick={() => go('home')}>
          {t('titles.home')}
        </button>
        <CartBadge docked />
        <button
          type="button"
          className={`${s.buy} ${w.lineBtn}`}
          disabled={!onSale || !limits.canBuy}
          onClick={open}
          data-testid="wholesale-add-cart"
        >
          {t('goods.action.addToCart')}
        </button>
        <button
          type="button"
          className={`m-btn-fill ${s.buy}`}
          disabled={!onSale || !limits.canBuy}
          onClick={open}
          data-testid="wholesale-buy"
        >
          {t('wholesale.buyNow')}
        </button>
      </div>

      {picker.mounted && (
        <Suspense fallback={null}>
          <SkuPicker
            visible={picker.open}
            mode="select"
            onClose={() => setPicker((p) => ({ ...p, open: false }))}
            sku={asGoods}
            groups={groups}
            skuSpec={skuSpec}
            onPickValue={(v) => void pickValue(v)}
            switching={switching}
            quantity={quantity}
            onQuantity={setWanted}
            bounds={onSale ? bounds : { ...bounds, canBuy: false }}
            onSale={onSale}
            submitting={adding}
            onConfirm={(a) => void confirm(a)}
          />
        </Suspense>
      )}
    </div>
  );
}
