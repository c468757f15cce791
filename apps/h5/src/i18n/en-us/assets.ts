export default {
  balance: 'Balance',
  withdrawable: 'Withdrawable',
  locked: 'Not withdrawable',
  withdraw: 'Withdraw',
  point: 'Points',
  growth: 'Growth',
  coupons: 'Coupons',
  level: 'Member level:',
};
