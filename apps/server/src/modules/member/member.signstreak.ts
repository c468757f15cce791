import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { member } from './member.tables';

/** The streak a sign-in reached (the sign-in add-on calls it inside the transaction of the sign-in). */
export const setSignStreakTx = async (db: Db, memberId: number, streak: number): Promise<void> => {
  await db.update(member).set({ signDaysSeries: streak }).where(eq(member.memberId, memberId));
};

/** A missed day ends the streak; answers whether the member had one. */
export const endSignStreak = async (db: Db, memberId: number): Promise<boolean> =>
  (
    await db
      .update(member)
      .set({ signDaysSeries: 0 })
      .where(and(eq(member.memberId, memberId), gt(member.signDaysSeries, 0)))
      .returning({ id: member.memberId })
  ).length > 0;
