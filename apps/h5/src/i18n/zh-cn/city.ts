export default {
  current: '当前城市',
  nationwide: '全国',
  chooseNationwide: '切换到全国',
  located: '定位城市',
  locating: '正在定位…',
  noLocation: '无法获取您的位置',
  distance: '约{{km}}公里',
  switched: '已切换到{{name}}',
  empty: '暂无开通的城市',
  index: '城市索引',
};
