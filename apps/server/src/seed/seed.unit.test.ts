import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CATEGORIES, GOODS, SHOPS } from './catalog';
import { GOODS_SIZES, ICON_SIZES, goodsArt, iconArt, writeImages } from './images';
import { planCategories, planGoods, planShops } from './plan';
import { pointexchangeImageJobs } from './pointexchange';
import { PRESALE_SEED_GOODS, presaleImageJobs } from './presale';

describe('seed plan', () => {
  it('is deterministic', () => {
    expect(JSON.stringify(planGoods(60).goods)).toBe(JSON.stringify(planGoods(60).goods));
    expect(JSON.stringify(planCategories().rows)).toBe(JSON.stringify(planCategories().rows));
  });

  it('has 3+ shops, one self-run, and a three-level category tree', () => {
    expect(SHOPS.length).toBeGreaterThanOrEqual(3);
    expect(SHOPS.filter((s) => s.isOwn === 1)).toHaveLength(1);
    expect(planShops().rows.every((s) => s.logo.startsWith('upload/shop/'))).toBe(true);
    expect(CATEGORIES.length).toBeGreaterThanOrEqual(5);
    for (const top of CATEGORIES) {
      expect(top.children!.length).toBeGreaterThanOrEqual(2);
      for (const second of top.children!) {
        expect(second.children!.length).toBeGreaterThanOrEqual(2);
        expect(second.children!.every((third) => !third.children)).toBe(true);
      }
    }
    const rows = planCategories().rows;
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
  });

  it('has 40+ goods spread over third-level categories and shops, most with two spec dimensions', () => {
    const thirdNames = new Set(
      planCategories()
        .rows.filter((r) => r.level === 3)
        .map((r) => r.name),
    );
    const { goods } = planGoods(GOODS.length);
    expect(goods.length).toBeGreaterThanOrEqual(40);
    expect(goods.every((g) => thirdNames.has(g.category))).toBe(true);
    expect(new Set(goods.map((g) => g.category)).size).toBe(thirdNames.size);
    expect(new Set(goods.map((g) => g.shop)).size).toBe(SHOPS.length);
    const twoDims = goods.filter((g) => g.row.goodsSpecFormat.length === 2);
    expect(twoDims.length).toBeGreaterThanOrEqual(20);
    expect(twoDims.every((g) => g.skus.length >= 4 && g.skus.length <= 6)).toBe(true);
    expect(goods.some((g) => g.row.minBuy > 1)).toBe(true);
    expect(goods.some((g) => g.row.maxBuy > 0)).toBe(true);
    expect(goods.flatMap((g) => g.skus).filter((s) => s.stock === 0).length).toBeGreaterThanOrEqual(1);
    // Every goods has exactly one default SKU, and it is in stock.
    for (const g of goods) {
      const defaults = g.skus.filter((s) => s.isDefault === 1);
      expect(defaults).toHaveLength(1);
      expect(defaults[0].stock).toBeGreaterThan(0);
    }
  });

  it('names SKUs uniquely and prices them in fen', () => {
    const skus = planGoods(GOODS.length).goods.flatMap((g) => g.skus);
    expect(new Set(skus.map((s) => s.skuNo)).size).toBe(skus.length);
    for (const s of skus) {
      expect(Number.isInteger(s.price) && s.price > 0).toBe(true);
      expect(s.marketPrice).toBeGreaterThanOrEqual(s.price);
      expect(s.discountPrice).toBe(s.price);
    }
  });

  it('reuses the catalogue pictures for extra goods', () => {
    const { goods, images } = planGoods(GOODS.length * 3 + 5);
    expect(goods).toHaveLength(GOODS.length * 3 + 5);
    const stored = new Set(images.map((i) => i.stored));
    for (const g of goods) for (const p of g.row.goodsImage.split(',')) expect(stored.has(p)).toBe(true);
    expect(new Set(goods.map((g) => g.row.goodsName)).size).toBe(goods.length);
  });

  it('stores sanitised HTML descriptions with pictures', () => {
    const [first] = planGoods(1).goods;
    expect(first.row.goodsContent).toContain('<img src="/upload/goods/');
    expect(first.row.goodsContent).toContain('<h3>');
    expect(first.row.goodsContent).not.toMatch(/<(script|div|a)\b/);
  });
});

describe('seed pictures', () => {
  it('writes each picture with _big, _mid and _small variants at their sizes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-img-'));
    try {
      const n = await writeImages(dir, [
        { stored: 'upload/goods/t_1.jpg', art: goodsArt('phone', '#3366cc', 'X1', 0), sizes: GOODS_SIZES },
        { stored: 'upload/diy/n_1.png', art: iconArt('cup', '#ff6600'), sizes: ICON_SIZES },
      ]);
      expect(n).toBe(2);
      const width = async (f: string) => (await sharp(path.join(dir, f)).metadata()).width;
      expect(await width('goods/t_1.jpg')).toBe(800);
      expect(await width('goods/t_1_big.jpg')).toBe(800);
      expect(await width('goods/t_1_mid.jpg')).toBe(400);
      expect(await width('goods/t_1_small.jpg')).toBe(200);
      expect((await sharp(path.join(dir, 'diy/n_1_small.png')).metadata()).format).toBe('png');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("draws the points mall's coupon and red packet and the presale goods pictures of their own", async () => {
    const catalogue = new Set(planGoods(GOODS.length).images.map((i) => i.stored));
    const own = [...pointexchangeImageJobs(), ...presaleImageJobs()];
    expect(own).toHaveLength(2 + PRESALE_SEED_GOODS.length * 2);
    expect(own.every((j) => /^upload\/.+\.jpg$/.test(j.stored) && !catalogue.has(j.stored))).toBe(true);
    expect(new Set(own.map((j) => j.stored)).size).toBe(own.length);
    // Deterministic drawings, distinct from one another.
    expect(JSON.stringify(presaleImageJobs())).toBe(JSON.stringify(presaleImageJobs()));
    expect(new Set(own.map((j) => j.art.body)).size).toBe(own.length);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-img-'));
    try {
      expect(await writeImages(dir, own)).toBe(own.length);
      for (const j of own) {
        const file = path.join(dir, j.stored.replace(/^upload\//, '').replace(/\.jpg$/, '_small.jpg'));
        expect((await sharp(file).metadata()).width).toBe(200);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
