import { eq } from 'drizzle-orm';
import { ADDRESS_TYPES } from '@mall/contract';
import type { Db } from '../infra/db/client';
import { memberAddress } from '../modules/address';
import { goods, goodsSku } from '../modules/goods';
import { member } from '../modules/member';
import { createTestBuyer, createTestShop } from '../modules/order/testing';
import { promotionActivitySku } from '../modules/promotion';
import type { Params, TestApi } from './harness';

/** What every endpoint answers. */
export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}

/**
 * The helpers the promotion API tests share over a running test API (`getApi`, set in `beforeAll`): an operator
 * caller of `/admin/api/<addon>/…` and buyers with tokens. `prefix` keeps the usernames of one test file apart.
 */
export const promotionTestKit = (getApi: () => TestApi, o: { adminKey: string; addon: string; prefix: string }) => {
  let seq = 0;
  const db = () => getApi().database.db;

  /** An operator call (x-admin-key, form-encoded) with its whole envelope. */
  const admin = async <T>(path: string, params: Params): Promise<Envelope<T>> => {
    const res = await fetch(`${getApi().url}/admin/api/${o.addon}/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-admin-key': o.adminKey },
      body: new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString(),
    });
    return (await res.json()) as Envelope<T>;
  };

  /** A buyer with a default address and a token. */
  const newBuyer = async () => {
    const id = await createTestBuyer(db(), `${o.prefix}_${process.pid}_${++seq}`);
    return { id, token: getApi().deps.tokens.issue(id, 0) };
  };

  /** Many buyers at once (rows written directly: hashing passwords for each would only slow the test). */
  const manyBuyers = async (n: number) => {
    const rows = await db()
      .insert(member)
      .values(Array.from({ length: n }, (_, i) => ({ username: `${o.prefix}m_${process.pid}_${++seq}_${i}`, nickname: `买家${i}` })))
      .returning({ id: member.memberId });
    await db()
      .insert(memberAddress)
      .values(
        rows.map((r) => ({
          memberId: r.id,
          name: '李四',
          mobile: '13912345678',
          address: '科技园路2号',
          fullAddress: '广东省 深圳市 南山区',
          isDefault: 1,
          type: ADDRESS_TYPES.located,
          longitude: '113.950000',
          latitude: '22.540000',
        })),
      );
    return rows.map((r) => ({ id: r.id, token: getApi().deps.tokens.issue(r.id, 0) }));
  };

  return { admin, newBuyer, manyBuyers };
};

/**
 * A goods of `siteId` (a fresh shop named `shopName` when missing) with one SKU per spec (`<goodsName> <spec>`, the
 * first the default) at `price` fen (or `prices[i]` for the i-th) and `stock` units each. With `specFormat` the
 * specs are the values of one dimension (颜色) in the goods and SKU spec formats, so details draw a picker.
 */
export const newTestGoods = async (
  db: Db,
  o: {
    shopName: string;
    goodsName: string;
    siteId?: number;
    price?: number;
    prices?: readonly number[];
    stock?: number;
    specs?: readonly string[];
    specFormat?: boolean;
  },
) => {
  const price = o.price ?? 10_000;
  const specs = o.specs ?? ['标准'];
  const siteId = o.siteId ?? (await createTestShop(db, o.shopName));
  const value = (spec: string, i: number) => ({ spec_id: 1, spec_name: '颜色', spec_value_id: i + 1, spec_value_name: spec });
  const goodsSpecFormat = o.specFormat
    ? [{ spec_id: 1, spec_name: '颜色', value: specs.map((spec, i) => ({ ...value(spec, i), image: '' })) }]
    : [];
  const [g] = await db
    .insert(goods)
    .values({ siteId, goodsName: o.goodsName, price, discountPrice: price, goodsSpecFormat })
    .returning({ id: goods.goodsId });
  const skus = await db
    .insert(goodsSku)
    .values(
      specs.map((spec, i) => ({
        goodsId: g!.id,
        siteId,
        skuName: `${o.goodsName} ${spec}`,
        price: o.prices?.[i] ?? price,
        discountPrice: o.prices?.[i] ?? price,
        skuSpecFormat: o.specFormat ? [value(spec, i)] : [],
        stock: o.stock ?? 1000,
        isDefault: i === 0 ? 1 : 0,
      })),
    )
    .returning({ id: goodsSku.skuId });
  await db.update(goods).set({ skuId: skus[0]!.id }).where(eq(goods.goodsId, g!.id));
  return { siteId, goodsId: g!.id, skuId: skus[0]!.id, skuIds: skus.map((k) => k.id) };
};

/** The activity SKU row `rowId` as stored (stock, sales …). */
export const activitySkuOf = async (db: Db, rowId: number) =>
  (await db.select().from(promotionActivitySku).where(eq(promotionActivitySku.id, rowId)))[0]!;

/** The goods stock of a SKU. */
export const goodsStockOf = async (db: Db, skuId: number) =>
  (await db.select({ s: goodsSku.stock }).from(goodsSku).where(eq(goodsSku.skuId, skuId)))[0]!.s;
