import os from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDON_KEYS, POINTEXCHANGE_TYPE, TOPIC_STATUS, type Paged, type TopicGoodsPage, type TopicItem } from '@mall/contract';
import { loadConfig } from '../config';
import type { Database } from '../infra/db/client';
import { addonFlags, defaultImages, getSetting } from '../modules/settings';
import { testDriver } from '../test/db-names';
import { openTestDatabase, startTestApi, type TestApi } from '../test/harness';
import { GOODS } from './catalog';
import { POINTEXCHANGE_PICTURES } from './pointexchange';
import { PRESALE_SEED_GOODS, presalePictures } from './presale';
import { seedIfEmpty } from '.';

const config = loadConfig({ DATA_DIR: path.join(os.tmpdir(), 'mall-seed-test'), LOG_LEVEL: 'silent' });

/** An empty, migrated database on the driver under test: a copy of the template with every table emptied. */
const freshDatabase = async (): Promise<{ database: Database; drop: () => Promise<void> }> => {
  const { database, drop } = await openTestDatabase();
  const tables = await database.rows<{ tablename: string }>(sql`select tablename from pg_tables where schemaname = 'public'`);
  await database.db.execute(sql.raw(`truncate ${tables.map((t) => `"${t.tablename}"`).join(', ')} restart identity cascade`));
  return { database, drop: async () => (await database.close(), await drop()) };
};

const counts = async (database: Database) =>
  (
    await database.rows<Record<string, number>>(sql`select
      (select count(*)::int from goods) as goods, (select count(*)::int from goods_sku) as skus,
      (select count(*)::int from shop) as shops, (select count(*)::int from goods_category) as categories,
      (select count(*)::int from diy_view) as pages, (select count(*)::int from member) as members`)
  )[0];

describe('seedIfEmpty on the seeded test database', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.close());

  it('does nothing the second time', async () => {
    const before = await counts(api.database);
    expect(before.goods).toBe(GOODS.length + PRESALE_SEED_GOODS.length);
    expect(await seedIfEmpty(api.database, api.config, { images: false })).toBeNull();
    expect(await counts(api.database)).toEqual(before);
  });

  it('wrote settings, the add-on flags and the default images', async () => {
    const db = api.database.db;
    const flags = await addonFlags(db);
    expect(Object.keys(flags).sort()).toEqual([...ADDON_KEYS].sort());
    expect(flags.seckill).toBe(1);
    expect(flags.bundling).toBe(1);
    expect(flags.groupbuy).toBe(1);
    expect(flags.topic).toBe(1);
    expect(flags.discount).toBe(1);
    expect(flags.pintuan).toBe(1);
    expect(flags.wholesale).toBe(1);
    expect(flags.bargain).toBe(1);
    expect((await getSetting(db, 'STYLE_THEME')).value).toEqual({ style_theme: 'default' });
    expect((await getSetting(db, 'DIY_BOTTOM_NAV')).value.list).toHaveLength(4);
    const images = await defaultImages(db);
    expect(images.default_goods_img).toBe('upload/default/goods.png');
    expect(images.default_headimg).toBe('upload/default/head.png');
  });

  it('has a combo of 2 to 3 goods on sale, priced below their total', async () => {
    const combos = await api.database.rows<{ bl_id: number; bl_price: number; n: number; total: number; on: number }>(sql`
      select b.bl_id, b.bl_price, count(*)::int as n, sum(s.price)::int as total,
        count(*) filter (where g.goods_state = 1 and g.verify_state = 1 and s.stock > 0)::int as on
      from promotion_bundling b join promotion_bundling_goods bg on bg.bl_id = b.bl_id
      join goods_sku s on s.sku_id = bg.sku_id join goods g on g.goods_id = s.goods_id
      where b.status = 1 group by b.bl_id, b.bl_price`);
    expect(combos.length).toBeGreaterThanOrEqual(1);
    const [c] = combos;
    expect(c.n).toBeGreaterThanOrEqual(2);
    expect(c.n).toBeLessThanOrEqual(3);
    expect(c.on).toBe(c.n);
    expect(Number(c.bl_price)).toBeLessThan(c.total);
  });

  it('has running groupbuys on demo goods, one asking for at least two pieces', async () => {
    const rows = await api.database.rows<{ buy_num: number; skus: number; stock: number }>(sql`select
      (a.rules ->> 'buy_num')::int as buy_num, count(s.id)::int as skus, min(s.stock)::int as stock
      from promotion_activity a join promotion_activity_sku s on s.activity_id = a.activity_id
      where a.kind = 'groupbuy' and a.status = 1 and a.start_time <= extract(epoch from now()) and a.end_time > extract(epoch from now())
      group by a.activity_id`);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.some((r) => r.buy_num >= 2)).toBe(true);
    expect(rows.every((r) => r.skus >= 1 && r.stock > 0)).toBe(true);
  });

  it('runs a pintuan on a goods of its own with one open group of one paid seat, opened by a member other than the demo shopper', async () => {
    const groups = await api.database.rows<{
      status: number;
      pintuan_count: number;
      pintuan_num: number;
      username: string;
      goods: number;
      others: number;
    }>(sql`select
      g.status, g.pintuan_count, g.pintuan_num, m.username,
      (select count(distinct s.activity_id)::int from promotion_activity_sku s where s.goods_id = g.goods_id) as goods,
      (select count(*)::int from promotion_activity_sku s where s.goods_id = g.goods_id and s.kind <> 'pintuan') as others
      from promotion_pintuan_group g join member m on m.member_id = g.head_id`);
    expect(groups).toEqual([{ status: 2, pintuan_count: 1, pintuan_num: 3, username: 'pintuan_leader', goods: 1, others: 0 }]);
    // Every SKU of the goods is in it, each at its own group price.
    const prices = await api.database.rows<{ price: number }>(sql`select s.price::int as price from promotion_activity_sku s
      where s.kind = 'pintuan' and s.goods_id = (select goods_id from promotion_pintuan_group limit 1)`);
    expect(prices.length).toBeGreaterThanOrEqual(2);
    expect(new Set(prices.map((r) => r.price)).size).toBe(prices.length);
    expect((await api.get<Record<string, number>>('/api/addon/addonisexit')).data.pintuan).toBe(1);
  });

  it("runs a bargain on every SKU of its own goods, with the demo shopper's launch going", async () => {
    const rows = await api.database.rows<{ goods_name: string; stock: number; floor: number; launches: number; going: number }>(sql`select
      g.goods_name, s.stock::int as stock, s.price::int as floor, (select count(*)::int from promotion_bargain_launch l where l.activity_sku_id = s.id) as launches,
      (select count(*)::int from promotion_bargain_launch l join member m on m.member_id = l.member_id
        where l.activity_sku_id = s.id and m.username = 'demo' and l.status = 0 and l.end_time > extract(epoch from now())) as going
      from promotion_activity a join promotion_activity_sku s on s.activity_id = a.activity_id join goods g on g.goods_id = s.goods_id
      where a.kind = 'bargain' and a.status = 1`);
    // One goods, two SKUs or more, each with its own floor: the detail offers a spec picker.
    expect(new Set(rows.map((r) => r.goods_name)).size).toBe(1);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    expect(new Set(rows.map((r) => r.floor)).size).toBe(rows.length);
    expect(rows.every((r) => r.stock > 0)).toBe(true);
    expect(rows.reduce((n, r) => n + r.going, 0)).toBe(1);
    const others = await api.database.rows<{ n: number }>(sql`select count(*)::int as n from promotion_activity_sku s
      where s.kind <> 'bargain' and s.goods_id in (select goods_id from promotion_activity_sku where kind = 'bargain')`);
    expect(others[0]!.n).toBe(0);
  });

  it('runs two topics with banners, distinct page colours and at least four goods each', async () => {
    const topics = await api.get<Paged<TopicItem>>('/topic/api/topic/page');
    expect(topics.data.list).toHaveLength(2);
    expect(new Set(topics.data.list.map((t) => t.bg_color)).size).toBe(2);
    for (const t of topics.data.list) {
      expect(t.status).toBe(TOPIC_STATUS.RUNNING);
      expect(t.topic_adv).toMatch(/^upload\/.+\.jpg$/);
      const goods = await api.get<TopicGoodsPage>('/topic/api/topicgoods/page', { topic_id: t.topic_id });
      expect(goods.data.bg_color).toBe(t.bg_color);
      expect(goods.data.count).toBeGreaterThanOrEqual(4);
      for (const g of goods.data.list) expect(Number(g.topic_price)).toBeLessThan(Number(g.price));
    }
  });

  it('runs a limited-time discount on a few goods of the second shop, on their SKUs, goods rows and attribute rows', async () => {
    const rows = await api.database.rows<{
      sku_id: number;
      price: number;
      discount_price: number;
      goods_price: number;
      attr_ok: boolean;
    }>(sql`
      select s.sku_id, s.price::int, s.discount_price::int, g.discount_price::int as goods_price,
        not exists (select 1 from goods_attr_index a where a.goods_id = g.goods_id and a.discount_price <> g.discount_price) as attr_ok
      from goods_sku s join goods g on g.sku_id = s.sku_id
      where s.promotion_type = 'discount' and g.site_id = 2 and s.start_time <= extract(epoch from now()) and s.end_time > extract(epoch from now())`);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThanOrEqual(4);
    for (const r of rows) {
      expect(r.discount_price).toBeLessThan(r.price);
      expect(r.goods_price).toBe(r.discount_price);
      expect(r.attr_ok).toBe(true);
    }
  });

  it('runs one game of each type with awards of several kinds', async () => {
    const games = await api.database.rows<{ game_type: string; kinds: number; left: number }>(sql`
      select g.game_type, count(distinct a.award_type)::int as kinds, sum(a.remaining_num)::int as left
      from promotion_game g join promotion_game_award a on a.game_id = g.game_id
      where g.status = 1 and g.start_time <= extract(epoch from now()) and g.end_time > extract(epoch from now())
      group by g.game_id, g.game_type order by g.game_type`);
    expect(games.map((g) => g.game_type)).toEqual(['cards', 'egg', 'turntable']);
    for (const g of games) expect(g.kinds).toBeGreaterThanOrEqual(3);
  });

  it("shows the demo shopper's gift won on the wheel as a gift order, its draw paid in points through the ledger", async () => {
    const won = await api.database.rows<{ gift_name: string; award_name: string; points: number; ledger: number }>(sql`
      select o.gift_name, r.award_name, r.points,
        (select count(*)::int from member_account a where a.member_id = m.member_id and a.account_type = 'point'
          and a.relate_tag = r.game_id::text and a.account_data = -r.points) as ledger
      from gift_order o join member m on m.member_id = o.member_id
      join promotion_game_draw_record r on r.record_id = o.relate_id and r.member_id = m.member_id
      where m.username = 'demo' and o.source = 'game' and r.is_winning = 1 and r.award_type = 4`);
    expect(won).toHaveLength(1);
    expect(won[0]!.gift_name).toBe(won[0]!.award_name);
    expect(won[0]!.points).toBeGreaterThan(0);
    expect(won[0]!.ledger).toBe(1);
  });

  it("shows the points mall's coupon and red packet and the presale goods in pictures of their own, no catalogue goods'", async () => {
    const rows = <T>(q: SQL) => api.database.rows<T>(q);
    const items = await rows<{ name: string; image: string }>(sql`select name, image from promotion_exchange
      where type in (${POINTEXCHANGE_TYPE.coupon}, ${POINTEXCHANGE_TYPE.balance}) order by sort`);
    expect(items).toEqual([
      { name: '平台通用满300减30', image: POINTEXCHANGE_PICTURES.coupon.stored },
      { name: '5元红包', image: POINTEXCHANGE_PICTURES.redpacket.stored },
    ]);
    const presale = await rows<{ name: string; image: string; sku: string }>(sql`select g.goods_name as name, g.goods_image as image,
      k.sku_image as sku from goods g join goods_sku k on k.goods_id = g.goods_id where g.goods_name like '【预售】%' order by g.goods_id`);
    expect(presale).toEqual(
      PRESALE_SEED_GOODS.map((d, k) => ({ name: d.name, image: presalePictures(k).join(','), sku: presalePictures(k)[0] })),
    );
    const booked = await rows<{ image: string }>(sql`select distinct sku_image as image from presale_order`);
    expect(booked).toEqual([{ image: presalePictures(1)[0] }]);
    const catalogue = await rows<{ image: string }>(sql`select goods_image as image from goods where goods_name not like '【预售】%'
      union select sku_image from goods_sku k join goods g on g.goods_id = k.goods_id where g.goods_name not like '【预售】%'`);
    const taken = new Set(catalogue.flatMap((g) => g.image.split(',')));
    const own = [...items, ...presale, ...booked].flatMap((r) => r.image.split(','));
    expect(own.filter((p) => taken.has(p))).toEqual([]);
  });

  it('keeps stock from going below zero', async () => {
    await expect(api.database.db.execute(sql`update goods_sku set stock = -1 where sku_id = 1`)).rejects.toThrow();
  });
});

describe('seedIfEmpty on an empty database', () => {
  it('seeds many goods for load tests, reusing pictures, in one go', async () => {
    const { database, drop } = await freshDatabase();
    try {
      const report = await seedIfEmpty(database, config, { images: false, goods: 150 });
      expect(report).toMatchObject({ goods: 150, images: 0 });
      const c = await counts(database);
      // The demo shopper and the member who opened the demo pintuan group; the presale's own demo goods (one SKU
      // each) come beside the planned ones.
      expect(c).toMatchObject({ goods: 150 + PRESALE_SEED_GOODS.length, shops: 4, members: 2 });
      // Platform home, category layout, two custom pages, plus the city and shop homes.
      expect(c.pages).toBeGreaterThanOrEqual(4);
      expect(c.skus).toBe(report!.skus + PRESALE_SEED_GOODS.length);
      const [{ distinct_images, defaults, bad_default }] = await database.rows<Record<string, number>>(sql`select
        count(distinct goods_image)::int as distinct_images,
        (select count(*)::int from goods_sku where is_default = 1) as defaults,
        (select count(*)::int from goods g join goods_sku s on s.sku_id = g.sku_id where s.goods_id <> g.goods_id or s.discount_price <> g.discount_price) as bad_default
        from goods`);
      // The catalogue's pictures, reused by the extra goods, and the presale goods' own.
      expect(distinct_images).toBe(GOODS.length + PRESALE_SEED_GOODS.length);
      expect(defaults).toBe(150 + PRESALE_SEED_GOODS.length);
      expect(bad_default).toBe(0);
      expect(await seedIfEmpty(database, config, { images: false })).toBeNull();
    } finally {
      await drop();
    }
  });

  it.runIf(testDriver() === 'pg')('lets only one of two concurrent starts seed', async () => {
    const { database, drop } = await freshDatabase();
    try {
      const results = await Promise.all([
        seedIfEmpty(database, config, { images: false, goods: 60 }),
        seedIfEmpty(database, config, { images: false, goods: 60 }),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
      // The 60 planned goods and the presale's own.
      expect((await counts(database)).goods).toBe(60 + PRESALE_SEED_GOODS.length);
    } finally {
      await drop();
    }
  });
});
