/** Spec paths of the verification desk (the short forms are kept as aliases). */
export const VERIFY_PATHS = {
  index: '/otherpages/verification/index/index',
  indexShort: '/otherpages/verification/index',
  detail: '/otherpages/verification/detail/detail',
  detailShort: '/otherpages/verification/detail',
  list: '/otherpages/verification/list/list',
  listShort: '/otherpages/verification/list',
} as const;

export const verifyDetailUrl = (code: string): string => `${VERIFY_PATHS.detail}?code=${encodeURIComponent(code)}`;
