import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { refreshCartCount } from '../../../shared/state/app';
import { useAuth } from '../../../shared/state/auth';
import { addToCart, cartKeys } from '../../cart';
import type { GoodsSkuDetail } from '../goods.api';
import { skuForCategoryQuery } from '../list.api';
import { clampQuantity, quantityBounds } from '../model/quantity';
import { parseGoodsSpecFormat, parseSkuSpecFormat, skuForValue } from '../model/spec';
import { SkuPicker } from './SkuPicker';
import { GOODS_STATE } from '@mall/contract';

export interface QuickCartProps {
  /** The SKU the popup opens on; 0 = closed. */
  skuId: number;
  onClose: () => void;
  /** Where the login page should bring the shopper back to. */
  backUrl: string;
}

/**
 * Add to cart without leaving the list: the light SKU info (`/api/goodssku/getInfoForCategory`) in the
 * shared SKU picker; choosing a spec value loads that value's SKU.
 */
export function QuickCart({ skuId, onClose, backUrl }: QuickCartProps) {
  const { t } = useTranslation();
  const { redirectToLogin } = useGo();
  const token = useAuth((st) => st.token);
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(skuId);
  const [current, setCurrent] = useState(skuId);
  const [wanted, setWanted] = useState(1);
  if (opened !== skuId) {
    setOpened(skuId);
    setCurrent(skuId);
    setWanted(1);
  }
  const info = useQuery({ ...skuForCategoryQuery(current), placeholderData: keepPreviousData });
  const add = useMutation({
    mutationFn: ({ id, num }: { id: number; num: number }) => addToCart(id, num),
    onSuccess: () => {
      void refreshCartCount();
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      onClose();
      void toast(t('goods.addSuccess'), { icon: 'success', position: 'center' });
    },
  });

  const sku = info.data;
  if (skuId <= 0 || !sku) return null;
  const skuSpec = parseSkuSpecFormat(sku.sku_spec_format);
  const groups = parseGoodsSpecFormat(sku.goods_spec_format, skuSpec);
  const bounds = quantityBounds(sku);
  const quantity = clampQuantity(wanted, bounds);

  return (
    <SkuPicker
      visible
      onClose={onClose}
      mode="cart"
      // The picker reads the price, image, name, stock and limits, which the light info carries.
      sku={sku as unknown as GoodsSkuDetail}
      groups={groups}
      skuSpec={skuSpec}
      onPickValue={(v) => {
        const next = skuForValue(v, sku.sku_id);
        if (next) setCurrent(next);
      }}
      switching={info.isFetching && info.isPlaceholderData}
      quantity={quantity}
      onQuantity={setWanted}
      bounds={bounds}
      onSale={Number(sku.goods_state) === GOODS_STATE.ON}
      submitting={add.isPending}
      onConfirm={() => {
        if (!token) return redirectToLogin(backUrl);
        add.mutate({ id: sku.sku_id, num: quantity });
      }}
    />
  );
}

export default QuickCart;
