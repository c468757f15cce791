export default {
  days_one: '{{count}} day',
  days_other: '{{count}} days',
  discountTag: 'Limited-time deal',
  discountEndsIn: 'Ends in',
  discountOriginal: 'Was',
  discountTip: 'Deal price ¥{{price}}',
};
