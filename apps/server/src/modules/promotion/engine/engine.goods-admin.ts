import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { nowSeconds, type Paged } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { goods, goodsSku } from '../../goods';
import {
  activityAdminPage,
  checkWindow,
  closeActivityTx,
  insertActivitySkusTx,
  kindStatusWhere,
  lockOpenActivity,
  refuse,
  replaceActivitySkusTx,
  skusListedOnce,
  statusOnSave,
  type ActivityRow,
  type ActivitySkuLine,
} from './engine.admin';
import { ActivityStatus, type PromotionKind } from './engine.kinds';
import { promotionActivity, promotionActivitySku } from './engine.tables';

/**
 * The operator side of the kinds whose activity sells one goods (bargain, pintuan, groupbuy, presale): the goods is
 * locked while a save checks that no other open activity of the kind holds it, its SKUs come from that goods, and
 * the goods never changes on edit. A kind gives its messages, its wire shape and, per save, its rules and SKU lines.
 */

/** A kind's operator refusals (message keys of its `*.messages.ts`; `{sku_id}` names the SKU refused). */
export interface GoodsActivityMessages {
  time: string;
  goodsInvalid: string;
  skuTwice: string;
  skuInvalid: string;
  goodsBusy: string;
  notExist: string;
  closed: string;
}

/** What a kind of one-goods activity is to its operator endpoints. */
export interface GoodsActivityAdmin<W> {
  kind: PromotionKind;
  messages: GoodsActivityMessages;
  /** The goods counts as taken only by an activity over an overlapping window (presale: by any not over yet). */
  overlapOnly: boolean;
  /** The operator's wire shape of saved activities. */
  out: (db: Db, rows: ActivityRow[]) => Promise<W[]>;
}

/** One save of an activity: the operator's fields, the kind's rules and lines, and its own checks. */
export interface GoodsActivitySave<S extends { sku_id: number }> {
  name?: string;
  start_time: number;
  end_time: number;
  remark?: string;
  sku_list: readonly S[];
  /** What the kind keeps in `rules` (`old`: the activity being changed). */
  rules: (old?: ActivityRow) => Record<string, unknown>;
  lines: (goodsId: number) => ActivitySkuLine[];
  /** Checked after the window, before the goods is looked at. */
  before?: () => void;
  /** Checked for each SKU found, in the order listed, with the SKU's price (fen). */
  eachSku?: (s: S, price: number) => void;
  /** Checked once every SKU is found, before the goods is looked for in other activities. */
  afterSkus?: () => void;
}

/** Checks a save of an activity of `goodsId`: the goods (locked), the SKUs of it and no other open activity of it. */
const checkGoodsActivity = async <W, S extends { sku_id: number }>(
  tx: Db,
  k: GoodsActivityAdmin<W>,
  goodsId: number,
  s: GoodsActivitySave<S>,
  activityId?: number,
) => {
  const m = k.messages;
  checkWindow(s, m.time);
  s.before?.();
  const [g] = await tx
    .select({ siteId: goods.siteId, goodsName: goods.goodsName })
    .from(goods)
    .where(and(eq(goods.goodsId, goodsId), eq(goods.isDelete, 0)))
    .for('update');
  if (!g) throw refuse(m.goodsInvalid);
  const seen = skusListedOnce(s.sku_list, m.skuTwice);
  const skus = await tx
    .select({ skuId: goodsSku.skuId, price: goodsSku.discountPrice })
    .from(goodsSku)
    .where(and(inArray(goodsSku.skuId, [...seen]), eq(goodsSku.goodsId, goodsId)));
  const priceOf = new Map(skus.map((x) => [x.skuId, x.price]));
  for (const x of s.sku_list) {
    const price = priceOf.get(x.sku_id);
    if (price === undefined) throw refuse(m.skuInvalid, { sku_id: x.sku_id });
    s.eachSku?.(x, price);
  }
  s.afterSkus?.();
  const [busy] = await tx
    .select({ id: promotionActivity.activityId })
    .from(promotionActivity)
    .where(
      and(
        eq(promotionActivity.kind, k.kind.kind),
        ne(promotionActivity.status, ActivityStatus.CLOSED),
        k.overlapOnly ? sql`${promotionActivity.startTime} < ${s.end_time} and ${promotionActivity.endTime} > ${s.start_time}` : undefined,
        sql`${promotionActivity.endTime} > ${nowSeconds()}`,
        sql`exists (select 1 from promotion_activity_sku s where s.activity_id = ${promotionActivity.activityId} and s.goods_id = ${goodsId})`,
        activityId ? ne(promotionActivity.activityId, activityId) : undefined,
      ),
    )
    .limit(1);
  if (busy) throw refuse(m.goodsBusy);
  return g;
};

/** The activity locked for a change with its goods; refused when missing or closed. */
const lockOpenGoodsActivity = async <W>(tx: Db, k: GoodsActivityAdmin<W>, id: number) => {
  const a = await lockOpenActivity(tx, k.kind.kind, id, { notExist: k.messages.notExist, closed: k.messages.closed });
  const [s] = await tx
    .select({ goodsId: promotionActivitySku.goodsId })
    .from(promotionActivitySku)
    .where(eq(promotionActivitySku.activityId, id))
    .limit(1);
  return { activity: a, goodsId: s?.goodsId ?? 0 };
};

/** Adds an activity of `goodsId` (named after the goods unless named). */
export const addGoodsActivity = async <W, S extends { sku_id: number }>(
  db: Db,
  k: GoodsActivityAdmin<W>,
  goodsId: number,
  s: GoodsActivitySave<S>,
): Promise<W> => {
  const row = await db.transaction(async (tx) => {
    const g = await checkGoodsActivity(tx, k, goodsId, s);
    const now = nowSeconds();
    const [a] = await tx
      .insert(promotionActivity)
      .values({
        kind: k.kind.kind,
        siteId: g.siteId,
        name: s.name ?? g.goodsName.slice(0, 64),
        startTime: s.start_time,
        endTime: s.end_time,
        status: statusOnSave(s),
        rules: s.rules(),
        remark: s.remark ?? '',
        createTime: now,
        modifyTime: now,
      })
      .returning();
    await insertActivitySkusTx(tx, a!, s.lines(goodsId));
    return a!;
  });
  return (await k.out(db, [row]))[0]!;
};

/** Changes an open activity; its goods stays and its SKU rows are matched by `sku_id` (kept rows keep their sales). */
export const editGoodsActivity = async <W, S extends { sku_id: number }>(
  db: Db,
  k: GoodsActivityAdmin<W>,
  id: number,
  s: GoodsActivitySave<S>,
): Promise<W> => {
  const row = await db.transaction(async (tx) => {
    const { activity: old, goodsId } = await lockOpenGoodsActivity(tx, k, id);
    await checkGoodsActivity(tx, k, goodsId, s, old.activityId);
    const [a] = await tx
      .update(promotionActivity)
      .set({
        name: s.name ?? old.name,
        startTime: s.start_time,
        endTime: s.end_time,
        status: statusOnSave(s),
        rules: s.rules(old),
        remark: s.remark ?? old.remark,
        modifyTime: nowSeconds(),
      })
      .where(eq(promotionActivity.activityId, old.activityId))
      .returning();
    await replaceActivitySkusTx(tx, old, s.lines(goodsId));
    return a!;
  });
  return (await k.out(db, [row]))[0]!;
};

/** Closes an open activity. */
export const closeGoodsActivity = async <W>(db: Db, k: GoodsActivityAdmin<W>, id: number): Promise<W> => {
  const row = await db.transaction(async (tx) => {
    await lockOpenGoodsActivity(tx, k, id);
    return closeActivityTx(tx, id);
  });
  return (await k.out(db, [row]))[0]!;
};

/** One page of the kind's activities, newest first; `status` is the kind's wire status. */
export const goodsActivityList = <W>(
  db: Db,
  k: GoodsActivityAdmin<W>,
  p: { site_id?: number; status?: number; page: number; page_size: number },
): Promise<Paged<W>> => activityAdminPage(db, k.kind.kind, p, kindStatusWhere(k.kind, p.status, nowSeconds()), k.out);
