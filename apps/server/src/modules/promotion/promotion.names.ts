import type { Lang } from '@mall/contract';
import { defineMessages, translate } from '../../infra/http/messages';

/** What a shopper calls each promotion an order can be bought through (`orders.promotion_type`). */
export const promotionNameMessages = defineMessages({
  promoNameSeckill: { 'zh-cn': '秒杀', 'en-us': 'Seckill' },
  promoNameGroupbuy: { 'zh-cn': '团购', 'en-us': 'Group buy' },
  promoNameTopic: { 'zh-cn': '专题活动', 'en-us': 'Topic' },
  promoNameBundling: { 'zh-cn': '组合套餐', 'en-us': 'Combo' },
  promoNameDiscount: { 'zh-cn': '限时折扣', 'en-us': 'Limited-time discount' },
  promoNamePintuan: { 'zh-cn': '拼团', 'en-us': 'Group deal' },
  promoNameBargain: { 'zh-cn': '砍价', 'en-us': 'Bargain' },
  promoNamePresale: { 'zh-cn': '预售', 'en-us': 'Presale' },
  promoNamePointexchange: { 'zh-cn': '积分兑换', 'en-us': 'Points exchange' },
  promoNameWholesale: { 'zh-cn': '批发', 'en-us': 'Wholesale' },
});

const KEYS: Record<string, string> = {
  seckill: promotionNameMessages.promoNameSeckill,
  groupbuy: promotionNameMessages.promoNameGroupbuy,
  topic: promotionNameMessages.promoNameTopic,
  bundling: promotionNameMessages.promoNameBundling,
  discount: promotionNameMessages.promoNameDiscount,
  pintuan: promotionNameMessages.promoNamePintuan,
  bargain: promotionNameMessages.promoNameBargain,
  presale: promotionNameMessages.promoNamePresale,
  pointexchange: promotionNameMessages.promoNamePointexchange,
  wholesale: promotionNameMessages.promoNameWholesale,
};

/** The shopper's name of a promotion type in `lang`; '' for none or an unknown one. */
export const promotionTypeName = (type: string, lang: Lang): string => {
  const key = KEYS[type];
  return key ? translate(key, lang) : '';
};
