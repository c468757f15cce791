export default {
  balance: '账户余额（元）',
  withdrawable: '可提现',
  locked: '不可提现',
  withdraw: '提现',
  point: '积分',
  growth: '成长值',
  coupons: '优惠券',
  level: '会员等级：',
  recharge: '充值',
};
