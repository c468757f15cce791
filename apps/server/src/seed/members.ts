import { eq } from 'drizzle-orm';
import { ACCOUNT_FROM_TYPE } from '@mall/contract';
import type { Db } from '../infra/db/client';
import { putSetting } from '../modules/settings';
import {
  DEFAULT_REGISTER_AGREEMENT,
  DEFAULT_REGISTER_AGREEMENT_EN,
  changeAccounts,
  createMember,
  member,
  memberLevel,
  putRegisterConfig,
} from '../modules/member';
import { DEFAULT_CANCEL_AGREEMENT, DEFAULT_CANCEL_AGREEMENT_EN } from '../modules/membercancel';

/** The demo shopper the README names. */
export const DEMO_MEMBER = {
  username: 'demo',
  password: '123456',
  mobile: '13800000000',
  nickname: '演示会员',
  point: 500,
  /** 100.00 yuan, in fen. */
  balance: 10_000,
  /** Of the balance, what a paid recharge brought (seed/recharge.ts writes it); the rest is an opening adjustment. */
  recharged: 5_000,
} as const;

/** Of the demo shopper's points, those that came as the new-member gift. */
const DEMO_REGISTER_POINT = 100;

/**
 * Member-side demo data: the default member level, login/register/captcha/register-gift settings, the
 * registration and cancellation agreements and settings, and the demo shopper (no payment password; its
 * opening points and balance written through the account ledger). Safe to re-run.
 */
export const seedMembers = async (db: Db): Promise<void> => {
  const levels = await db.select({ id: memberLevel.levelId }).from(memberLevel).limit(1);
  if (levels.length === 0) {
    await db
      .insert(memberLevel)
      .values({ levelName: '普通会员', growth: 0, isDefault: 1, consumeDiscount: 100, sort: 1, remark: '注册即可成为普通会员' });
  }

  await putRegisterConfig(db);
  await putSetting(db, 'MEMBER_REGISTER_REWARD', { point: 100, balance: '0.00', growth: 50, coupon: '' }, 1);
  await putSetting(db, 'CAPTCHA_CONFIG', { shop_reception_login: 0 });
  await putSetting(db, 'REGISTER_AGREEMENT', { ...DEFAULT_REGISTER_AGREEMENT, 'en-us': DEFAULT_REGISTER_AGREEMENT_EN });
  await putSetting(db, 'MEMBER_CANCEL_CONFIG', { is_enable: 1, is_audit: 1 });
  await putSetting(db, 'MEMBER_CANCEL_AGREEMENT', { ...DEFAULT_CANCEL_AGREEMENT, 'en-us': DEFAULT_CANCEL_AGREEMENT_EN });

  const [existing] = await db.select({ id: member.memberId }).from(member).where(eq(member.username, DEMO_MEMBER.username)).limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    const id = await createMember(tx, {
      username: DEMO_MEMBER.username,
      password: DEMO_MEMBER.password,
      mobile: DEMO_MEMBER.mobile,
      nickname: DEMO_MEMBER.nickname,
    });
    // Two kinds of entry, so the points and balance details have something to show and to filter.
    await changeAccounts(
      tx,
      id,
      { point: DEMO_REGISTER_POINT },
      { fromType: ACCOUNT_FROM_TYPE.register, typeName: '注册奖励', remark: 'member register reward' },
    );
    await changeAccounts(
      tx,
      id,
      { point: DEMO_MEMBER.point - DEMO_REGISTER_POINT, balance: DEMO_MEMBER.balance - DEMO_MEMBER.recharged },
      { fromType: ACCOUNT_FROM_TYPE.adjust, typeName: '演示数据', remark: 'demo seed' },
    );
  });
};
