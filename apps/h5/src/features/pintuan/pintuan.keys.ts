// Kept apart from pintuan.api.ts so what only invalidates pintuan answers (the checkout) loads no request code.
export const pintuanKeys = {
  all: ['pintuan'] as const,
  page: () => ['pintuan', 'page'] as const,
  detail: (id: number) => ['pintuan', 'detail', id] as const,
  groups: (goodsId: number) => ['pintuan', 'groups', goodsId] as const,
  orders: (status: string) => ['pintuan', 'orders', status] as const,
  order: (id: number) => ['pintuan', 'order', id] as const,
};
