/** Address book routes (spec §2, member pages). */
export const ADDRESS_PATHS = {
  list: '/otherpages/member/address',
  edit: '/otherpages/member/address_edit',
} as const;
