import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import type { GoodsSeckill } from '../model/goodsPromotion';
import s from './GoodsSeckillRow.module.css';

/** Goods detail: a 秒杀 row with the seckill price, leading to the seckill detail. */
export function GoodsSeckillRow({ seckill }: { seckill: GoodsSeckill }) {
  const { t } = useTranslation();
  const { go } = useGo();
  return (
    <button type="button" className={s.row} onClick={() => go('seckillDetail', { seckill_id: seckill.id })} data-testid="goods-seckill-row">
      <span className={s.tag}>{t('detail.seckill')}</span>
      <span className={s.text}>{seckill.price ? t('detail.seckillTip', { price: seckill.price }) : ''}</span>
      <svg className={s.arrow} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

export default GoodsSeckillRow;
