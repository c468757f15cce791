import { eq } from 'drizzle-orm';
import { nowSeconds } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import {
  checkShopActivity,
  closeActivityTx,
  insertActivitySkusTx,
  lockOpenActivity,
  replaceActivitySkusTx,
  statusOnSave,
  type ActivityRow,
  type ActivitySkuLine,
} from './engine.admin';
import type { PromotionKind } from './engine.kinds';
import { promotionActivity } from './engine.tables';

/**
 * The operator side of the kinds whose activity is a shop's list of SKUs of any of its goods (seckill, topic): the
 * SKUs must be of the shop, and the shop never changes on edit. A kind gives its messages, its wire shape and, per
 * save, its rules and SKU lines.
 */

/** A kind's operator refusals (message keys of its `*.messages.ts`; `{sku_id}` names the SKU refused). */
export interface ShopActivityMessages {
  time: string;
  shopNotExist: string;
  skuTwice: string;
  skuInvalid: string;
  notExist: string;
  closed: string;
}

/** What a kind of shop activity is to its operator endpoints. */
export interface ShopActivityAdmin<W> {
  kind: PromotionKind;
  messages: ShopActivityMessages;
  /** The operator's wire shape of saved activities. */
  out: (db: Db, rows: ActivityRow[]) => Promise<W[]>;
}

/** One save of a shop activity: the operator's fields, the kind's rules and lines, and its own check. */
export interface ShopActivitySave {
  name: string;
  start_time: number;
  end_time: number;
  remark?: string;
  goods: readonly { sku_id: number }[];
  rules: Record<string, unknown>;
  /** The SKU rows, given each SKU's goods. */
  lines: (goodsOf: Map<number, number>) => ActivitySkuLine[];
  /** A kind's own check between the shop and the SKUs (seckill: its slots are on record). */
  afterShop?: (tx: Db) => Promise<void>;
}

const checkSave = <W>(tx: Db, k: ShopActivityAdmin<W>, siteId: number, s: ShopActivitySave) =>
  checkShopActivity(
    tx,
    { site_id: siteId, start_time: s.start_time, end_time: s.end_time, goods: s.goods },
    k.messages,
    s.afterShop && (() => s.afterShop!(tx)),
  );

const lockOpen = <W>(tx: Db, k: ShopActivityAdmin<W>, id: number) =>
  lockOpenActivity(tx, k.kind.kind, id, { notExist: k.messages.notExist, closed: k.messages.closed });

/** Adds an activity of shop `siteId`. */
export const addShopActivity = async <W>(db: Db, k: ShopActivityAdmin<W>, siteId: number, s: ShopActivitySave): Promise<W> => {
  const row = await db.transaction(async (tx) => {
    const goodsOf = await checkSave(tx, k, siteId, s);
    const now = nowSeconds();
    const [a] = await tx
      .insert(promotionActivity)
      .values({
        kind: k.kind.kind,
        siteId,
        name: s.name,
        startTime: s.start_time,
        endTime: s.end_time,
        status: statusOnSave(s),
        rules: s.rules,
        remark: s.remark ?? '',
        createTime: now,
        modifyTime: now,
      })
      .returning();
    await insertActivitySkusTx(tx, a!, s.lines(goodsOf));
    return a!;
  });
  return (await k.out(db, [row]))[0]!;
};

/**
 * Changes an open activity. Its SKUs are matched by `sku_id`: a kept one gets the new price, stock and limit (its
 * sales stay), a new one is added, one left out is removed. The shop does not change.
 */
export const editShopActivity = async <W>(db: Db, k: ShopActivityAdmin<W>, id: number, s: ShopActivitySave): Promise<W> => {
  const row = await db.transaction(async (tx) => {
    const old = await lockOpen(tx, k, id);
    const goodsOf = await checkSave(tx, k, old.siteId, s);
    const [a] = await tx
      .update(promotionActivity)
      .set({
        name: s.name,
        startTime: s.start_time,
        endTime: s.end_time,
        status: statusOnSave(s),
        rules: s.rules,
        remark: s.remark ?? old.remark,
        modifyTime: nowSeconds(),
      })
      .where(eq(promotionActivity.activityId, old.activityId))
      .returning();
    await replaceActivitySkusTx(tx, old, s.lines(goodsOf));
    return a!;
  });
  return (await k.out(db, [row]))[0]!;
};

/** Closes an open activity. */
export const closeShopActivity = async <W>(db: Db, k: ShopActivityAdmin<W>, id: number): Promise<W> => {
  const row = await db.transaction(async (tx) => {
    await lockOpen(tx, k, id);
    return closeActivityTx(tx, id);
  });
  return (await k.out(db, [row]))[0]!;
};
