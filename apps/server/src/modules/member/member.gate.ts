import { eq } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import type { MemberGate } from '../../infra/http/route';
import { member } from './member.tables';

/** Tells the HTTP layer whether a token's member still exists, is not locked, and which token version is current. */
export const memberGate = (db: Db): MemberGate => ({
  load: async (memberId) => {
    const [row] = await db
      .select({ status: member.status, tokenVersion: member.tokenVersion })
      .from(member)
      .where(eq(member.memberId, memberId))
      .limit(1);
    return row ?? null;
  },
});
