export default {
  title: 'Reviews',
  count: '{{count}} reviews',
  anonymous: 'Anonymous',
  again: 'Follow-up',
  againDays: 'Follow-up {{days}} days after buying',
  againSameDay: 'Follow-up on the same day',
  explain: 'Shop reply: ',
  againExplain: 'Shop reply: ',
  types: {
    1: 'Good',
    2: 'Neutral',
    3: 'Bad',
  },
  empty: 'No reviews yet',
  imageOf: 'Review picture {{n}}',
};
