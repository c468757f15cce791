/** Spec paths the shell itself needs (the full table is app/routes.ts). */
export const PATHS = {
  home: '/pages/index/index/index',
  category: '/pages/goods/category/category',
  cart: '/pages/goods/cart/cart',
  member: '/pages/member/index/index',
  login: '/pages/login/login/login',
  register: '/pages/login/register/register',
  goodsList: '/pages/goods/list/list',
  goodsDetail: '/pages/goods/detail/detail',
  goodsSearch: '/otherpages/goods/search/search',
  goodsBrand: '/otherpages/goods/brand/brand',
} as const;

/** Tab pages in tab-bar order (spec §2). */
export const TAB_PATHS = [PATHS.home, PATHS.category, PATHS.cart, PATHS.member] as const;

/** The router basename (Vite `base` without the trailing slash). */
export const BASENAME = '/h5';

export const isTabPath = (path: string): boolean => (TAB_PATHS as readonly string[]).includes(path.split(/[?#]/)[0]);

/** Goods detail extras (reviews, video) and the member's collection and footprint pages. */
export const DETAIL_PATHS = {
  evaluate: '/otherpages/goods/evaluate/evaluate',
  previewVideo: '/otherpages/goods/preview-video',
  collection: '/otherpages/member/collection',
  footprint: '/otherpages/member/footprint',
  shopIndex: '/otherpages/shop/index/index',
} as const;
