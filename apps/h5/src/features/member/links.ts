import { pageUrl } from '../../shared/pages';

/** `info_edit?action=…`: one form per action. */
export const EDIT_ACTIONS = ['nickname', 'realname', 'sex', 'birthday', 'password', 'mobile', 'paypassword'] as const;
export type EditAction = (typeof EDIT_ACTIONS)[number];

export const isEditAction = (v: unknown): v is EditAction => typeof v === 'string' && (EDIT_ACTIONS as readonly string[]).includes(v);

export const editUrl = (action: EditAction): string => pageUrl('memberInfoEdit', { action });
