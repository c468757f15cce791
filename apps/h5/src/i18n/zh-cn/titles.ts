export default {
  home: '首页',
  category: '商品分类',
  cart: '购物车',
  member: '会员中心',
  login: '登录',
  register: '注册',
  goodsList: '商品列表',
  goodsDetail: '商品详情',
  memberInfo: '个人资料',
};
