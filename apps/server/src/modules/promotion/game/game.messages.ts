import { defineMessages } from '../../../infra/http/messages';

/** Game texts (`/turntable|egg|cards/api/*`, `/api/game/*`, `/admin/api/game/*`). */
export const gameMessages = defineMessages({
  gameThanks: { 'zh-cn': '谢谢参与', 'en-us': 'Thanks for playing' },
  gameNotExist: { 'zh-cn': '活动不存在', 'en-us': 'The game does not exist' },
  gameNotStarted: { 'zh-cn': '活动未开始', 'en-us': 'The game has not started yet' },
  gameEnded: { 'zh-cn': '活动已结束', 'en-us': 'The game is over' },
  gameClosed: { 'zh-cn': '活动已关闭', 'en-us': 'The game is closed' },
  gameLevelRefused: { 'zh-cn': '您的会员等级不能参与该活动', 'en-us': 'Your member level cannot take part in this game' },
  gameNoChance: { 'zh-cn': '您的抽奖次数已用完', 'en-us': 'You have no draws left' },
  gamePointShort: { 'zh-cn': '积分不足', 'en-us': 'Not enough points' },
  gameMemberNotExist: { 'zh-cn': '会员不存在', 'en-us': 'The member does not exist' },
  gameTime: { 'zh-cn': '活动结束时间必须晚于开始时间', 'en-us': 'The game must end after it starts' },
  gameAwardCoupon: {
    'zh-cn': '奖品“{name}”的优惠券不存在或已失效',
    'en-us': 'The coupon of the award "{name}" does not exist or is no longer valid',
  },
  gameAwardGift: { 'zh-cn': '奖品“{name}”需要选择礼品', 'en-us': 'The award "{name}" needs a gift' },
  gameAwardPoint: { 'zh-cn': '奖品“{name}”的积分必须大于0', 'en-us': 'The award "{name}" must give more than 0 points' },
  gameAwardBalance: { 'zh-cn': '奖品“{name}”的余额必须大于0', 'en-us': 'The award "{name}" must give more than 0.00 balance' },
  gameAwardNotOfGame: { 'zh-cn': '奖品{award_id}不属于该活动', 'en-us': 'Award {award_id} is not of this game' },
  gameAwardBelowWon: {
    'zh-cn': '奖品“{name}”已发出{won}份，数量不能少于{won}',
    'en-us': '{won} of the award "{name}" were already won; the number cannot be less',
  },
});
