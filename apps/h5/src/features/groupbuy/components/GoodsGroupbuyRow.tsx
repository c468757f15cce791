import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import type { GoodsGroupbuy } from '../model/goodsPromotion';
import s from './GoodsGroupbuyRow.module.css';

/** Goods detail: a 团购 row with the groupbuy price, leading to the groupbuy detail. */
export function GoodsGroupbuyRow({ groupbuy }: { groupbuy: GoodsGroupbuy }) {
  const { t } = useTranslation();
  const { go } = useGo();
  return (
    <button
      type="button"
      className={s.row}
      onClick={() => go('groupbuyDetail', { groupbuy_id: groupbuy.id })}
      data-testid="goods-groupbuy-row"
    >
      <span className={s.tag}>{t('detail.groupbuy')}</span>
      <span className={s.text}>{groupbuy.price ? t('detail.groupbuyTip', { price: groupbuy.price }) : ''}</span>
      <svg className={s.arrow} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

export default GoodsGroupbuyRow;
