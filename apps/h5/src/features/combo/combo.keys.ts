// Kept apart from combo.api.ts so what only invalidates combo answers (the checkout) loads no request code.
export const comboKeys = {
  all: ['combo'] as const,
  detail: (blId: number) => ['combo', 'detail', blId] as const,
};
