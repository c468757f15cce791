import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDON_KEYS } from '@mall/contract';
import { loadConfig } from '../config';
import type { Database } from '../infra/db/client';
import { addonFlags, defaultImages, getSetting } from '../modules/settings';
import { testDriver } from '../test/db-names';
import { openTestDatabase, startTestApi, type TestApi } from '../test/harness';
import { GOODS } from './catalog';
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
    expect(before.goods).toBe(GOODS.length);
    expect(await seedIfEmpty(api.database, api.config, { images: false })).toBeNull();
    expect(await counts(api.database)).toEqual(before);
  });

  it('wrote settings, the add-on flags and the default images', async () => {
    const db = api.database.db;
    const flags = await addonFlags(db);
    expect(Object.keys(flags).sort()).toEqual([...ADDON_KEYS].sort());
    expect(flags.seckill).toBe(1);
    expect(flags.discount).toBe(1);
    expect(flags.pintuan).toBe(0);
    expect((await getSetting(db, 'STYLE_THEME')).value).toEqual({ style_theme: 'default' });
    expect((await getSetting(db, 'DIY_BOTTOM_NAV')).value.list).toHaveLength(4);
    const images = await defaultImages(db);
    expect(images.default_goods_img).toBe('upload/default/goods.png');
    expect(images.default_headimg).toBe('upload/default/head.png');
  });

  it('runs a limited-time discount on a few goods of the first shop, on their SKUs, goods rows and attribute rows', async () => {
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
      where s.promotion_type = 'discount' and g.site_id = 1 and s.start_time <= extract(epoch from now()) and s.end_time > extract(epoch from now())`);
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.length).toBeLessThanOrEqual(4);
    for (const r of rows) {
      expect(r.discount_price).toBeLessThan(r.price);
      expect(r.goods_price).toBe(r.discount_price);
      expect(r.attr_ok).toBe(true);
    }
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
      expect(c).toMatchObject({ goods: 150, shops: 4, members: 1 });
      // Platform home, category layout, two custom pages, plus the city and shop homes.
      expect(c.pages).toBeGreaterThanOrEqual(4);
      expect(c.skus).toBe(report!.skus);
      const [{ distinct_images, defaults, bad_default }] = await database.rows<Record<string, number>>(sql`select
        count(distinct goods_image)::int as distinct_images,
        (select count(*)::int from goods_sku where is_default = 1) as defaults,
        (select count(*)::int from goods g join goods_sku s on s.sku_id = g.sku_id where s.goods_id <> g.goods_id or s.discount_price <> g.discount_price) as bad_default
        from goods`);
      expect(distinct_images).toBe(GOODS.length);
      expect(defaults).toBe(150);
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
      expect((await counts(database)).goods).toBe(60);
    } finally {
      await drop();
    }
  });
});
