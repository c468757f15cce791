import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { PromotionGoodsRow } from '../../../shared/ui/PromotionGoodsRow';
import type { GoodsPintuan } from '../model/pintuan';

/** Goods detail: a 拼团 row with the group price, leading to the pintuan detail. */
export function GoodsPintuanRow({ pintuan }: { pintuan: GoodsPintuan }) {
  const { t } = useTranslation();
  const { go } = useGo();
  return (
    <PromotionGoodsRow
      tag={t('detail.pintuan')}
      text={pintuan.price ? t('detail.pintuanTip', { price: pintuan.price }) : ''}
      onClick={() => go('pintuanDetail', { pintuan_id: pintuan.id })}
      testId="goods-pintuan-row"
    />
  );
}

export default GoodsPintuanRow;
