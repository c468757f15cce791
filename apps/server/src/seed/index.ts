import { eq, sql } from 'drizzle-orm';
import { GOODS_STATE, GOODS_VERIFY_STATE, ADDON_KEYS, type AddonKey } from '@mall/contract';
import type { AppConfig } from '../config';
import type { Database, Db } from '../infra/db/client';
import { addon, setting } from '../modules/settings';
import { goods, goodsCategory, goodsSku, syncGoodsFromSkus } from '../modules/goods';
import { shop } from '../modules/shop';
import { GOODS } from './catalog';
import { DEFAULT_SIZES, defaultArt, writeImages, type DefaultKind, type ImageJob } from './images';
import { bannerJobs, planCategories, planGoods, planShops, SEED_TIME } from './plan';
import { seedMembers } from './members';
import { seedLevelsAndSignin } from './signin';
import { bulkInsert, dropSecondaryIndexes } from './bulk';
import { seedBrandsAndAttributes, seedGoodsAttrIndex, seedSearchWords } from './goods-extras';
import { seedShops } from './shops';
import { seedContent } from './content';
import { BRAND_FILM, diyImageJobs, diyLink, seedDiy, tabIconPaths, writeDiyMedia } from './diy';
import { seedDetail } from './detail';
import { seedCoupons } from './coupons';
import { seedRegions } from './regions';
import { seedVerifiers } from './verify';
import { seedDelivery } from './delivery';
import { seedWithdraw } from './withdraw';
import { seedRecharge } from './recharge';
import { seedDiscount } from './discount';
import { seedSeckill } from './seckill';
import { seedGroupbuy } from './groupbuy';
import { seedPintuan } from './pintuan';
import { pointexchangeImageJobs, seedPointexchange } from './pointexchange';
import { seedTopics } from './topic';
import { presaleImageJobs, seedPresale } from './presale';
import { seedWholesale } from './wholesale';
import { seedGames } from './game';
import { seedBargain } from './bargain';

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
const BUILT_ADDONS: ReadonlySet<AddonKey> = new Set<AddonKey>([
  'memberregister',
  'membercancel',
  'membersignin',
  'manjian',
  'bundling',
  'coupon',
  'platformcoupon',
  'store',
  'city',
  'notes',
  'memberwithdraw',
  'memberrecharge',
  'memberconsume',
  'pointexchange',
  'gift',
  'seckill',
  'groupbuy',
  'pintuan',
  'turntable',
  'egg',
  'cards',
  'topic',
  'discount',
  'presale',
  'wholesale',
  'bargain',
]);

const ADDON_TITLES: Record<AddonKey, string> = {
  bundling: '组合套餐',
  coupon: '优惠券',
  discount: '限时折扣',
  fenxiao: '分销',
  gift: '礼品兑换',
  groupbuy: '团购',
  manjian: '满减',
  memberconsume: '消费奖励',
  memberrecharge: '会员充值',
  memberregister: '注册有礼',
  membersignin: '会员签到',
  memberwithdraw: '会员提现',
  pintuan: '拼团',
  pointexchange: '积分兑换',
  seckill: '秒杀',
  store: '门店',
  topic: '专题活动',
  bargain: '砍价',
  membercancel: '会员注销',
  servicer: '客服',
  platformcoupon: '平台优惠券',
  city: '城市分站',
  notes: '店铺笔记',
  live: '小程序直播',
  wholesale: '批发',
  cards: '刮刮乐',
  egg: '砸金蛋',
  turntable: '幸运抽奖',
  presale: '预售',
};

const DEFAULT_KINDS: DefaultKind[] = ['goods', 'head', 'shop', 'category', 'city', 'supply', 'store', 'brand'];
const defaultImgKey = (k: DefaultKind) => (k === 'head' ? 'default_headimg' : `default_${k}_img`);

const chunks = <T>(list: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) => list.slice(i * size, i * size + size));

/**
 * Seeds the demo mall when the database has no goods yet: settings and add-on flags, shops, the
 * category tree, goods with SKUs, the DIY home page, then the member side (`seedMembers`). One
 * transaction; the pictures are drawn meanwhile. Returns null when there was nothing to do.
 */
/**
 * Planner statistics for a catalogue that has none: goods loaded by other means, or a seed stopped after its
 * transaction committed but before its closing `vacuum analyze` (PGlite, and a PostgreSQL without autovacuum, never
 * analyse by themselves). Without them every estimate is one row and filtered lists read thousands of goods
 * (README, "Figures"). One catalogue read when they exist. True when it analysed.
 */
export const analyzeIfUnanalysed = async (database: Database): Promise<boolean> => {
  const [row] = await database.rows<{ missing: boolean }>(
    sql`select exists (select 1 from goods) and not exists (
          select 1 from pg_stats where schemaname = current_schema() and tablename = 'goods') as missing`,
  );
  if (!row?.missing) return false;
  await database.db.execute(sql`analyze`);
  return true;
};

export const seedIfEmpty = async (
  database: Database,
  config: AppConfig,
  opts: SeedOptions = { images: true },
): Promise<SeedReport | null> => {
  const started = Date.now();
  const db = database.db;
  if ((await db.select({ id: goods.goodsId }).from(goods).limit(1)).length > 0) {
    await analyzeIfUnanalysed(database);
    return null;
  }

  const count = Math.max(1, Math.trunc(opts.goods ?? config.seedGoods ?? GOODS.length));
  const categories = planCategories();
  const shops = planShops();
  const goodsPlan = planGoods(count);
  const banners = bannerJobs();
  const defaults: ImageJob[] = DEFAULT_KINDS.map((k) => ({ stored: `upload/default/${k}.png`, art: defaultArt(k), sizes: DEFAULT_SIZES }));

  // Pictures are drawn on sharp's threads while the rows go in.
  const jobs = [
    ...defaults,
    ...shops.images,
    ...categories.images,
    ...banners.map((b) => b.job),
    ...diyImageJobs(),
    ...goodsPlan.images,
    ...presaleImageJobs(),
    ...pointexchangeImageJobs(),
  ];
  const drawing: Promise<number | Error> = opts.images
    ? Promise.all([writeImages(config.uploadDir, jobs), writeDiyMedia(config.uploadDir)])
        .then(([n]) => n)
        .catch((e: unknown) => (e instanceof Error ? e : new Error(String(e))))
    : Promise.resolve(0);

  let skuCount = 0;
  const seeded = await db.transaction(async (tx) => {
    // Two processes starting on one empty database: the second waits here, then finds the goods.
    await tx.execute(sql`select pg_advisory_xact_lock(7242001)`);
    if ((await tx.select({ id: goods.goodsId }).from(goods).limit(1)).length > 0) return false;
    const t = tx as unknown as Db;
    const rebuildGoodsIndexes = await dropSecondaryIndexes(t, 'goods');

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

    // Brands and the attribute dictionary, then goods, then their SKUs, then the list fields the goods keep from their default SKU.
    const extras = await seedBrandsAndAttributes(t, goodsPlan.goods);
    const goodsIds: number[] = [];
    for (const batch of chunks(goodsPlan.goods, 2000)) {
      const inserted = await bulkInsert(
        t,
        goods,
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
            brandId: extras.brandId(g.brand),
            goodsAttrFormat: extras.attrFormat(g),
            goodsState: GOODS_STATE.ON,
            verifyState: GOODS_VERIFY_STATE.APPROVED,
          };
        }),
        'goods_id',
      );
      goodsIds.push(...inserted);
    }
    // The first goods (the X5 phone) has a film: its gallery offers 视频 (preview-video).
    if (goodsIds.length) await t.update(goods).set({ videoUrl: BRAND_FILM }).where(eq(goods.goodsId, goodsIds[0]));
    const skuRows = goodsPlan.goods.flatMap((g, i) => g.skus.map((s) => ({ ...s, goodsId: goodsIds[i], siteId: shopIds[g.shop] })));
    skuCount = skuRows.length;
    for (const batch of chunks(skuRows, 5000)) await bulkInsert(t, goodsSku, batch);
    for (const ids of chunks(goodsIds, 1000)) await syncGoodsFromSkus(t, ids);
    await seedGoodsAttrIndex(t, goodsIds, goodsPlan.goods, extras);
    await seedSearchWords(t);

    // Shop sales follow the goods sold.
    await t.execute(sql`
      update shop s set shop_sales = coalesce((select sum(g.sale_num) from goods g where g.site_id = s.site_id), 0)
      where s.site_id in ${sql.raw(`(${shopIds.join(',')})`)}`);

    await seedShops(t);
    await seedMembers(t);
    await seedWithdraw(t);
    await seedRegions(t);
    await seedVerifiers(t);
    await seedDetail(t);
    await seedCoupons(t, { shopIds });
    await seedLevelsAndSignin(t);
    await seedDelivery(t);
    await seedRecharge(t);
    await seedSeckill(t, shopIds[0]!);
    await seedGroupbuy(t, shopIds[0]!);
    // On a goods of its own (seed/pintuan.ts), with one open group; before the topics, which take goods no activity has.
    await seedPintuan(t, shopIds[0]!);
    await seedPointexchange(t);
    await seedTopics(t, shopIds[0]!);
    await seedPresale(t, shopIds[0]!);
    await seedGames(t);
    // On the fourth shop's goods, which no other promotion uses.
    await seedBargain(t, shopIds[3] ?? shopIds[shopIds.length - 1]!);
    // The first shop's goods all take part in the activities above; the second shop runs the discount.
    await seedDiscount(t, shopIds[1]!);
    // Wholesale on the last shop's first two goods, which no other activity uses.
    await seedWholesale(t, shopIds[shopIds.length - 1]!);
    await rebuildGoodsIndexes();
    // Content and decorated pages last: they link goods, shops and city sub-sites seeded above.
    const content = await seedContent(t, { goodsIds });
    await seedDiy(t, {
      goodsIds,
      categoryId: (name) => catByName.get(name)!.id,
      banners: banners.map((b) => ({ goodsIndex: b.index, image: b.stored })),
      noticeIds: content.noticeIds,
      noticeTitle: content.noticeTitle,
    });
    return true;
  });

  const drawn = await drawing;
  if (drawn instanceof Error) throw drawn;
  if (!seeded) return null;
  // Planner statistics and the visibility map for the freshly loaded tables (PGlite has no autovacuum):
  // without them the goods list plans full sorts instead of reading its indexes.
  await db.execute(sql`vacuum analyze`);
  return { goods: count, skus: skuCount, images: drawn, ms: Date.now() - started };
};

/** A tab's pictures for clients that draw `iconPath` / `selectedIconPath` (seed/diy.ts). */
const tabIcons = (key: string) => {
  const [iconPath, selectedIconPath] = tabIconPaths(key);
  return { iconPath, selectedIconPath };
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
          // Empty colours: the bar, its labels and the selected tab follow the storefront theme.
          backgroundColor: '',
          textColor: '',
          textHoverColor: '',
          // The storefront's four tabs; `iconClass` names its built-in icons (drawn in the theme colour), the
          // pictures are for clients that draw `iconPath`; the texts carry their English.
          list: [
            { text: '首页', 'en-us': { text: 'Home' }, iconClass: 'home', ...tabIcons('home'), link: diyLink('/pages/index/index/index') },
            {
              text: '分类',
              'en-us': { text: 'Category' },
              iconClass: 'category',
              ...tabIcons('category'),
              link: diyLink('/pages/goods/category/category'),
            },
            { text: '购物车', 'en-us': { text: 'Cart' }, iconClass: 'cart', ...tabIcons('cart'), link: diyLink('/pages/goods/cart/cart') },
            {
              text: '我的',
              'en-us': { text: 'Me' },
              iconClass: 'member',
              ...tabIcons('member'),
              link: diyLink('/pages/member/index/index'),
            },
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
