export default {
  discountTag: '限时折扣',
  discountEndsIn: '距结束',
  discountOriginal: '原价',
  discountTip: '限时折扣价 ¥{{price}}',
};
