// Kept apart from groupbuy.api.ts so what only invalidates groupbuy answers (the checkout) loads no request code.
export const groupbuyKeys = {
  all: ['groupbuy'] as const,
  page: () => ['groupbuy', 'page'] as const,
  detail: (id: number) => ['groupbuy', 'detail', id] as const,
};
