/**
 * The home promotion blocks' texts, one small namespace loaded alone (i18n/index.ts `single`): a block never
 * brings the rest of the language's messages onto the first screen.
 */
export default {
  more: '更多',
  seckillTitle: '限时秒杀',
  seckillEndsIn: '距结束',
  seckillStartsIn: '距开始',
  groupbuyTitle: '团购',
  groupbuyMinBuy: '{{count}}件起购',
  groupbuyGo: '立即购买',
  topicsTitle: '专题活动',
  pintuanTitle: '拼团活动',
  pintuanSeats: '{{count}}人团',
  pintuanOrderNum: '已拼{{count}}单',
  pintuanGo: '去拼团',
  bargainTitle: '砍价活动',
  bargainLowest: '最低',
  bargainLaunched: '{{count}}人已发起',
  bargainGo: '去砍价',
  presaleTitle: '新品预售',
  presaleDeposit: '定金 ¥{{money}}',
  presaleGo: '去预定',
  wholesaleTitle: '批发专区',
  wholesaleMinNum: '{{count}}件起批',
  wholesaleGo: '去批发',
};
