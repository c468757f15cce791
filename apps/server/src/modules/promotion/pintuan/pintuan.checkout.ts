import { and, eq, inArray } from 'drizzle-orm';
import { Code, PINTUAN_GROUP_STATUS as G, pintuanApi } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { AppError } from '../../../infra/http/errors';
import {
  promotionActivity,
  promotionActivitySku,
  resolveActivityLine,
  type PromotionCheckoutEntry,
  type PromotionCheckoutLine,
} from '../engine';
import { leaderPriceOf, pintuanKind, pintuanRulesOf } from './pintuan.kind';
import { pintuanMessages } from './pintuan.messages';
import { promotionPintuanGroup, promotionPintuanOrder } from './pintuan.tables';

const refuse = (key: string, params?: Record<string, string | number>) => new AppError(key, Code.ERROR, params, { error_code: 1 });

/** The pintuan goods row with its activity's rules (one statement). */
const pintuanRow = async (db: Db, rowId: number) => {
  const [row] = await db
    .select({
      skuId: promotionActivitySku.skuId,
      activityId: promotionActivitySku.activityId,
      rules: promotionActivity.rules,
      siteId: promotionActivity.siteId,
    })
    .from(promotionActivitySku)
    .innerJoin(promotionActivity, eq(promotionActivity.activityId, promotionActivitySku.activityId))
    .where(and(eq(promotionActivitySku.id, rowId), eq(promotionActivity.kind, pintuanKind.kind)))
    .limit(1);
  return row;
};

/**
 * Why a group cannot take one more buyer at `at` (a message key), or null when it can: it must be of this
 * pintuan, forming, not past its end and not full. What the buyer's own seat rules add is `seatRefusal`.
 */
export const groupRefusal = (
  g: { pintuanId: number; status: number; endTime: number; pintuanCount: number; virtualNum: number; pintuanNum: number } | undefined,
  pintuanId: number,
  at: number,
): string | null => {
  if (!g) return pintuanMessages.ptGroupNotExist;
  if (g.pintuanId !== pintuanId) return pintuanMessages.ptGroupOther;
  if (g.status !== G.FORMING || g.endTime <= at) return pintuanMessages.ptGroupEnded;
  if (g.pintuanCount + g.virtualNum >= g.pintuanNum) return pintuanMessages.ptGroupFull;
  return null;
};

/** Why `memberId` may not take a seat in group `groupId` (opened by `headId`), or null. */
export const seatRefusal = async (db: Db, groupId: number, headId: number, memberId: number): Promise<string | null> => {
  if (headId === memberId) return pintuanMessages.ptGroupOwn;
  const [inside] = await db
    .select({ id: promotionPintuanOrder.id })
    .from(promotionPintuanOrder)
    .where(
      and(
        eq(promotionPintuanOrder.groupId, groupId),
        eq(promotionPintuanOrder.memberId, memberId),
        inArray(promotionPintuanOrder.pintuanStatus, [G.FORMING, G.SUCCESS]),
      ),
    )
    .limit(1);
  return inside ? pintuanMessages.ptGroupJoined : null;
};

const loadGroup = async (db: Db, groupId: number) =>
  (await db.select().from(promotionPintuanGroup).where(eq(promotionPintuanGroup.groupId, groupId)).limit(1))[0];

/**
 * The pintuan order trio over the one checkout pipeline (mounted by the order module). `pintuan_goods_id` names
 * the pintuan goods row (`sku_id` may switch to another SKU of the same pintuan); `group_id` 0 opens a group at
 * the leader price (with `is_promotion`), otherwise the buyer joins that group at the group price. The group's
 * state is checked on every step; whether the buyer may sit in it (not their own, not twice) at create, where
 * the order's pintuan row is written beside it. The seat itself is taken when the order is paid
 * (`pintuan.group.ts`).
 */
export const pintuanCheckout: PromotionCheckoutEntry = {
  payment: pintuanApi.orderPayment,
  calculate: pintuanApi.orderCalculate,
  create: pintuanApi.orderCreate,
  source: (p) => {
    const rowId = Number(p.pintuan_goods_id);
    const groupId = Number(p.group_id ?? 0);
    let resolved: { line: PromotionCheckoutLine; headId: number; siteId: number } | undefined;
    return {
      kind: pintuanKind,
      resolve: async (db, at, held) => {
        const row = await pintuanRow(db, rowId);
        if (!row) throw refuse(pintuanMessages.ptNotExist);
        const line = await resolveActivityLine(db, pintuanKind, rowId, p.sku_id ? Number(p.sku_id) : row.skuId, p.num, at, held);
        const rules = pintuanRulesOf(row.rules);
        if (rules.buy_num > 0 && p.num > rules.buy_num) throw refuse(pintuanMessages.ptBuyNum, { max: rules.buy_num });
        let headId = 0;
        let price = line.price;
        if (groupId > 0) {
          const g = await loadGroup(db, groupId);
          const why = groupRefusal(g, line.activityId, at);
          if (why) throw refuse(why);
          headId = g!.headId;
        } else if (rules.is_promotion === 1) {
          const [sku] = await db
            .select({ extra: promotionActivitySku.extra })
            .from(promotionActivitySku)
            .where(eq(promotionActivitySku.id, line.activitySkuId));
          price = leaderPriceOf(sku?.extra, line.price);
        }
        resolved = { line: { ...line, price }, headId, siteId: row.siteId };
        return [resolved.line];
      },
      created: async (tx, o) => {
        if (!resolved) throw refuse(pintuanMessages.ptNotExist);
        const { line, headId, siteId } = resolved;
        if (groupId > 0) {
          const why = await seatRefusal(tx, groupId, headId, o.memberId);
          if (why) throw refuse(why);
        }
        await tx.insert(promotionPintuanOrder).values({
          pintuanId: line.activityId,
          pintuanGoodsId: line.activitySkuId,
          orderId: o.orderIds[0]!,
          memberId: o.memberId,
          siteId,
          goodsId: line.goodsId,
          skuId: line.skuId,
          num: line.num,
          wantGroupId: groupId,
          createTime: o.at,
        });
      },
    };
  },
};
