// Kept apart from topics.api.ts so what only invalidates topic answers (the checkout) loads no request code.
export const topicKeys = {
  all: ['topic'] as const,
  list: () => ['topic', 'list'] as const,
  goods: (topicId: number) => ['topic', 'goods', topicId] as const,
  detail: (rowId: number) => ['topic', 'detail', rowId] as const,
};
