import { asc, desc, eq, sql } from 'drizzle-orm';
import { DIY_VIEW_SHOP_INDEX, STORE_STATUS, type DiyBlock, type DiyShopBlock } from '@mall/contract';
import type { Db } from '../infra/db/client';
import { diyView } from '../modules/content';
import { goods } from '../modules/goods';
import { shop, shopCategory, shopGoodsCategory, shopGroup } from '../modules/shop';
import { store } from '../modules/store';
import { website } from '../modules/website';
import { SHOPS } from './catalog';
import { SEED_TIME } from './plan';
import { STORES, storeImagePath } from './stores';
import { diyLink } from './diy';
import { rowsOf } from '../infra/db/rows';

/**
 * The shops side of the demo mall, run after shops and goods exist: city sub-sites (shops and their
 * goods join the city of the shop's address), shop main categories, in-shop category trees built from
 * each shop's goods (goods get `shop_category_id`), 2–3 physical stores per shop and a DIY home page
 * per shop. Deterministic; a fixed number of queries per shop.
 */

/** City sub-sites; `city` matches the city in a shop's full address. */
export const CITIES = [
  { city: '深圳市', title: '深圳站', pinyin: 'shenzhen', areaId: 440300, longitude: '114.057868', latitude: '22.543099' },
  { city: '上海市', title: '上海站', pinyin: 'shanghai', areaId: 310100, longitude: '121.473701', latitude: '31.230416' },
  { city: '杭州市', title: '杭州站', pinyin: 'hangzhou', areaId: 330100, longitude: '120.155070', latitude: '30.274084' },
] as const;

/** Shop main categories (street tabs) with their guarantee deposit in yuan; shops join by `categoryName`. */
export const SHOP_CATEGORIES = [
  { name: '综合', deposit: 50_000 },
  { name: '数码家电', deposit: 20_000 },
  { name: '服饰美妆', deposit: 10_000 },
  { name: '食品生鲜', deposit: 10_000 },
  { name: '家居生活', deposit: 5_000 },
] as const;

/** Shop levels (店铺等级) with their yearly fee in yuan; level-limited platform coupons name them. */
export const SHOP_GROUPS = [
  { name: '旗舰店', fee: 30_000, remark: '品牌官方旗舰店，平台重点扶持' },
  { name: '专营店', fee: 20_000, remark: '经营多个授权品牌的专营店' },
  { name: '普通店', fee: 5_000, remark: '个人或小微商家开设的店铺' },
] as const;
export type ShopGroupName = (typeof SHOP_GROUPS)[number]['name'];

/** The level of a demo shop: self-run and "…旗舰店" shops are flagship, "…专营店" specialty, the rest ordinary. */
export const shopGroupOf = (def: { name: string; isOwn: 0 | 1 }): ShopGroupName =>
  def.isOwn === 1 || def.name.endsWith('旗舰店') ? '旗舰店' : def.name.endsWith('专营店') ? '专营店' : '普通店';

/** City of an address ("广东省深圳市…" → "深圳市"). */
const cityOf = (fullAddress: string) => CITIES.find((c) => fullAddress.includes(c.city));

export const seedShops = async (db: Db): Promise<void> => {
  // Cities first: shops and their goods join the city of the shop's address.
  const cityIds = await db
    .insert(website)
    .values(
      CITIES.map((c, i) => ({
        siteAreaId: c.areaId,
        siteAreaName: c.city,
        title: c.title,
        pinyin: c.pinyin,
        longitude: c.longitude,
        latitude: c.latitude,
        status: 1,
        sort: i + 1,
        createTime: SEED_TIME,
      })),
    )
    .returning({ id: website.siteId });
  const categoryIds = await db
    .insert(shopCategory)
    .values(SHOP_CATEGORIES.map((c, i) => ({ categoryName: c.name, baozhengMoney: c.deposit * 100, sort: i + 1 })))
    .returning({ id: shopCategory.categoryId });

  const groupIds = await db
    .insert(shopGroup)
    .values(SHOP_GROUPS.map((g, i) => ({ groupName: g.name, fee: g.fee * 100, remark: g.remark, sort: i + 1, createTime: SEED_TIME })))
    .returning({ id: shopGroup.groupId });

  // Shops were inserted in catalogue order.
  const shops = await db.select({ id: shop.siteId, name: shop.siteName, banner: shop.banner }).from(shop).orderBy(asc(shop.siteId));
  const shopId = (i: number) => shops[i].id;
  for (const [i, def] of SHOPS.entries()) {
    if (!shops[i]) break;
    const city = cityOf(def.fullAddress);
    const cat = SHOP_CATEGORIES.findIndex((c) => c.name === def.categoryName);
    const level = shopGroupOf(def);
    const group = groupIds[SHOP_GROUPS.findIndex((g) => g.name === level)].id;
    await db
      .update(shop)
      .set({
        websiteId: city ? cityIds[CITIES.indexOf(city)].id : 0,
        categoryId: cat >= 0 ? categoryIds[cat].id : 0,
        groupId: group,
        // The self-run shop keeps its "平台自营" label; the others show their level.
        ...(def.isOwn === 1 ? {} : { levelName: level }),
      })
      .where(eq(shop.siteId, shopId(i)));
  }
  await db.execute(
    sql`update goods g set website_id = s.website_id from shop s where s.site_id = g.site_id and g.website_id <> s.website_id`,
  );

  // In-shop categories: a shop's top categories are the platform top categories of its goods, their
  // children the platform second-level ones; goods point at the second level.
  const pairs = await db.execute(sql`
    select distinct g.site_id, g.category_id_1 as c1, c1.category_name as n1, c1.sort as s1,
           g.category_id_2 as c2, c2.category_name as n2, c2.sort as s2
    from goods g
    join goods_category c1 on c1.category_id = g.category_id_1
    join goods_category c2 on c2.category_id = g.category_id_2
    order by g.site_id, s1, c1, s2, c2`);
  const rows = rowsOf<Row>(pairs);
  const tops = new Map<string, { siteId: number; c1: number; name: string; sort: number }>();
  for (const r of rows) {
    const key = `${r.site_id}:${r.c1}`;
    if (!tops.has(key)) tops.set(key, { siteId: Number(r.site_id), c1: Number(r.c1), name: String(r.n1), sort: Number(r.s1) });
  }
  const topList = [...tops.values()];
  if (topList.length > 0) {
    const topIds = await db
      .insert(shopGoodsCategory)
      .values(topList.map((t) => ({ siteId: t.siteId, pid: 0, level: 1, categoryName: t.name, sort: t.sort })))
      .returning({ id: shopGoodsCategory.categoryId });
    const topId = new Map(topList.map((t, k) => [`${t.siteId}:${t.c1}`, topIds[k].id]));
    const children = await db
      .insert(shopGoodsCategory)
      .values(
        rows.map((r) => ({
          siteId: Number(r.site_id),
          pid: topId.get(`${r.site_id}:${r.c1}`)!,
          level: 2,
          categoryName: String(r.n2),
          sort: Number(r.s2),
        })),
      )
      .returning({ id: shopGoodsCategory.categoryId });
    const values = rows.map((r, k) => `(${Number(r.site_id)}, ${Number(r.c2)}, ${children[k].id})`).join(',');
    await db.execute(sql`
      update goods g set shop_category_id = v.sc
      from (values ${sql.raw(values)}) as v(site_id, c2, sc)
      where g.site_id = v.site_id and g.category_id_2 = v.c2`);
  }

  await db.insert(store).values(
    STORES.filter((s) => shops[s.shop]).map((s) => ({
      siteId: shopId(s.shop),
      storeName: s.name,
      telphone: s.telphone,
      storeImage: storeImagePath(STORES.indexOf(s)),
      address: s.address,
      fullAddress: s.fullAddress,
      longitude: s.longitude,
      latitude: s.latitude,
      openDate: s.openDate,
      isPickup: 1,
      status: STORE_STATUS.open,
      isFrozen: 0,
      username: s.username,
      createTime: SEED_TIME,
    })),
  );

  // A DIY home page per shop: search, banner, shop card, stores, best sellers and newest goods.
  for (const s of shops) {
    const best = await db
      .select({ id: goods.goodsId })
      .from(goods)
      .where(eq(goods.siteId, s.id))
      .orderBy(desc(goods.saleNum), asc(goods.goodsId))
      .limit(6);
    const newest = await db
      .select({ id: goods.goodsId })
      .from(goods)
      .where(eq(goods.siteId, s.id))
      .orderBy(desc(goods.createTime), desc(goods.goodsId))
      .limit(4);
    const blocks: (DiyBlock | DiyShopBlock)[] = [
      { id: 'shop-search', controller: 'ShopSearch', placeholder: '搜索店内商品', 'en-us': { placeholder: 'Search this shop' } },
      {
        id: 'shop-banner',
        controller: 'ImageAds',
        list: [{ imageUrl: s.banner, link: diyLink(`/otherpages/shop/list/list?site_id=${s.id}`) }],
      },
      { id: 'shop-info', controller: 'ShopInfo' },
      { id: 'shop-store', controller: 'ShopStore', addon_name: 'store', count: 3 },
    ];
    if (best.length > 0) {
      blocks.push({
        id: 'shop-best',
        controller: 'GoodsList',
        title: '店铺热卖',
        'en-us': { title: 'Best sellers' },
        sources: 'diy',
        categoryId: 0,
        goodsId: best.map((g) => g.id),
        goodsCount: best.length,
      });
    }
    if (newest.length > 0) {
      blocks.push({
        id: 'shop-new',
        controller: 'GoodsList',
        title: '新品上架',
        'en-us': { title: 'New arrivals' },
        sources: 'diy',
        categoryId: 0,
        goodsId: newest.map((g) => g.id),
        goodsCount: newest.length,
      });
    }
    await db
      .insert(diyView)
      .values({
        siteId: s.id,
        name: DIY_VIEW_SHOP_INDEX,
        title: s.name,
        value: { global: { title: s.name, bgColor: '#f5f5f5' }, value: blocks },
        createTime: SEED_TIME,
        modifyTime: SEED_TIME,
      })
      .onConflictDoNothing();
  }
};

interface Row {
  site_id: number | string;
  c1: number | string;
  n1: string;
  s1: number | string;
  c2: number | string;
  n2: string;
  s2: number | string;
}
