import { inArray, sql } from 'drizzle-orm';
import { ADDON_KEYS, DIY_VIEW_GOODS_CATEGORY, DIY_VIEW_INDEX, type AddonKey, type DiyBlock, type DiyView } from '@mall/contract';
import type { AppConfig } from '../config';
import type { Database, Db } from '../infra/db/client';
import { addon, setting } from '../modules/config';
import { diyView } from '../modules/content';
import { goods, goodsCategory, goodsSku, syncGoodsFromSkus } from '../modules/goods';
import { shop } from '../modules/shop';
import { GOODS } from './catalog';
import { DEFAULT_SIZES, ICON_SIZES, defaultArt, iconArt, writeImages, type DefaultKind, type ImageJob } from './images';
import { bannerJobs, goodsIndexByLabel, planCategories, planGoods, planShops, SEED_TIME } from './plan';
import { seedMembers } from './members';

export interface SeedOptions {
  /** Generate the picture files into config.uploadDir (tests skip this; paths are stored either way). */
  images: boolean;
  /** How many goods (default: config.seedGoods, else the catalogue, 49). Extra goods reuse the pictures. */
  goods?: number;
}

export interface SeedReport {
  goods: number;
  skus: number;
  images: number;
  ms: number;
}

/** Add-ons that exist in this build (the rest are listed with status 0 until they are built). */
const BUILT_ADDONS: ReadonlySet<AddonKey> = new Set<AddonKey>(['memberregister', 'membercancel']);

const ADDON_TITLES: Record<AddonKey, string> = {
  bundling: '组合套餐', coupon: '优惠券', discount: '限时折扣', fenxiao: '分销', gift: '礼品兑换', groupbuy: '团购',
  manjian: '满减', memberconsume: '消费奖励', memberrecharge: '会员充值', memberregister: '注册有礼',
  membersignin: '会员签到', memberwithdraw: '会员提现', pintuan: '拼团', pointexchange: '积分兑换', seckill: '秒杀',
  store: '门店', topic: '专题活动', bargain: '砍价', membercancel: '会员注销', servicer: '客服',
};

const DEFAULT_KINDS: DefaultKind[] = ['goods', 'head', 'shop', 'category', 'city', 'supply', 'store', 'brand'];
const defaultImgKey = (k: DefaultKind) => (k === 'head' ? 'default_headimg' : `default_${k}_img`);

/** Home icon navigation: title, category (by name), motif and colour of the icon. */
const NAV = [
  { title: '手机', category: '手机通讯', motif: 'phone', colour: '#ff6b57' },
  { title: '耳机', category: '蓝牙耳机', motif: 'headphones', colour: '#4e8cff' },
  { title: '智能穿戴', category: '智能设备', motif: 'watch', colour: '#7b61ff' },
  { title: '男装', category: '男装', motif: 'shirt', colour: '#2fb6a4' },
  { title: '女装', category: '女装', motif: 'dress', colour: '#ff7aa8' },
  { title: '鞋靴', category: '鞋靴', motif: 'shoe', colour: '#ff9f2e' },
  { title: '美妆', category: '美妆个护', motif: 'lipstick', colour: '#e8508a' },
  { title: '零食', category: '休闲零食', motif: 'cookie', colour: '#f2b134' },
  { title: '水果', category: '新鲜水果', motif: 'apple', colour: '#5cbf4e' },
  { title: '家电', category: '厨房电器', motif: 'cooker', colour: '#3fa7e0' },
] as const;

const RECOMMENDED_LABELS = ['X5 5G', 'PRO ANC', 'COTTON', 'FLORAL', 'VELVET', 'DAILY NUTS', 'ORANGE', 'AIR FRYER'];

const chunks = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

/**
 * Seeds the demo mall when the database has no goods yet: settings and add-on flags, shops, the
 * category tree, goods with SKUs, the DIY home page, then the member side (`seedMembers`). One
 * transaction; the pictures are drawn meanwhile. Returns null when there was nothing to do.
 */
export const seedIfEmpty = async (
  database: Database,
  config: AppConfig,
  opts: SeedOptions = { images: true },
): Promise<SeedReport | null> => {
  const started = Date.now();
  const db = database.db;
  if ((await db.select({ id: goods.goodsId }).from(goods).limit(1)).length > 0) return null;

  const count = Math.max(1, Math.trunc(opts.goods ?? config.seedGoods ?? GOODS.length));
  const categories = planCategories();
  const shops = planShops();
  const goodsPlan = planGoods(count);
  const banners = bannerJobs();
  const icons: ImageJob[] = NAV.map((n, k) => ({ stored: `upload/diy/nav_${k + 1}.png`, art: iconArt(n.motif, n.colour), sizes: ICON_SIZES }));
  const defaults: ImageJob[] = DEFAULT_KINDS.map((k) => ({ stored: `upload/default/${k}.png`, art: defaultArt(k), sizes: DEFAULT_SIZES }));

  // Pictures are drawn on sharp's threads while the rows go in.
  const jobs = [...defaults, ...shops.images, ...categories.images, ...banners.map((b) => b.job), ...icons, ...goodsPlan.images];
  const drawing: Promise<number | Error> = opts.images
    ? writeImages(config.uploadDir, jobs).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e))))
    : Promise.resolve(0);

  let skuCount = 0;
  const seeded = await db.transaction(async (tx) => {
    // Two processes starting on one empty database: the second waits here, then finds the goods.
    await tx.execute(sql`select pg_advisory_xact_lock(7242001)`);
    if ((await tx.select({ id: goods.goodsId }).from(goods).limit(1)).length > 0) return false;
    const t = tx as unknown as Db;

    await seedSettings(t);

    const shopIds = (await t.insert(shop).values(shops.rows).returning({ id: shop.siteId })).map((r) => r.id);

    // Categories level by level, so children know their parent's id; then each row's own path column.
    const catId = new Map<number, number>();
    const catByName = new Map<string, { id: number; path: [number, number, number] }>();
    for (const level of [1, 2, 3] as const) {
      const rows = categories.rows.filter((c) => c.level === level);
      const inserted = await t
        .insert(goodsCategory)
        .values(
          rows.map((c) => {
            const parent = c.parentKey ? catByName.get(categories.rows[c.parentKey - 1].name)! : null;
            return {
              pid: parent?.id ?? 0,
              level: c.level,
              categoryName: c.name,
              shortName: c.short,
              image: c.image,
              imageAdv: c.imageAdv,
              sort: c.sort,
              isShow: 1,
              categoryId1: parent?.path[0] ?? 0,
              categoryId2: parent?.path[1] ?? 0,
              categoryId3: 0,
            };
          }),
        )
        .returning({ id: goodsCategory.categoryId });
      rows.forEach((c, k) => {
        const id = inserted[k].id;
        catId.set(c.key, id);
        const parent = c.parentKey ? catByName.get(categories.rows[c.parentKey - 1].name)!.path : ([0, 0, 0] as const);
        const path: [number, number, number] = [parent[0], parent[1], parent[2]];
        path[level - 1] = id;
        catByName.set(c.name, { id, path });
      });
    }
    await t.execute(sql`
      update goods_category set
        category_id_1 = case when level = 1 then category_id else category_id_1 end,
        category_id_2 = case when level = 2 then category_id else category_id_2 end,
        category_id_3 = case when level = 3 then category_id else category_id_3 end
      where category_id in ${sql.raw(`(${[...catId.values()].join(',')})`)}`);

    // Goods, then their SKUs, then the list fields the goods keep from their default SKU.
    const goodsIds: number[] = [];
    for (const batch of chunks(goodsPlan.goods, 200)) {
      const inserted = await t
        .insert(goods)
        .values(
          batch.map((g) => {
            const c = catByName.get(g.category);
            if (!c) throw new Error(`seed: unknown category ${g.category}`);
            return {
              ...g.row,
              siteId: shopIds[g.shop],
              isOwn: shops.rows[g.shop].isOwn,
              categoryId: c.id,
              categoryId1: c.path[0],
              categoryId2: c.path[1],
              categoryId3: c.path[2],
              goodsState: 1,
              verifyState: 1,
            };
          }),
        )
        .returning({ id: goods.goodsId });
      goodsIds.push(...inserted.map((r) => r.id));
    }
    const skuRows = goodsPlan.goods.flatMap((g, i) => g.skus.map((s) => ({ ...s, goodsId: goodsIds[i], siteId: shopIds[g.shop] })));
    skuCount = skuRows.length;
    for (const batch of chunks(skuRows, 500)) await t.insert(goodsSku).values(batch);
    for (const ids of chunks(goodsIds, 1000)) await syncGoodsFromSkus(t, ids);

    // Shop sales follow the goods sold.
    await t.execute(sql`
      update shop s set shop_sales = coalesce((select sum(g.sale_num) from goods g where g.site_id = s.site_id), 0)
      where s.site_id in ${sql.raw(`(${shopIds.join(',')})`)}`);

    await seedDiy(t, {
      goodsIds,
      categoryId: (name) => catByName.get(name)!.id,
      banners: banners.map((b) => ({ goodsIndex: b.index, image: b.stored })),
      icons: icons.map((i) => i.stored),
    });

    await seedMembers(t);
    return true;
  });

  const drawn = await drawing;
  if (drawn instanceof Error) throw drawn;
  if (!seeded) return null;
  return { goods: count, skus: skuCount, images: drawn, ms: Date.now() - started };
};

const seedSettings = async (db: Db) => {
  const row = (configKey: string, value: unknown, configDesc: string) => ({
    configKey,
    value,
    isUse: 1,
    configDesc,
    createTime: SEED_TIME,
    modifyTime: SEED_TIME,
  });
  await db
    .insert(setting)
    .values([
      row('STYLE_THEME', { style_theme: 'default' }, '商城风格'),
      row('DEFAULT_IMG', Object.fromEntries(DEFAULT_KINDS.map((k) => [defaultImgKey(k), `upload/default/${k}.png`])), '默认图片'),
      row(
        'DIY_BOTTOM_NAV',
        {
          type: 1,
          backgroundColor: '#ffffff',
          textColor: '#333333',
          // Empty: the selected tab follows the theme colour.
          textHoverColor: '',
          list: [
            { text: '首页', iconClass: 'home', link: { wap_url: '/pages/index/index/index' } },
            { text: '分类', iconClass: 'category', link: { wap_url: '/pages/goods/category/category' } },
            { text: '购物车', iconClass: 'cart', link: { wap_url: '/pages/goods/cart/cart' } },
            { text: '我的', iconClass: 'member', link: { wap_url: '/pages/member/index/index' } },
          ],
        },
        '底部导航',
      ),
    ])
    .onConflictDoNothing();
  await db
    .insert(addon)
    .values(ADDON_KEYS.map((name, k) => ({ name, title: ADDON_TITLES[name], status: BUILT_ADDONS.has(name) ? 1 : 0, sort: k + 1 })))
    .onConflictDoNothing();
};

interface DiyInput {
  goodsIds: number[];
  categoryId(name: string): number;
  banners: { goodsIndex: number; image: string }[];
  icons: string[];
}

const seedDiy = async (db: Db, input: DiyInput) => {
  // Links name SKUs: the default SKU of each linked goods.
  const linkedIndexes = [...input.banners.map((b) => b.goodsIndex), goodsIndexByLabel('X5 5G'), goodsIndexByLabel('ORANGE'), goodsIndexByLabel('STORAGE')];
  const linkedIds = linkedIndexes.map((i) => input.goodsIds[i]);
  const skuOf = new Map(
    (await db.select({ g: goods.goodsId, s: goods.skuId }).from(goods).where(inArray(goods.goodsId, linkedIds))).map((r) => [r.g, r.s]),
  );
  const detail = (index: number) => ({ url: `/pages/goods/detail/detail?sku_id=${skuOf.get(input.goodsIds[index])}` });
  const list = (category: string) => ({ url: `/pages/goods/list/list?category_id=${input.categoryId(category)}` });

  const blocks: DiyBlock[] = [
    { id: 'search-1', controller: 'Search', placeholder: '搜索商品' },
    { id: 'banner-1', controller: 'ImageAds', list: input.banners.map((b) => ({ imageUrl: b.image, link: detail(b.goodsIndex) })) },
    { id: 'nav-1', controller: 'GraphicNav', list: NAV.map((n, k) => ({ imageUrl: input.icons[k], title: n.title, link: list(n.category) })) },
    {
      id: 'notice-1',
      controller: 'Notice',
      list: [
        { title: '星耀 X5 5G智能手机现已上架', link: detail(goodsIndexByLabel('X5 5G')) },
        { title: '赣南脐橙产地直发，每人限购10件', link: detail(goodsIndexByLabel('ORANGE')) },
        { title: '加厚透明收纳箱2个起售，整理换季衣物正当时', link: detail(goodsIndexByLabel('STORAGE')) },
      ],
    },
    {
      id: 'goods-1',
      controller: 'GoodsList',
      title: '推荐商品',
      sources: 'ids',
      category_id: 0,
      goods_ids: RECOMMENDED_LABELS.map((l) => input.goodsIds[goodsIndexByLabel(l)]),
      goods_count: RECOMMENDED_LABELS.length,
    },
    { id: 'goods-2', controller: 'GoodsList', title: '手机数码', sources: 'category', category_id: input.categoryId('手机数码'), goods_ids: [], goods_count: 6 },
    { id: 'goods-3', controller: 'GoodsList', title: '食品生鲜', sources: 'category', category_id: input.categoryId('食品生鲜'), goods_ids: [], goods_count: 6 },
  ];
  const pages: Omit<DiyView, 'id'>[] = [
    { site_id: 0, name: DIY_VIEW_INDEX, title: '首页', value: { global: { title: '首页', bgColor: '#f5f5f5' }, value: blocks } },
    {
      site_id: 0,
      name: DIY_VIEW_GOODS_CATEGORY,
      title: '商品分类',
      value: { global: { title: '商品分类', bgColor: '#ffffff' }, value: [{ id: 'category-1', controller: 'GoodsCategory', level: 3 }] },
    },
  ];
  await db
    .insert(diyView)
    .values(pages.map((p) => ({ siteId: p.site_id, name: p.name, title: p.title, value: p.value, createTime: SEED_TIME, modifyTime: SEED_TIME })))
    .onConflictDoNothing();
};

