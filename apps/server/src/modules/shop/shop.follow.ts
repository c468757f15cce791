import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { shopMessages } from './shop.messages';
import { shop, shopMember } from './shop.tables';
import { nowSeconds } from '@mall/contract';

/**
 * Follows a shop inside the caller's transaction. Idempotent: following twice keeps one row, and
 * `shop.sub_num` moves only when a row was really added (the unique member+shop index decides
 * between parallel requests). Throws `shop.notExist` for an unknown shop. Returns true when added.
 */
export const followShopTx = async (tx: Db | Tx, memberId: number, siteId: number): Promise<boolean> => {
  const [s] = await tx.select({ id: shop.siteId }).from(shop).where(eq(shop.siteId, siteId)).limit(1);
  if (!s) throw new AppError(shopMessages['shop.notExist']);
  const added = await tx
    .insert(shopMember)
    .values({ siteId, memberId, createTime: nowSeconds() })
    .onConflictDoNothing({ target: [shopMember.memberId, shopMember.siteId] })
    .returning({ id: shopMember.id });
  if (added.length === 0) return false;
  await tx.update(shop).set({ subNum: sql`${shop.subNum} + 1` }).where(eq(shop.siteId, siteId));
  return true;
};

/** Unfollows inside the caller's transaction; idempotent like `followShopTx`. Returns true when removed. */
export const unfollowShopTx = async (tx: Db | Tx, memberId: number, siteId: number): Promise<boolean> => {
  const removed = await tx
    .delete(shopMember)
    .where(and(eq(shopMember.memberId, memberId), eq(shopMember.siteId, siteId)))
    .returning({ id: shopMember.id });
  if (removed.length === 0) return false;
  await tx.update(shop).set({ subNum: sql`greatest(${shop.subNum} - 1, 0)` }).where(eq(shop.siteId, siteId));
  return true;
};

/** 1 when the member follows the shop, else 0. */
export const isFollowing = async (db: Db, memberId: number, siteId: number): Promise<0 | 1> => {
  const [r] = await db
    .select({ id: shopMember.id })
    .from(shopMember)
    .where(and(eq(shopMember.memberId, memberId), eq(shopMember.siteId, siteId)))
    .limit(1);
  return r ? 1 : 0;
};
