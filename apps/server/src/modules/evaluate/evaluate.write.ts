import { and, eq, inArray, sql } from 'drizzle-orm';
import type {
  GoodsEvaluateAddParams,
  GoodsEvaluateAgainParams,
  GoodsEvaluateAuditParams,
  GoodsEvaluateAuditResult,
  GoodsEvaluateWriteResult,
} from '@mall/contract';
import {
  EVALUATE_AUDIT,
  EVALUATE_EXPLAIN_TYPE,
  EVALUATE_STATUS,
  nowSeconds,
  ORDER_IS_EVALUATE,
  type EvaluateExplainType,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { isStoredImage } from '../../infra/storage';
import { getSetting } from '../settings';
import { setEvaluateCountTx } from '../goods';
import { member } from '../member';
import { moveLineEvaluateTx, order, orderGoods, OrderStatus, syncOrderEvaluateTx } from '../order';
import { blendShopScoresTx } from '../shop';
import { evaluateMessages } from './evaluate.messages';
import { goodsEvaluate, shopEvaluate } from './evaluate.tables';

/** Folder of review pictures under upload/. */
export const EVALUATE_UPLOAD_FOLDER = 'evaluate';

/** Weight of a shop's current score against one new order's scores (keeps seeded scores meaningful). */
const SHOP_SCORE_BASE_WEIGHT = 20;

/** 4–5 stars good, 3 neutral, 1–2 bad. */
export const explainTypeOf = (scores: number): EvaluateExplainType =>
  scores >= 4 ? EVALUATE_EXPLAIN_TYPE.GOOD : scores === 3 ? EVALUATE_EXPLAIN_TYPE.NEUTRAL : EVALUATE_EXPLAIN_TYPE.BAD;

/** Reviews on (`evaluate_status`) and whether new ones wait for approval (`evaluate_audit` = 1). */
const writeConfig = async (db: Db): Promise<{ enabled: boolean; needAudit: boolean }> => {
  const v = (await getSetting(db, 'EVALUATE_CONFIG')).value as Record<string, unknown>;
  return { enabled: v.evaluate_status !== 0 && v.evaluate_status !== '0', needAudit: v.evaluate_audit === 1 || v.evaluate_audit === '1' };
};

/** The caller's order when it may be reviewed (status 4/10, is_evaluate=1); foreign and missing orders look the same. */
const reviewableOrder = async (db: Db, memberId: number, orderId: number) => {
  const [o] = await db
    .select()
    .from(order)
    .where(and(eq(order.orderId, orderId), eq(order.memberId, memberId)))
    .limit(1);
  if (!o) throw new AppError(evaluateMessages.evOrderNotExist);
  if ((o.orderStatus !== OrderStatus.RECEIVED && o.orderStatus !== OrderStatus.COMPLETE) || o.isEvaluate !== ORDER_IS_EVALUATE.YES)
    throw new AppError(evaluateMessages.evOrderNotEvaluable);
  return o;
};

const checkImages = async (uploadDir: string, images: string[]): Promise<string> => {
  for (const p of images)
    if (!(await isStoredImage(uploadDir, EVALUATE_UPLOAD_FOLDER, p))) throw new AppError(evaluateMessages.evImageInvalid);
  return images.join(',');
};

const noDuplicates = (ids: number[]) => {
  if (new Set(ids).size !== ids.length) throw new AppError(evaluateMessages.evDuplicateLine);
};

/**
 * Writes one review per listed line of an order (each line once: guarded evaluate_status 0 → 1) and the
 * order's shop scores (once per order). Approved at once unless the `evaluate_audit` setting is on.
 */
export const addEvaluate = async (
  db: Db,
  uploadDir: string,
  memberId: number,
  input: GoodsEvaluateAddParams,
): Promise<GoodsEvaluateWriteResult> => {
  const cfg = await writeConfig(db);
  if (!cfg.enabled) throw new AppError(evaluateMessages.evDisabled);
  noDuplicates(input.goods_evaluate.map((g) => g.order_goods_id));
  const images = new Map<number, string>();
  for (const g of input.goods_evaluate) images.set(g.order_goods_id, await checkImages(uploadDir, g.images));
  const isAudit = cfg.needAudit ? EVALUATE_AUDIT.WAITING : EVALUATE_AUDIT.APPROVED;
  return db.transaction(async (tx) => {
    const o = await reviewableOrder(tx, memberId, input.order_id);
    const [m] = await tx
      .select({ nickname: member.nickname, username: member.username, headimg: member.headimg })
      .from(member)
      .where(eq(member.memberId, memberId))
      .limit(1);
    const t = nowSeconds();
    for (const item of input.goods_evaluate) {
      const line = await moveLineEvaluateTx(
        tx,
        { orderGoodsId: item.order_goods_id, orderId: o.orderId, memberId },
        EVALUATE_STATUS.NONE,
        EVALUATE_STATUS.DONE,
      );
      if (!line) {
        const [exists] = await tx
          .select({ id: orderGoods.orderGoodsId })
          .from(orderGoods)
          .where(and(eq(orderGoods.orderGoodsId, item.order_goods_id), eq(orderGoods.orderId, o.orderId)))
          .limit(1);
        throw new AppError(exists ? evaluateMessages.evAlreadyEvaluated : evaluateMessages.evLineNotExist);
      }
      await tx.insert(goodsEvaluate).values({
        orderId: o.orderId,
        orderNo: o.orderNo,
        orderGoodsId: line.orderGoodsId,
        goodsId: line.goodsId,
        skuId: line.skuId,
        siteId: line.siteId,
        websiteId: o.websiteId,
        skuName: line.skuName,
        skuPrice: line.price,
        skuImage: line.skuImage,
        memberId,
        memberName: (m?.nickname || m?.username || '').slice(0, 50),
        memberHeadimg: m?.headimg ?? '',
        isAnonymous: item.is_anonymous ?? input.is_anonymous,
        content: item.content,
        images: images.get(item.order_goods_id) ?? '',
        scores: item.scores,
        explainType: explainTypeOf(item.scores),
        isAudit,
        createTime: t,
      });
    }
    if (isAudit === EVALUATE_AUDIT.APPROVED) {
      const goodsIds = (
        await tx
          .select({ id: orderGoods.goodsId })
          .from(orderGoods)
          .where(
            inArray(
              orderGoods.orderGoodsId,
              input.goods_evaluate.map((g) => g.order_goods_id),
            ),
          )
      ).map((r) => r.id);
      await recountGoods(tx, goodsIds);
    }
    await shopScores(tx, o, memberId, input, t);
    await syncOrderEvaluateTx(tx, o.orderId, EVALUATE_STATUS.DONE);
    return { count: input.goods_evaluate.length, is_audit: isAudit };
  });
};

/** Keeps `goods.evaluate` (the review count on the detail page) equal to the visible reviews. */
const recountGoods = async (tx: Db, goodsIds: number[]) => {
  for (const id of new Set(goodsIds)) {
    await setEvaluateCountTx(
      tx,
      id,
      sql`(select count(*) from ${goodsEvaluate} where ${goodsEvaluate.goodsId} = ${id} and ${goodsEvaluate.isShow} = 1 and ${goodsEvaluate.isAudit} = ${EVALUATE_AUDIT.APPROVED})`,
    );
  }
};

/** Operator decision on a review waiting for approval (is_audit 0 → 1 shown | -1 refused), once. */
export const auditEvaluate = async (db: Db, input: GoodsEvaluateAuditParams): Promise<GoodsEvaluateAuditResult> =>
  db.transaction(async (tx) => {
    const to = input.action === 'agree' ? EVALUATE_AUDIT.APPROVED : EVALUATE_AUDIT.REFUSED;
    const [row] = await tx
      .update(goodsEvaluate)
      .set({ isAudit: to })
      .where(and(eq(goodsEvaluate.evaluateId, input.evaluate_id), eq(goodsEvaluate.isAudit, EVALUATE_AUDIT.WAITING)))
      .returning({ id: goodsEvaluate.evaluateId, goodsId: goodsEvaluate.goodsId });
    if (!row) throw new AppError(evaluateMessages.evAuditDone);
    if (to === EVALUATE_AUDIT.APPROVED) await recountGoods(tx, [row.goodsId]);
    return { evaluate_id: row.id, is_audit: to };
  });

/** Records the order's shop scores once and blends them into the shop's running scores (×100 integers). */
const shopScores = async (tx: Db, o: typeof order.$inferSelect, memberId: number, input: GoodsEvaluateAddParams, t: number) => {
  const [row] = await tx
    .insert(shopEvaluate)
    .values({
      orderId: o.orderId,
      siteId: o.siteId,
      memberId,
      desccredit: input.shop_desccredit,
      servicecredit: input.shop_servicecredit,
      deliverycredit: input.shop_deliverycredit,
      createTime: t,
    })
    .onConflictDoNothing({ target: shopEvaluate.orderId })
    .returning({ id: shopEvaluate.id });
  if (!row) return;
  const n = sql`(${SHOP_SCORE_BASE_WEIGHT} + (select count(*) from ${shopEvaluate} where ${shopEvaluate.siteId} = ${o.siteId}) - 1)`;
  const scores = { desccredit: input.shop_desccredit, servicecredit: input.shop_servicecredit, deliverycredit: input.shop_deliverycredit };
  await blendShopScoresTx(tx, o.siteId, scores, n);
};

/** Follow-up reviews: once per reviewed line (guarded evaluate_status 1 → 2). */
export const againEvaluate = async (
  db: Db,
  uploadDir: string,
  memberId: number,
  input: GoodsEvaluateAgainParams,
): Promise<GoodsEvaluateWriteResult> => {
  const cfg = await writeConfig(db);
  if (!cfg.enabled) throw new AppError(evaluateMessages.evDisabled);
  noDuplicates(input.goods_evaluate.map((g) => g.order_goods_id));
  const images = new Map<number, string>();
  for (const g of input.goods_evaluate) images.set(g.order_goods_id, await checkImages(uploadDir, g.again_images));
  return db.transaction(async (tx) => {
    const o = await reviewableOrder(tx, memberId, input.order_id);
    const t = nowSeconds();
    for (const item of input.goods_evaluate) {
      const line = await moveLineEvaluateTx(
        tx,
        { orderGoodsId: item.order_goods_id, orderId: o.orderId, memberId },
        EVALUATE_STATUS.DONE,
        EVALUATE_STATUS.AGAIN,
      );
      if (!line) {
        const [exists] = await tx
          .select({ status: orderGoods.evaluateStatus })
          .from(orderGoods)
          .where(and(eq(orderGoods.orderGoodsId, item.order_goods_id), eq(orderGoods.orderId, o.orderId)))
          .limit(1);
        throw new AppError(
          !exists
            ? evaluateMessages.evLineNotExist
            : exists.status === EVALUATE_STATUS.NONE
              ? evaluateMessages.evNotEvaluatedYet
              : evaluateMessages.evAgainDone,
        );
      }
      const done = await tx
        .update(goodsEvaluate)
        .set({ againContent: item.again_content, againImages: images.get(item.order_goods_id) ?? '', againTime: t })
        .where(
          and(eq(goodsEvaluate.orderGoodsId, item.order_goods_id), eq(goodsEvaluate.memberId, memberId), eq(goodsEvaluate.againTime, 0)),
        )
        .returning({ id: goodsEvaluate.evaluateId });
      if (done.length !== 1) throw new AppError(evaluateMessages.evAgainDone);
    }
    await syncOrderEvaluateTx(tx, o.orderId, EVALUATE_STATUS.AGAIN);
    return { count: input.goods_evaluate.length, is_audit: cfg.needAudit ? EVALUATE_AUDIT.WAITING : EVALUATE_AUDIT.APPROVED };
  });
};
