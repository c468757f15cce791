export default {
  balance: 'Balance',
  withdrawable: 'Withdrawable',
  locked: 'Not withdrawable',
  withdraw: 'Withdraw',
  point: 'Points',
  growth: 'Growth',
  recharge: 'Recharge',
  coupons: 'Coupons',
  level: 'Member level:',
};
