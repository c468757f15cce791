import type { Db } from '../db/client';

/** Rows one sweep moves at most (the next sweep takes the rest). */
export const MAX_PER_SWEEP = 2000;

/**
 * Claims the next due row inside `tx` (with `FOR UPDATE SKIP LOCKED`, leaving out the ids in `skip`) and
 * answers its id, or null when none is due.
 */
export type Claim = (tx: Db, skip: readonly number[]) => Promise<number | null>;

/** Moves the claimed row; true when it moved. Runs inside the claiming transaction. */
export type Move = (tx: Db, id: number) => Promise<boolean>;

/**
 * Moves due rows one transaction per row: each claims the next due row (rows a buyer, the shop, a payment
 * or another sweep hold are skipped and left for the next run), then moves it with a guarded helper. A row
 * whose move is refused or throws is rolled back and skipped for the rest of this sweep, so one bad row
 * cannot stop the others. Several processes may sweep at once.
 */
export const sweepRows = async (db: Db, claim: Claim, move: Move): Promise<number> => {
  let moved = 0;
  const failed: number[] = [];
  for (let i = 0; i < MAX_PER_SWEEP; i++) {
    let claimed: number | null = null;
    try {
      const result = await db.transaction(async (tx) => {
        claimed = await claim(tx, failed);
        if (claimed === null) return null;
        const ok = await move(tx, claimed);
        // Nothing of a refused move may stay (a half-made step rolls back with the transaction).
        if (!ok) tx.rollback();
        return ok;
      });
      if (result === null) break;
      moved++;
    } catch {
      if (claimed === null) break;
      failed.push(claimed);
    }
  }
  return moved;
};
