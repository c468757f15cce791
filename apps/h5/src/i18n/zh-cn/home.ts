export default {
  searchPlaceholder: '搜索商品',
  sales: '已售{{count}}',
  more: '更多',
  notice: '公告',
  banner: '广告图 {{n}}',
  allCities: '全国',
  switchCity: '切换城市',
  playVideo: '播放视频',
};
