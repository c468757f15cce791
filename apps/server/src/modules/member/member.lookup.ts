import { and, eq, ne, sql } from 'drizzle-orm';
import { memberLookupApi, type CouponState, type MemberDetail, type RegisterExistParams, type RegisterExistType } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { serve, type RouteSpec } from '../../infra/http/route';
import { memberCouponNum, memberPlatformNum } from '../coupon';
import { memberLookupMessages } from './member.lookup.messages';
import { memberMessages } from './member.messages';
import { memberInfo } from './member.service';
import { member } from './member.tables';

/** `/api/member/detail`: the member info minus the third-party open ids. */
export const memberDetail = async (db: Db, memberId: number): Promise<MemberDetail> => {
  const info = await memberInfo(db, memberId);
  const {
    qq_openid: _qq,
    wx_openid: _wx,
    wx_unionid: _wxu,
    ali_openid: _ali,
    baidu_openid: _bd,
    toutiao_openid: _tt,
    douyin_openid: _dy,
    ...detail
  } = info;
  return detail;
};

const EXISTED: Record<RegisterExistType, string> = {
  username: memberMessages.usernameExisted,
  mobile: memberMessages.mobileExisted,
  email: memberLookupMessages.existEmailExisted,
};

/**
 * `/api/register/exist`: null while the username (any case, as accounts are unique), mobile or e-mail is
 * free; -1 with the reason when taken. Closed accounts freed theirs (`#<id>` suffix), so they do not count.
 */
export const registerExist = async (db: Db, p: RegisterExistParams): Promise<null> => {
  const type: RegisterExistType | undefined = p.type ?? (p.username ? 'username' : p.mobile ? 'mobile' : p.email ? 'email' : undefined);
  if (!type) throw new AppError(memberLookupMessages.existFieldRequired);
  const value = p[type];
  if (!value) throw new AppError(memberLookupMessages.existFieldRequired);
  const where =
    type === 'username'
      ? sql`lower(${member.username}) = lower(${value})`
      : type === 'mobile'
        ? eq(member.mobile, value)
        : and(sql`lower(${member.email}) = lower(${value})`, ne(member.email, ''));
  const [hit] = await db.select({ id: member.memberId }).from(member).where(where).limit(1);
  if (hit) throw new AppError(EXISTED[type]);
  return null;
};

/** Member look-ups the mall's client calls on its own pages (reference §4.3). */
export const memberLookupRoutes = (): RouteSpec[] => [
  serve(memberLookupApi.detail, (_in, { deps, memberId }) => memberDetail(deps.database.db, memberId)),
  serve(memberLookupApi.id, (_in, { memberId }) => memberId),
  serve(memberLookupApi.couponNum, async ({ state }, { deps, memberId }) => {
    const db = deps.database.db;
    const [shop, platform] = await Promise.all([
      memberCouponNum(db, memberId, state as CouponState),
      memberPlatformNum(db, memberId, state as CouponState),
    ]);
    return shop + platform;
  }),
  serve(memberLookupApi.registerExist, (input, { deps }) => registerExist(deps.database.db, input)),
];
