import { PROMOTION_STATUS, TOPIC_STATUS } from '@mall/contract';
import type { PromotionKind } from '../engine';
import { topicMessages } from './topic.messages';

/** Topics as the engine sees them: activity price `topic_price`, sells all through its window; wire status 1/2/3. */
export const topicKind: PromotionKind = {
  kind: 'topic',
  addon: 'topic',
  idField: 'topic_goods_id',
  priceField: 'topic_price',
  wireStatus: {
    [PROMOTION_STATUS.NOT_STARTED]: TOPIC_STATUS.NOT_STARTED,
    [PROMOTION_STATUS.RUNNING]: TOPIC_STATUS.RUNNING,
    [PROMOTION_STATUS.ENDED]: TOPIC_STATUS.ENDED,
    [PROMOTION_STATUS.CLOSED]: TOPIC_STATUS.CLOSED,
  },
  messages: {
    notExist: topicMessages.topicGoodsNotExist,
    notRunning: topicMessages.topicNotRunning,
    stockShort: topicMessages.topicStockShort,
    maxBuy: topicMessages.topicMaxBuy,
    minBuy: topicMessages.topicMinBuy,
  },
  // Reference §4.18: activity orders take no shop coupon; the topic price is final (no full reduction).
  shopCoupons: false,
  shopPromotions: false,
};

/** A topic's own fields kept in `promotion_activity.rules`. */
export interface TopicRules {
  topic_adv: string;
  bg_color: string;
}

export const topicRulesOf = (rules: unknown): TopicRules => {
  const r = (rules ?? {}) as Partial<Record<keyof TopicRules, unknown>>;
  return {
    topic_adv: typeof r.topic_adv === 'string' ? r.topic_adv : '',
    bg_color: typeof r.bg_color === 'string' ? r.bg_color : '',
  };
};
