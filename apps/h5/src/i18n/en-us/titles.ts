export default {
  home: 'Home',
  category: 'Categories',
  cart: 'Cart',
  member: 'Member Center',
  login: 'Log in',
  register: 'Sign up',
  goodsList: 'Goods',
  goodsDetail: 'Product Details',
  memberInfo: 'Profile',
};
