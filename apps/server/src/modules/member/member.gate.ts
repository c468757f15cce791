import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { coalesced } from '../../infra/db/coalesce';
import type { MemberGate } from '../../infra/http/route';
import { member } from './member.tables';

/**
 * Tells the HTTP layer whether a token's member still exists, is not locked, and which token version is
 * current: read for every signed-in request, so the requests of one turn share one query (`coalesced`).
 */
export const memberGate = (db: Db): MemberGate => {
  const load = coalesced(async (ids: number[]) => {
    const rows = await db
      .select({ id: member.memberId, status: member.status, tokenVersion: member.tokenVersion })
      .from(member)
      .where(ids.length === 1 ? eq(member.memberId, ids[0]!) : inArray(member.memberId, ids));
    return new Map(rows.map((r) => [r.id, { status: r.status, tokenVersion: r.tokenVersion }]));
  });
  return { load: async (memberId) => (await load(memberId)) ?? null };
};
