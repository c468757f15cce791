import { asc, eq, inArray } from 'drizzle-orm';
import { STORE_STATUS } from '@mall/contract';
import type { Db } from '../infra/db/client';
import { goods } from '../modules/goods';
import { shopDeliveryConfig } from '../modules/order';
import { shop } from '../modules/shop';
import { store } from '../modules/store';
import { SEED_TIME } from './plan';

/** The goods the demo sells as a virtual item (a code shown in the order, no delivery). */
export const DEMO_VIRTUAL_GOODS = ['传统手工绿豆糕'];

const yuan = (v: number) => Math.round(v * 100);

/**
 * Delivery settings of the demo shops (run after shops, stores and goods exist): express for every shop
 * (fees by piece or by weight), store pickup where the shop has stores, and local delivery for the first
 * shop around its own address (rings 3/5/10 km, ¥30 minimum, 09:00–21:00). Also marks the goods in
 * DEMO_VIRTUAL_GOODS virtual.
 */
export const seedDelivery = async (db: Db): Promise<void> => {
  const shops = await db
    .select({ siteId: shop.siteId, longitude: shop.longitude, latitude: shop.latitude })
    .from(shop)
    .orderBy(asc(shop.siteId));
  const withStores = new Set(
    (await db.selectDistinct({ siteId: store.siteId }).from(store).where(eq(store.status, STORE_STATUS.open))).map((r) => r.siteId),
  );
  const express = [
    { expressFeeType: 'piece', expressFirst: 1, expressFirstFee: yuan(8), expressAdditional: 1, expressAdditionalFee: yuan(2) },
    { expressFeeType: 'weight', expressFirst: 1000, expressFirstFee: yuan(10), expressAdditional: 1000, expressAdditionalFee: yuan(5) },
    { expressFeeType: 'piece', expressFirst: 2, expressFirstFee: yuan(6), expressAdditional: 1, expressAdditionalFee: yuan(1) },
    { expressFeeType: 'piece', expressFirst: 1, expressFirstFee: yuan(10), expressAdditional: 2, expressAdditionalFee: yuan(3) },
  ] as const;
  if (shops.length > 0) {
    await db.insert(shopDeliveryConfig).values(
      shops.map((s, i) => ({
        siteId: s.siteId,
        expressIsUse: 1,
        ...express[i % express.length]!,
        storeIsUse: withStores.has(s.siteId) ? 1 : 0,
        ...(i === 0
          ? {
              localIsUse: 1,
              localLongitude: s.longitude,
              localLatitude: s.latitude,
              localRings: [
                { distance_km: 3, fee: yuan(5) },
                { distance_km: 5, fee: yuan(8) },
                { distance_km: 10, fee: yuan(12) },
              ],
              localStartMoney: yuan(30),
              localTimeIsOpen: 1,
              localTimeType: 0,
              localTimeWeek: [0, 1, 2, 3, 4, 5, 6],
              localStartTime: 9 * 3600,
              localEndTime: 21 * 3600,
            }
          : {}),
        modifyTime: SEED_TIME,
      })),
    );
  }
  await db.update(goods).set({ isVirtual: 1 }).where(inArray(goods.goodsName, DEMO_VIRTUAL_GOODS));
};
