export default {
  balance: 'Balance',
  withdrawable: 'Withdrawable',
  locked: 'Not withdrawable',
  point: 'Points',
  growth: 'Growth',
  coupons: 'Coupons',
  level: 'Member level:',
};
