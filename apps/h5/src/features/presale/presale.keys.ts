// Kept apart from presale.api.ts so what only invalidates presale answers (the checkout) loads no request code.
export const presaleKeys = {
  all: ['presale'] as const,
  page: () => ['presale', 'page'] as const,
  detail: (id: number) => ['presale', 'detail', id] as const,
  orders: (status: number | null) => ['presale', 'orders', status ?? 'all'] as const,
  order: (id: number) => ['presale', 'order', id] as const,
};
