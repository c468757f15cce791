import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { PromotionGoodsRow } from '../../../shared/ui/PromotionGoodsRow';
import type { GoodsTopic } from '../model/goodsPromotion';

/** Goods detail: a 专题 row with the topic price, leading to the topic goods page. */
export function GoodsTopicRow({ topic }: { topic: GoodsTopic }) {
  const { t } = useTranslation();
  const { go } = useGo();
  return (
    <PromotionGoodsRow
      tag={t('detail.topic')}
      text={topic.price ? t('detail.topicTip', { price: topic.price }) : ''}
      onClick={() => go('topicGoodsDetail', { id: topic.id })}
      testId="goods-topic-row"
    />
  );
}

export default GoodsTopicRow;
