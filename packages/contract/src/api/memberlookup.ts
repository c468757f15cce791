import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { intParam, withDefault } from '../core/fields';
import { textInput, type MemberInfo } from './member';

/**
 * Small member look-ups the mall's client calls on its own pages (reference §4.3): `/api/member/detail`,
 * `/api/member/id`, `/api/member/couponnum` and `/api/register/exist`.
 */

/** `/api/member/detail`: the member info without the third-party open ids, with the level. */
export type MemberDetail = Omit<
  MemberInfo,
  'qq_openid' | 'wx_openid' | 'wx_unionid' | 'ali_openid' | 'baidu_openid' | 'toutiao_openid' | 'douyin_openid'
>;

/** `/api/member/couponnum`: shop + platform coupons in `state` (1 unused, 2 used, 3 expired; default 1). */
export const memberCouponNumParams = z.object({ state: withDefault(intParam(1, 3), 1) });
export type MemberCouponNumParams = z.infer<typeof memberCouponNumParams>;

export const REGISTER_EXIST_TYPES = ['username', 'mobile', 'email'] as const;
export type RegisterExistType = (typeof REGISTER_EXIST_TYPES)[number];

/**
 * `/api/register/exist`: is this username / mobile / e-mail taken? `type` names the field; without it the
 * field sent decides (username first). Success (data null) while free; code -1 with 用户名已存在 /
 * 手机号已存在 / 邮箱已存在 when taken.
 */
export const registerExistParams = z.object({
  type: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.enum(REGISTER_EXIST_TYPES).optional()),
  username: textInput(100),
  mobile: textInput(32),
  email: textInput(100),
});
export type RegisterExistParams = z.infer<typeof registerExistParams>;

/** Member look-ups (reference §4.3). */
export const memberLookupApi = {
  detail: endpoint({
    path: '/api/member/detail',
    access: 'member',
    response: returns<MemberDetail>(),
    summary: 'The member info without the third-party open ids',
  }),
  id: endpoint({ path: '/api/member/id', access: 'member', response: returns<number>(), summary: "The member's id" }),
  couponNum: endpoint({
    path: '/api/member/couponnum',
    access: 'member',
    params: memberCouponNumParams,
    response: returns<number>(),
    summary: 'How many shop and platform coupons the member has in a state',
  }),
  registerExist: endpoint({
    path: '/api/register/exist',
    access: 'visitor',
    params: registerExistParams,
    response: returns<null>(),
    summary: 'Succeeds while a username, mobile or e-mail is free',
  }),
};
