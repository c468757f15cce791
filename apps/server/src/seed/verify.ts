import { asc, eq } from 'drizzle-orm';
import type { Db } from '../infra/db/client';
import { member } from '../modules/member';
import { shop } from '../modules/shop';
import { verifier } from '../modules/verify';
import { DEMO_MEMBER } from './members';
import { nowSeconds } from '@mall/contract';

/** The demo shopper also works the verification desk of the first shop (so the desk can be tried). Safe to re-run. */
export const seedVerifiers = async (db: Db): Promise<void> => {
  const [m] = await db.select({ id: member.memberId, nickname: member.nickname }).from(member).where(eq(member.username, DEMO_MEMBER.username)).limit(1);
  const [s] = await db.select({ id: shop.siteId }).from(shop).orderBy(asc(shop.siteId)).limit(1);
  if (!m || !s) return;
  await db
    .insert(verifier)
    .values({ memberId: m.id, siteId: s.id, verifierName: m.nickname || DEMO_MEMBER.nickname, createTime: nowSeconds() })
    .onConflictDoNothing();
};
