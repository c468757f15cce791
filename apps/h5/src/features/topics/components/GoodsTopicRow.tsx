import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import type { GoodsTopic } from '../model/goodsPromotion';
import s from './GoodsTopicRow.module.css';

/** Goods detail: a 专题 row with the topic price, leading to the topic goods page. */
export function GoodsTopicRow({ topic }: { topic: GoodsTopic }) {
  const { t } = useTranslation();
  const { go } = useGo();
  return (
    <button type="button" className={s.row} onClick={() => go('topicGoodsDetail', { id: topic.id })} data-testid="goods-topic-row">
      <span className={s.tag}>{t('detail.topic')}</span>
      <span className={s.text}>{topic.price ? t('detail.topicTip', { price: topic.price }) : ''}</span>
      <svg className={s.arrow} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}

export default GoodsTopicRow;
