import { and, eq, sql } from 'drizzle-orm';
import { nowSeconds } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { member } from './member.tables';

/** A WeChat identity as the member row keeps it. */
export interface WechatIds {
  openid: string;
  unionid?: string | null;
}

/** Stamps a sign-in (time and address) on the member. */
export const recordSignIn = async (db: Db, memberId: number, ip: string): Promise<void> => {
  await db
    .update(member)
    .set({ loginTime: nowSeconds(), lastLoginIp: ip.slice(0, 64) })
    .where(eq(member.memberId, memberId));
};

/**
 * Fills the member's empty wx_openid / wx_unionid with the identity, unless another member holds that id
 * already (a conditional UPDATE, so a clash never aborts the surrounding transaction).
 */
export const attachWechatIds = async (db: Db, memberId: number, id: WechatIds): Promise<void> => {
  await db.execute(sql`
    update ${member} set wx_openid = ${id.openid}
    where member_id = ${memberId} and wx_openid is null
      and not exists (select 1 from ${member} m2 where m2.wx_openid = ${id.openid})`);
  if (id.unionid) {
    await db.execute(sql`
      update ${member} set wx_unionid = ${id.unionid}
      where member_id = ${memberId} and wx_unionid is null
        and not exists (select 1 from ${member} m2 where m2.wx_unionid = ${id.unionid})`);
  }
};

/** Binds the identity to a member just created (a clash on the ids throws a unique violation). */
export const setWechatIdsTx = async (tx: Db, memberId: number, id: WechatIds): Promise<void> => {
  await tx.update(member).set({ wxOpenid: id.openid, wxUnionid: id.unionid }).where(eq(member.memberId, memberId));
};

/** Binds the identity to an existing member signing in with it (sign-in time and address stamped too). */
export const bindWechatTx = async (tx: Db, memberId: number, id: WechatIds, ip: string): Promise<void> => {
  await tx
    .update(member)
    .set({ wxOpenid: id.openid, wxUnionid: id.unionid, loginTime: nowSeconds(), lastLoginIp: ip.slice(0, 64) })
    .where(eq(member.memberId, memberId));
};

/** Sets the member's picture only when it is empty (the member's own profile stays). */
export const fillEmptyHeadimgTx = async (tx: Db, memberId: number, headimg: string): Promise<void> => {
  await tx
    .update(member)
    .set({ headimg })
    .where(and(eq(member.memberId, memberId), eq(member.headimg, '')));
};
