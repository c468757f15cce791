/** Spec paths (§2) of the profile, security and cancellation pages. */
export const MEMBER_PATHS = {
  info: '/pages/member/info/info',
  infoEdit: '/pages/member/info_edit/info_edit',
  modifyFace: '/otherpages/member/modify_face',
  cancellation: '/otherpages/member/cancellation',
  cancelStatus: '/otherpages/member/cancelstatus',
  cancelSuccess: '/otherpages/member/cancelsuccess',
  cancelRefuse: '/otherpages/member/cancelrefuse',
} as const;

/** `info_edit?action=…`: one form per action. */
export const EDIT_ACTIONS = ['nickname', 'realname', 'sex', 'birthday', 'password', 'mobile', 'paypassword'] as const;
export type EditAction = (typeof EDIT_ACTIONS)[number];

export const isEditAction = (v: unknown): v is EditAction => typeof v === 'string' && (EDIT_ACTIONS as readonly string[]).includes(v);

export const editUrl = (action: EditAction): string => `${MEMBER_PATHS.infoEdit}?action=${action}`;
