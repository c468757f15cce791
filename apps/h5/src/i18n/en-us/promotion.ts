export default {
  discountTag: 'Limited-time deal',
  discountEndsIn: 'Ends in',
  discountOriginal: 'Was',
  discountTip: 'Deal price ¥{{price}}',
};
