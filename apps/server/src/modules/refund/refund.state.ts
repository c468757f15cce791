import { and, eq, inArray } from 'drizzle-orm';
import { COMPLAIN_STATUS, REFUND_STATUS, type ComplainStatus, nowSeconds } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { moveLineRefundTx, orderGoods, type LineRefundSet } from '../order';
import { orderComplain, orderRefundLog } from './refund.tables';

/** After-sale statuses of an order line (shared with the H5 through the contract); shown names live in the messages. */
export const RefundStatus = REFUND_STATUS;
export type RefundStatusValue = (typeof RefundStatus)[keyof typeof RefundStatus];

type Line = typeof orderGoods.$inferSelect;

/** Who acted: 1 buyer, 2 shop, 3 platform / system. */
export type ActionWay = 1 | 2 | 3;

const S = RefundStatus;

/** `order.refund_status`, the order's after-sale summary of its lines: none, some line in after-sale (or done), every line refunded. */
export const OrderRefundFlag = { none: 0, some: 1, all: 2 } as const;

/**
 * The only moves a line's after-sale status may make. Anything else is refused by `moveRefund`.
 * Refund only: applied → agreed → done; return and refund: applied → waitReturn → waitReceive → received → done.
 * The buyer withdraws an applied, waiting-return or refused request (→ none); the system closes a refused one (→ none).
 */
export const REFUND_TRANSITIONS: Record<RefundStatusValue, readonly RefundStatusValue[]> = {
  [S.none]: [S.applied],
  [S.applied]: [S.agreed, S.waitReturn, S.refused, S.none],
  [S.agreed]: [S.done],
  [S.waitReturn]: [S.waitReceive, S.none],
  [S.waitReceive]: [S.received],
  [S.received]: [S.done],
  [S.refused]: [S.applied, S.none],
  [S.done]: [],
};

export const canMoveRefund = (from: number, to: RefundStatusValue): boolean =>
  (REFUND_TRANSITIONS[from as RefundStatusValue] ?? []).includes(to);

/** Who moves the line and what its log row says (`action` is a message key, shown in the reader's language). */
export interface RefundMoveBy {
  way: ActionWay;
  uid?: number;
  name?: string;
  action: string;
  desc?: string;
}

export interface RefundMoveOptions {
  /** Only a line of this member moves (buyer endpoints). */
  memberId?: number;
  /** Time of the step: `refund_action_time` (the after-sale timers count from it) and the log row. */
  at?: number;
  /**
   * The work the move implies (money, stock, the order's flags), run after the guarded update and before the
   * log row; it may name the log's action and text from what it did. Throwing rolls the move back.
   */
  effect?: (moved: Line) => Promise<Partial<Pick<RefundMoveBy, 'action' | 'desc'>> | void>;
}

/** One row of the after-sale log of a line (`refundStatus` is the line's status after the step). */
export const writeLog = async (
  db: Db,
  line: Pick<Line, 'orderGoodsId' | 'orderId'>,
  refundStatus: number,
  action: string,
  way: ActionWay,
  who: { uid?: number; name?: string },
  desc = '',
  at: number = nowSeconds(),
): Promise<void> => {
  await db.insert(orderRefundLog).values({
    orderGoodsId: line.orderGoodsId,
    orderId: line.orderId,
    refundStatus,
    action,
    actionWay: way,
    actionUserid: who.uid ?? 0,
    username: (who.name ?? '').slice(0, 64),
    desc: desc.slice(0, 600),
    actionTime: at,
  });
};

/**
 * Moves one line from one of `from` to `to` with a guarded UPDATE and logs it. Answers the moved line, or
 * null (and changes nothing) when the line is no longer in an expected status or the move is not in
 * `REFUND_TRANSITIONS` — the caller decides whether that is an error or a lost race. `set` carries the
 * columns that change with the move. Call inside the transaction that also moves the money or stock.
 */
export const moveRefund = async (
  db: Db,
  orderGoodsId: number,
  from: readonly RefundStatusValue[],
  to: RefundStatusValue,
  by: RefundMoveBy,
  set: LineRefundSet = {},
  opts: RefundMoveOptions = {},
): Promise<Line | null> => {
  const allowed = from.filter((f) => canMoveRefund(f, to));
  if (allowed.length === 0) return null;
  const at = opts.at ?? nowSeconds();
  const moved = await moveLineRefundTx(db, orderGoodsId, allowed, to, at, set, opts.memberId);
  if (!moved) return null;
  const said = (opts.effect ? await opts.effect(moved) : undefined) ?? {};
  await writeLog(db, moved, to, said.action ?? by.action, by.way, by, said.desc ?? by.desc ?? '', at);
  return moved;
};

// ---------------------------------------------------------------- platform complaints

/** Statuses of a line's platform complaint (one row per line; raising it again reuses the row). */
export const ComplainStatusOf = COMPLAIN_STATUS;

const C = COMPLAIN_STATUS;

/**
 * The only moves a complaint may make: the platform decides an applied one; the buyer (or the refund's
 * withdrawal or close) withdraws an applied or refused one; a withdrawn or refused one may be raised again.
 */
export const COMPLAIN_TRANSITIONS: Record<ComplainStatus, readonly ComplainStatus[]> = {
  [C.withdrawn]: [C.applied],
  [C.applied]: [C.agreed, C.refused, C.withdrawn],
  [C.refused]: [C.applied, C.withdrawn],
  [C.agreed]: [],
};

export const canMoveComplain = (from: number, to: ComplainStatus): boolean =>
  (COMPLAIN_TRANSITIONS[from as ComplainStatus] ?? []).includes(to);

/** Complaint statuses from which one may be raised again (the upsert of a new complaint only overwrites these). */
export const COMPLAIN_REOPENABLE: readonly ComplainStatus[] = [C.withdrawn, C.refused];

/**
 * Moves the complaint of a line from one of `from` to `to` with a guarded UPDATE; answers the moved row or
 * null. The caller writes the line's log row (a complaint step does not move the refund). `memberId` limits
 * it to the buyer's own complaint.
 */
export const moveComplain = async (
  db: Db,
  orderGoodsId: number,
  from: readonly ComplainStatus[],
  to: ComplainStatus,
  set: Omit<Partial<typeof orderComplain.$inferInsert>, 'complainStatus'>,
  memberId?: number,
): Promise<typeof orderComplain.$inferSelect | null> => {
  const allowed = from.filter((f) => canMoveComplain(f, to));
  if (allowed.length === 0) return null;
  const conds = [eq(orderComplain.orderGoodsId, orderGoodsId), inArray(orderComplain.complainStatus, allowed)];
  if (memberId !== undefined) conds.push(eq(orderComplain.memberId, memberId));
  const [row] = await db
    .update(orderComplain)
    .set({ ...set, complainStatus: to })
    .where(and(...conds))
    .returning();
  return row ?? null;
};
