// Kept apart from bargain.api.ts so what only invalidates bargain answers (the checkout) loads no request code.
export const bargainKeys = {
  all: ['bargain'] as const,
  page: () => ['bargain', 'page'] as const,
  detail: (id: number) => ['bargain', 'detail', id] as const,
  launch: (id: number) => ['bargain', 'launch', id] as const,
  records: (id: number) => ['bargain', 'records', id] as const,
  mine: (status: string) => ['bargain', 'mine', status] as const,
};
