import { and, eq, lt, sql } from 'drizzle-orm';
import { nowSeconds, PINTUAN_GROUP_STATUS as G } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import type { OrderPaidStep } from '../../order';
import { promotionActivity } from '../engine';
import { groupRefusal, seatRefusal } from './pintuan.checkout';
import { pintuanKind, pintuanRulesOf } from './pintuan.kind';
import type { PintuanSettle } from './pintuan.settle';
import { promotionPintuanGroup, promotionPintuanOrder } from './pintuan.tables';

type GroupRow = typeof promotionPintuanGroup.$inferSelect;

/**
 * The group succeeds (2 → 3, guarded): its seated orders follow and become refundable and shippable. `virtual`
 * seats are filled by virtual members (a group ending with `is_virtual_buy`).
 */
export const succeedGroupTx = async (tx: Db, settle: PintuanSettle, g: GroupRow, at: number, virtual = 0): Promise<boolean> => {
  const [moved] = await tx
    .update(promotionPintuanGroup)
    .set({ status: G.SUCCESS, successTime: at, virtualNum: virtual })
    .where(and(eq(promotionPintuanGroup.groupId, g.groupId), eq(promotionPintuanGroup.status, G.FORMING)))
    .returning({ id: promotionPintuanGroup.groupId });
  if (!moved) return false;
  const seated = await tx
    .update(promotionPintuanOrder)
    .set({ pintuanStatus: G.SUCCESS })
    .where(and(eq(promotionPintuanOrder.groupId, g.groupId), eq(promotionPintuanOrder.pintuanStatus, G.FORMING)))
    .returning({ orderId: promotionPintuanOrder.orderId });
  await settle.setEnableRefund(
    tx,
    seated.map((s) => s.orderId),
    1,
  );
  return true;
};

/** The group fails (2 → 1, guarded): its seated orders are marked for the refund sweep (`refund_state` 1). */
export const failGroupTx = async (tx: Db, g: GroupRow): Promise<boolean> => {
  const [moved] = await tx
    .update(promotionPintuanGroup)
    .set({ status: G.FAILED })
    .where(and(eq(promotionPintuanGroup.groupId, g.groupId), eq(promotionPintuanGroup.status, G.FORMING)))
    .returning({ id: promotionPintuanGroup.groupId });
  if (!moved) return false;
  await tx
    .update(promotionPintuanOrder)
    .set({ pintuanStatus: G.FAILED, refundState: 1 })
    .where(and(eq(promotionPintuanOrder.groupId, g.groupId), eq(promotionPintuanOrder.pintuanStatus, G.FORMING)));
  return true;
};

/**
 * What paying a pintuan order does, inside the payment's transaction (an `orderPaidStep`; the order row is locked
 * by the payment). The order stays unrefundable while its group forms. Opening (`want_group_id` 0): a new group
 * of the pintuan's size and lifetime with this order as its head. Joining: the group row is locked, and when it
 * still takes this member (forming, not ended, not full, not their own, not already in) the seat is taken by a
 * guarded UPDATE — the last seat makes the group succeed. A payment that finds no seat (the group filled or
 * ended meanwhile: the race rule) is not put in another group: the order fails and is marked for the refund
 * sweep, which gives all its money back once.
 */
export const pintuanPaidStep =
  (settle: PintuanSettle): OrderPaidStep =>
  async (tx, o) => {
    if (o.promotionType !== undefined && o.promotionType !== pintuanKind.kind) return;
    const [po] = await tx.select().from(promotionPintuanOrder).where(eq(promotionPintuanOrder.orderId, o.orderId)).for('update');
    if (!po || po.pintuanStatus !== G.UNPAID) return;
    await settle.setEnableRefund(tx, [o.orderId], 0);
    const at = nowSeconds();
    if (po.wantGroupId === 0) {
      const [a] = await tx
        .select({ rules: promotionActivity.rules })
        .from(promotionActivity)
        .where(eq(promotionActivity.activityId, po.pintuanId));
      const rules = pintuanRulesOf(a?.rules);
      const [g] = await tx
        .insert(promotionPintuanGroup)
        .values({
          pintuanId: po.pintuanId,
          siteId: po.siteId,
          goodsId: po.goodsId,
          headId: po.memberId,
          pintuanNum: rules.pintuan_num,
          pintuanCount: 1,
          status: G.FORMING,
          createTime: at,
          endTime: at + rules.pintuan_time * 60,
        })
        .returning({ groupId: promotionPintuanGroup.groupId });
      await tx
        .update(promotionPintuanOrder)
        .set({ groupId: g!.groupId, isHead: 1, pintuanStatus: G.FORMING, payTime: at })
        .where(eq(promotionPintuanOrder.id, po.id));
      return;
    }
    const [g] = await tx.select().from(promotionPintuanGroup).where(eq(promotionPintuanGroup.groupId, po.wantGroupId)).for('update');
    const refused = groupRefusal(g, po.pintuanId, at) ?? (await seatRefusal(tx, po.wantGroupId, g!.headId, po.memberId));
    if (refused) {
      await tx
        .update(promotionPintuanOrder)
        .set({ pintuanStatus: G.FAILED, refundState: 1, payTime: at })
        .where(eq(promotionPintuanOrder.id, po.id));
      return;
    }
    const [seat] = await tx
      .update(promotionPintuanGroup)
      .set({ pintuanCount: sql`${promotionPintuanGroup.pintuanCount} + 1` })
      .where(
        and(
          eq(promotionPintuanGroup.groupId, g!.groupId),
          eq(promotionPintuanGroup.status, G.FORMING),
          lt(sql`${promotionPintuanGroup.pintuanCount} + ${promotionPintuanGroup.virtualNum}`, promotionPintuanGroup.pintuanNum),
        ),
      )
      .returning();
    if (!seat) throw new Error(`pintuan group ${g!.groupId}: seat check and take disagree`);
    await tx
      .update(promotionPintuanOrder)
      .set({ groupId: g!.groupId, pintuanStatus: G.FORMING, payTime: at })
      .where(eq(promotionPintuanOrder.id, po.id));
    if (seat.pintuanCount >= seat.pintuanNum) await succeedGroupTx(tx, settle, seat, at);
  };

/** An unpaid pintuan order closed (by the buyer or a sweep): it will take no seat (`orderClosedSteps`). */
export const pintuanClosedStep: OrderPaidStep = async (tx, o) => {
  if (o.promotionType !== undefined && o.promotionType !== pintuanKind.kind) return;
  await tx
    .update(promotionPintuanOrder)
    .set({ pintuanStatus: G.FAILED })
    .where(and(eq(promotionPintuanOrder.orderId, o.orderId), eq(promotionPintuanOrder.pintuanStatus, G.UNPAID)));
};
