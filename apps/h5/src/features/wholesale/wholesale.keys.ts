// Kept apart from wholesale.api.ts so what only invalidates wholesale answers (the checkout) loads no request code.
export const wholesaleKeys = {
  all: ['wholesale'] as const,
  page: () => ['wholesale', 'page'] as const,
  detail: (goodsId: number) => ['wholesale', 'detail', goodsId] as const,
  cart: () => ['wholesale', 'cart'] as const,
  cartCount: () => ['wholesale', 'cart', 'count'] as const,
};
