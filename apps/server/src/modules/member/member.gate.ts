import type { Db } from '../../infra/db/client';
import { coalesced } from '../../infra/db/coalesce';
import { inIds } from '../../infra/db/in-ids';
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
      .where(inIds(member.memberId, ids));
    return new Map(rows.map((r) => [r.id, { status: r.status, tokenVersion: r.tokenVersion }]));
  });
  return {
    load: async (memberId) => {
      checksInFlight += 1;
      try {
        return (await load(memberId)) ?? null;
      } finally {
        checksInFlight -= 1;
      }
    },
  };
};

let checksInFlight = 0;

/**
 * Signed-in requests of this process whose member check has not answered yet: requests already read that have
 * not reached their route's handler (a rush's batch waits for them, `order/order.rush.ts`).
 */
export const memberChecksInFlight = (): number => checksInFlight;
