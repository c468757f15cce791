// What a checkout reads of the database, behind one interface: read directly (one checkout), or preloaded for a
// batch of checkouts of one activity line (`order.rush.ts`), so the pricing code is the same for both.
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { inIds } from '../../infra/db/in-ids';
import { defaultCheckoutAddresses, memberAddressForCheckout, type CheckoutAddress } from '../address';
import { nowSeconds, type MemberPlatformCoupon } from '@mall/contract';
import { usablePlatformCouponsOf } from '../coupon';
import { goods, goodsSku, skuPriceAt } from '../goods';
import { member, memberLevel } from '../member';
import { shop } from '../shop';
import { deliveryConfigs, pickupStores, type DeliveryConfig, type PickupStore } from './order.delivery';
import { OrderStatus } from './order.state';
import { order, orderGoods } from './order.tables';

/** What a line needs of its SKU, goods and shop; the price is the one it sells at now (a limited discount inside its window). */
export const lineColumns = () => ({
  skuId: goodsSku.skuId,
  goodsId: goodsSku.goodsId,
  siteId: goods.siteId,
  skuName: goodsSku.skuName,
  skuNo: goodsSku.skuNo,
  skuSpec: goodsSku.skuSpecFormat,
  price: skuPriceAt(nowSeconds()),
  stock: goodsSku.stock,
  skuImage: goodsSku.skuImage,
  weight: goodsSku.weight,
  goodsName: goods.goodsName,
  unit: goods.unit,
  goodsState: goods.goodsState,
  verifyState: goods.verifyState,
  isDelete: goods.isDelete,
  isVirtual: goods.isVirtual,
  isFreeShipping: goods.isFreeShipping,
  minBuy: goods.minBuy,
  maxBuy: goods.maxBuy,
  shopStatus: shop.shopStatus,
  siteName: shop.siteName,
  websiteId: shop.websiteId,
});

/** The SKUs with their goods and shop, as a checkout line needs them. */
export const lineRows = (db: Db, skuIds: number[]) =>
  db
    .select(lineColumns())
    .from(goodsSku)
    .innerJoin(goods, eq(goods.goodsId, goodsSku.goodsId))
    .innerJoin(shop, eq(shop.siteId, goods.siteId))
    .where(inArray(goodsSku.skuId, skuIds));

export type LineRow = Awaited<ReturnType<typeof lineRows>>[number];

/** The member's account as a checkout prices it, with the level's goods discount (percent). */
export interface CheckoutAccountRow {
  balance: number;
  balanceMoney: number;
  payPassword: string;
  mobile: string | null;
  nickname: string;
  discount: number;
}

export interface CheckoutReader {
  /** The account; locked (`for update`) when `lock`, which serialises a member's creates. */
  account(memberId: number, lock: boolean): Promise<CheckoutAccountRow | undefined>;
  /** The SKUs with their goods and shop. */
  skuRows(skuIds: number[]): Promise<LineRow[]>;
  /** Units of each goods the member bought over orders that were not closed. */
  goodsBought(memberId: number, goodsIds: number[]): Promise<Map<number, number>>;
  /** Units of the goods the member bought through the activity (of `kind`), over orders that were not closed. */
  promotionBought(memberId: number, kind: string, activityId: number, goodsId: number): Promise<number>;
  /** The address `addressId` if it is the member's, else (no id) the default one. */
  address(memberId: number, addressId?: number): Promise<CheckoutAddress | null>;
  deliveryConfigs(siteIds: number[]): Promise<Map<number, DeliveryConfig>>;
  /** The shops' pickup stores, nearest first when the buyer's position is known. */
  pickupStores(siteIds: number[], pos: { latitude?: number; longitude?: number }): Promise<Map<number, PickupStore[]>>;
  /** The member's unused, unexpired platform coupons, money desc. */
  platformCoupons(memberId: number): Promise<MemberPlatformCoupon[]>;
}

const accountQuery = (db: Db) =>
  db
    .select({
      memberId: member.memberId,
      balance: member.balance,
      balanceMoney: member.balanceMoney,
      payPassword: member.payPassword,
      mobile: member.mobile,
      nickname: member.nickname,
      discount: sql<number>`coalesce((select ${memberLevel.consumeDiscount} from ${memberLevel} where ${memberLevel.levelId} = ${member.memberLevel}), 100)`,
    })
    .from(member);

/** Members' bought units of activity `activityId` (of `kind`) and goods `goodsId`, by member. */
const promotionBoughtOf = async (db: Db, memberIds: readonly number[], kind: string, activityId: number, goodsId: number) => {
  const rows = await db
    .select({ memberId: order.memberId, n: sql<number>`coalesce(sum(${orderGoods.num}), 0)::int` })
    .from(orderGoods)
    .innerJoin(order, eq(order.orderId, orderGoods.orderId))
    .where(
      and(
        inIds(order.memberId, memberIds),
        eq(order.promotionType, kind),
        eq(order.promotionId, activityId),
        ne(order.orderStatus, OrderStatus.CLOSED),
        eq(orderGoods.goodsId, goodsId),
      ),
    )
    .groupBy(order.memberId);
  return new Map(rows.map((r) => [r.memberId, Number(r.n)]));
};

/** Members' bought units of the goods `goodsIds`, by member then goods. */
const goodsBoughtOf = async (db: Db, memberIds: readonly number[], goodsIds: number[]) => {
  const rows = await db
    .select({ memberId: orderGoods.memberId, goodsId: orderGoods.goodsId, n: sql<number>`coalesce(sum(${orderGoods.num}), 0)::int` })
    .from(orderGoods)
    .innerJoin(order, eq(order.orderId, orderGoods.orderId))
    .where(and(inIds(orderGoods.memberId, memberIds), inArray(orderGoods.goodsId, goodsIds), ne(order.orderStatus, OrderStatus.CLOSED)))
    .groupBy(orderGoods.memberId, orderGoods.goodsId);
  const out = new Map<number, Map<number, number>>();
  for (const r of rows) {
    const m = out.get(r.memberId) ?? new Map<number, number>();
    m.set(r.goodsId, Number(r.n));
    out.set(r.memberId, m);
  }
  return out;
};

/** Reads each fact when asked, one query each (a single checkout). */
export const directReader = (db: Db): CheckoutReader => ({
  account: async (memberId, lock) => {
    const q = accountQuery(db).where(eq(member.memberId, memberId));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },
  skuRows: (skuIds) => lineRows(db, skuIds),
  goodsBought: async (memberId, goodsIds) => (await goodsBoughtOf(db, [memberId], goodsIds)).get(memberId) ?? new Map(),
  promotionBought: async (memberId, kind, activityId, goodsId) =>
    (await promotionBoughtOf(db, [memberId], kind, activityId, goodsId)).get(memberId) ?? 0,
  address: (memberId, addressId) => memberAddressForCheckout(db, memberId, addressId),
  deliveryConfigs: (siteIds) => deliveryConfigs(db, siteIds),
  pickupStores: (siteIds, pos) => pickupStores(db, siteIds, pos),
  platformCoupons: async (memberId) => (await usablePlatformCouponsOf(db, [memberId])).get(memberId) ?? [],
});

/** One activity line every checkout of a batch buys. */
export interface BatchLine {
  kind: string;
  activityId: number;
  skuId: number;
  goodsId: number;
  siteId: number;
  /** The activity's per-member limit (0 = none): past purchases are read only with one. */
  maxBuy: number;
}

/**
 * Reads what a batch of checkouts of one activity line needs, for all its members at once (their accounts
 * locked in id order, so two batches cannot deadlock): at most eight queries, whatever the batch's size. A fact not
 * preloaded (a chosen address, another goods) is read directly. `bought` counts units the batch itself sells,
 * so a member's later checkout in the batch sees the earlier ones.
 */
export const preloadBatch = async (
  db: Db,
  memberIds: readonly number[],
  line: BatchLine,
): Promise<{ reader: CheckoutReader; sold(memberId: number, num: number): void }> => {
  const direct = directReader(db);
  const ids = [...new Set(memberIds)].sort((a, b) => a - b);
  const siteId = line.siteId;
  // Accounts first: their locks serialise the batch with every other checkout of these members.
  const accountRows = await accountQuery(db).where(inIds(member.memberId, ids)).orderBy(member.memberId).for('update');
  const skuRows = await lineRows(db, [line.skuId]);
  const goodsBought = skuRows.some((r) => r.maxBuy > 0)
    ? await goodsBoughtOf(db, ids, [line.goodsId])
    : new Map<number, Map<number, number>>();
  const promotionBought =
    line.maxBuy > 0 ? await promotionBoughtOf(db, ids, line.kind, line.activityId, line.goodsId) : new Map<number, number>();
  const addresses = await defaultCheckoutAddresses(db, ids);
  const configs = await deliveryConfigs(db, [siteId]);
  const stores = configs.get(siteId)?.store.isUse ? await pickupStores(db, [siteId], {}) : new Map<number, PickupStore[]>();
  const coupons = await usablePlatformCouponsOf(db, ids);
  const accounts = new Map(accountRows.map((a) => [a.memberId, a]));
  const reader: CheckoutReader = {
    account: (memberId, lock) => (accounts.has(memberId) ? Promise.resolve(accounts.get(memberId)) : direct.account(memberId, lock)),
    skuRows: (skuIds) => (skuIds.length === 1 && skuIds[0] === line.skuId ? Promise.resolve(skuRows) : direct.skuRows(skuIds)),
    goodsBought: (memberId, goodsIds) =>
      goodsIds.every((g) => g === line.goodsId)
        ? Promise.resolve(new Map(goodsBought.get(memberId) ?? []))
        : direct.goodsBought(memberId, goodsIds),
    promotionBought: (memberId, kind, activityId, goodsId) =>
      kind === line.kind && activityId === line.activityId && goodsId === line.goodsId
        ? Promise.resolve(promotionBought.get(memberId) ?? 0)
        : direct.promotionBought(memberId, kind, activityId, goodsId),
    address: (memberId, addressId) =>
      addressId === undefined ? Promise.resolve(addresses.get(memberId) ?? null) : direct.address(memberId, addressId),
    deliveryConfigs: (siteIds) =>
      siteIds.length === 1 && siteIds[0] === siteId ? Promise.resolve(configs) : direct.deliveryConfigs(siteIds),
    pickupStores: (siteIds, pos) =>
      siteIds.length === 1 && siteIds[0] === siteId && pos.latitude === undefined && pos.longitude === undefined
        ? Promise.resolve(stores)
        : direct.pickupStores(siteIds, pos),
    platformCoupons: (memberId) => Promise.resolve(coupons.get(memberId) ?? []),
  };
  const sold = (memberId: number, num: number) => {
    promotionBought.set(memberId, (promotionBought.get(memberId) ?? 0) + num);
    const g = goodsBought.get(memberId) ?? new Map<number, number>();
    g.set(line.goodsId, (g.get(line.goodsId) ?? 0) + num);
    goodsBought.set(memberId, g);
  };
  return { reader, sold };
};
