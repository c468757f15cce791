export default {
  title: '商品评价',
  count: '共{{count}}条评价',
  anonymous: '匿名用户',
  again: '追加评价',
  againDays: '购买{{days}}天后追评',
  againSameDay: '当天追评',
  explain: '商家回复：',
  againExplain: '商家回复：',
  types: {
    1: '好评',
    2: '中评',
    3: '差评',
  },
  empty: '暂无评价',
  imageOf: '评价图片 {{n}}',
};
