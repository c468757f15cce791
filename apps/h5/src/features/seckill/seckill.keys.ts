// Kept apart from seckill.api.ts so what only invalidates seckill answers (the checkout) loads no request code.
export const seckillKeys = {
  all: ['seckill'] as const,
  slots: () => ['seckill', 'slots'] as const,
  goods: (slotId: number) => ['seckill', 'goods', slotId] as const,
  detail: (rowId: number) => ['seckill', 'detail', rowId] as const,
};
