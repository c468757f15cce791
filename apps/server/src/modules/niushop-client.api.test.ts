import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { startTestApi, type TestApi } from '../test/harness';
import { coupon } from './coupon';
import { member } from './member';
import { shopDeliveryConfig } from './order';

/**
 * A replay of the shopper path of the mall's uni-app H5 client (Niushop B2B2C): the calls it makes, with
 * its parameter spellings and its way of encoding them, and the fields it reads at every step. A change
 * that breaks that client fails here. The client is untyped: answers are read as plain JSON, as it does.
 */

// The client reads answers as loose JSON.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any;
interface Answer {
  code: number;
  message: string;
  data: Json;
  timestamp: number;
}

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.close());

/**
 * The client's request helper (common/js/http.js + uni.request in H5): `app_type`/`app_type_name` and the
 * token on every call; POST form-urlencoded when the call has data, else GET with them in the query. Every
 * key is sent as `encodeURIComponent(value)`: an unset variable goes as `undefined`, an object as
 * `[object Object]`.
 */
class Client {
  token = '';

  private fields(data: Record<string, unknown> = {}): string {
    const all: Record<string, unknown> = { app_type: 'h5', app_type_name: 'H5', ...(this.token ? { token: this.token } : {}), ...data };
    return Object.keys(all)
      .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(String(all[k]))}`)
      .join('&');
  }

  async send(url: string, data?: Record<string, unknown>): Promise<Answer> {
    const res =
      data === undefined
        ? await fetch(`${api.url}${url}?${this.fields()}`)
        : await fetch(`${api.url}${url}`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded;application/json' },
            body: this.fields(data),
          });
    expect(res.status, url).toBe(200);
    const body = (await res.json()) as Answer;
    expect(typeof body.timestamp, url).toBe('number');
    return body;
  }

  /** A call the page needs to succeed (`code >= 0`, as the client checks). */
  async ok(url: string, data?: Record<string, unknown>): Promise<Json> {
    const res = await this.send(url, data);
    expect(res.code, `${url}: ${res.message}`).toBeGreaterThanOrEqual(0);
    return res.data;
  }
}

/** A money value the client computes with (parseFloat / Number / `> 0`): never NaN. */
const expectMoney = (v: unknown, where: string) => {
  expect(typeof v === 'string' || typeof v === 'number', `${where} = ${String(v)}`).toBe(true);
  expect(Number.isNaN(Number(v)), `${where} = ${String(v)}`).toBe(false);
  expect(Number.isNaN(parseFloat(String(v))), `${where} = ${String(v)}`).toBe(false);
};

/** Every link object of a DIY page: the client opens `wap_url`. */
const linksOf = (x: unknown, path = ''): [string, Json][] => {
  if (!x || typeof x !== 'object') return [];
  if (Array.isArray(x)) return x.flatMap((v, i) => linksOf(v, `${path}[${i}]`));
  return Object.entries(x).flatMap(([k, v]): [string, Json][] =>
    /link$/i.test(k) && v && typeof v === 'object' && !Array.isArray(v) ? [[`${path}.${k}`, v], ...linksOf(v, `${path}.${k}`)] : linksOf(v, `${path}.${k}`),
  );
};

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

/** pages/goods/list: every filter goes along, unset ones as '' or 0 (is_own '' = any shop). */
const listPageParams = (page: number, over: Record<string, unknown> = {}) => ({
  page,
  page_size: 10,
  keyword: '',
  category_id: 0,
  min_price: '',
  max_price: '',
  is_free_shipping: 0,
  order: '',
  sort: 'desc',
  coupon: 0,
  brand_id: 0,
  is_own: '',
  attr: '',
  platform_coupon_type: 0,
  site_id: 0,
  ...over,
});

const shopper = new Client();
/** What the path found and chose, step by step. */
const state = {
  homeGoods: [] as Json[],
  /** A goods of the shop with a full-reduction rule (the detail page shows it). */
  manjianSku: null as Json,
  /** A goods of a shop the shopper holds no coupon of (checkout sends `{}` for it). */
  plainSku: null as Json,
  /** What goes into the cart: those two and, from a third shop, one with local delivery (外卖配送). */
  cartSkus: [] as Json[],
  cartIds: '',
  outTradeNo: '',
};

describe('the Niushop uni-app H5 client, from start-up to payment', () => {
  it('1. start-up: init, default images, copyright, server time, bottom navigation', async () => {
    const init = await shopper.ok('/api/config/init');
    expect(init.cart_count).toBe(0);
    expect(typeof init.wholesale_cart_count).toBe('number');
    expect(typeof init.style_theme).toBe('string');
    expect(init.development === 0 || init.development === 1 || init.development === undefined).toBe(true);
    // store/index.js keeps these add-on switches; the pages test them with `== 1`.
    for (const k of ['bundling', 'coupon', 'discount', 'fenxiao', 'gift', 'groupbuy', 'manjian', 'memberconsume', 'memberrecharge', 'memberregister',
      'membersignin', 'memberwithdraw', 'pintuan', 'pointexchange', 'seckill', 'store', 'topic', 'bargain', 'membercancel', 'servicer']) {
      expect([0, 1], `addon_is_exit.${k}`).toContain(init.addon_is_exit[k]);
    }
    expect(init.addon_is_exit.manjian).toBe(1);
    expect(init.addon_is_exit.coupon).toBe(1);
    expect(Array.isArray(init.diy_bottom_nav.list)).toBe(true);
    for (const tab of init.diy_bottom_nav.list) {
      expect(typeof tab.text).toBe('string');
      expect(tab.link.wap_url).toMatch(/^\/pages\//);
      expect(typeof tab.iconPath).toBe('string');
      expect(typeof tab.selectedIconPath).toBe('string');
    }
    // The client stores default_img with JSON.stringify and reads default_goods_img / default_headimg.
    const img = await shopper.ok('/api/config/defaultimg');
    for (const k of ['default_goods_img', 'default_headimg', 'default_shop_img', 'default_category_img']) expect(img[k], k).toMatch(/^upload\//);
    const copyright = await shopper.ok('/api/config/copyright');
    expect(copyright).toEqual(expect.objectContaining({ icp: expect.any(String), copyright_desc: expect.any(String), logo: expect.any(String) }));
    const time = await shopper.ok('/api/config/time');
    expect(Math.abs(time - Date.now() / 1000)).toBeLessThan(60);
    expect((await shopper.ok('/api/diyview/bottomNav')).list).toEqual(init.diy_bottom_nav.list);
    expect((await shopper.ok('/api/diyview/style')).style_theme).toBe(init.style_theme);
  });

  it('2. home: DIY_VIEW_INDEX parsed with JSON.parse, every goods block leads to real goods, every link has wap_url', async () => {
    const view = await shopper.ok('/api/diyview/info', { name: 'DIY_VIEW_INDEX' });
    expect(typeof view.value).toBe('string');
    const page = JSON.parse(view.value);
    expect(typeof page.global.title).toBe('string');
    expect(page.value.length).toBeGreaterThan(3);
    const links = linksOf(page.value);
    expect(links.length).toBeGreaterThan(10);
    for (const [where, link] of links) {
      expect(typeof link.wap_url, where).toBe('string');
      // '' = no link (the block is not clickable).
      if (!link.wap_url) continue;
      expect(link.wap_url, where).toMatch(/^\/(pages|otherpages|promotionpages)\//);
      // The pages those links open find what they are given.
      const q = query(link.wap_url);
      if (link.wap_url.startsWith('/pages/goods/detail/detail')) expect((await shopper.send('/api/goodssku/detail', { sku_id: q.sku_id })).code, where).toBe(0);
      if (link.wap_url.startsWith('/pages/goods/list/list') && q.category_id) {
        expect((await shopper.ok('/api/goodssku/page', { page: 1, page_size: 10, category_id: q.category_id })).count, where).toBeGreaterThan(0);
      }
      if (link.wap_url.startsWith('/otherpages/diy/diy')) expect(await shopper.ok('/api/diyview/info', { name: q.name }), where).toBeTruthy();
    }
    // components/diy-coupon on the platform home lists platform coupons, sending couponIds as it is
    // (with sources 'diy' it first splits them: text, as Niushop's editor stores them).
    for (const b of page.value.filter((x: Json) => x.controller === 'Coupon')) {
      expect(typeof b.couponIds, 'Coupon couponIds').toBe('string');
      if (b.sources === 'diy') expect(b.couponIds.split(',').every((id: string) => /^\d+$/.test(id))).toBe(true);
      const res = await shopper.ok('/platformcoupon/api/platformcoupon/typepagelists', { page: 1, page_size: 10, site_id: 0, coupon_type_id_arr: b.couponIds });
      expect(Array.isArray(res.list), 'coupon block list').toBe(true);
      expect(res.list.length, 'coupon block list').toBeGreaterThan(0);
      for (const c of res.list) {
        expect(Number.isInteger(c.platformcoupon_type_id)).toBe(true);
        // Sold-out test (count != lead_count) and the face value Number(money), "满{at_least}元可用".
        expect(Number.isInteger(c.count) && Number.isInteger(c.lead_count)).toBe(true);
        for (const k of ['money', 'at_least']) expectMoney(c[k], `platformcoupon.${k}`);
        expect([1, 2]).toContain(c.use_scenario);
      }
    }
    const goodsBlocks = page.value.filter((b: Json) => b.controller === 'GoodsList');
    expect(goodsBlocks.length).toBeGreaterThan(0);
    for (const b of goodsBlocks) {
      expect(['default', 'category', 'diy']).toContain(b.sources);
      expect(Number.isInteger(b.goodsCount) && b.goodsCount > 0, `${b.id} goodsCount`).toBe(true);
      expect(Array.isArray(b.goodsId), `${b.id} goodsId`).toBe(true);
      // components/diy-goods-list: the same call for every source, site_id 0 on the platform home.
      const data: Record<string, unknown> = { page: 1, page_size: b.goodsCount, site_id: 0 };
      if (b.sources === 'category') {
        expect(b.categoryId, b.id).toBeGreaterThan(0);
        Object.assign(data, { category_id: b.categoryId, category_level: 1 });
      } else if (b.sources === 'diy') {
        expect(b.goodsId.length, b.id).toBeGreaterThan(0);
        Object.assign(data, { page_size: 10, goods_id_arr: b.goodsId.toString() });
      }
      const res = await shopper.ok('/api/goodssku/page', data);
      expect(res.list.length, `${b.id} loads goods`).toBeGreaterThan(0);
      if (b.sources === 'diy') expect(res.list.map((g: Json) => g.goods_id)).toEqual(b.goodsId.slice(0, 10));
      else expect(res.list.length).toBeLessThanOrEqual(b.goodsCount);
      for (const g of res.list) {
        // What the block shows: first picture of goods_image, name, prices, sales, tag.
        expect(g.goods_image.split(',')[0], `${b.id} goods_image`).toMatch(/^upload\//);
        expect(typeof g.goods_name).toBe('string');
        for (const k of ['price', 'market_price', 'discount_price']) expectMoney(g[k], `${b.id}.${k}`);
        expect(Number.isInteger(g.sale_num)).toBe(true);
        expect(Number.isInteger(g.sku_id) && g.sku_id > 0).toBe(true);
        expect([0, 1, 2, 3]).toContain(g.recommend_way);
      }
      state.homeGoods.push(...res.list);
    }
  });

  it('3. category: the GoodsCategory block gives template and level; the tree has that many levels', async () => {
    const view = await shopper.ok('/api/diyview/info', { name: 'DIY_VIEW_GOODS_CATEGORY' });
    const block = JSON.parse(view.value).value.find((b: Json) => b.controller === 'GoodsCategory');
    expect(block).toBeTruthy();
    expect([1, 2, 3]).toContain(block.level);
    expect(Number.isInteger(block.template)).toBe(true);
    const tree = await shopper.ok('/api/goodscategory/tree', { level: block.level, template: block.template });
    expect(Array.isArray(tree)).toBe(true);
    expect(tree.length).toBeGreaterThan(0);
    let deepest = 0;
    const walk = (nodes: Json[], depth: number) => {
      for (const c of nodes) {
        expect(Number.isInteger(c.category_id)).toBe(true);
        expect(typeof c.category_name).toBe('string');
        expect(c.level).toBe(depth);
        deepest = Math.max(deepest, depth);
        if (depth < block.level) walk(c.child_list ?? [], depth + 1);
      }
    };
    walk(tree, 1);
    expect(deepest).toBe(block.level);
    // The three-level template reads image_adv, category_id_1 / category_id_2 and each level's child_list.
    expect(typeof tree[0].image_adv).toBe('string');
    expect(tree[0].category_id_1).toBe(tree[0].category_id);
    const second = tree[0].child_list[0];
    expect(second.category_id_2).toBe(second.category_id);
    const third = second.child_list[0];
    expect(typeof third.image).toBe('string');
    // Tapping a third-level category opens the goods list page, which sends all its filters, unset ones blank.
    const all = await shopper.ok('/api/goodssku/page', { page: 1, page_size: 100, category_id: third.category_id });
    expect(all.count).toBeGreaterThan(0);
    const listed = await shopper.ok('/api/goodssku/page', listPageParams(1, { category_id: third.category_id, page_size: 100 }));
    expect(listed.count).toBe(all.count);
    expect(listed.page_count).toBeGreaterThan(0);
    // Its filter panel: brands and attributes of the category.
    const relevance = await shopper.ok('/api/goodscategory/relevanceinfo', { category_id: third.category_id });
    expect(Array.isArray(relevance.brand_list) && Array.isArray(relevance.attribute_list)).toBe(true);
    // A first-level category lists goods too.
    const res = await shopper.ok('/api/goodssku/page', listPageParams(1, { category_id: tree[0].category_id }));
    expect(res.list.length).toBeGreaterThan(0);
  });

  it('4. goods detail: detail, full reduction walked as an object array, coupons, first review, collect status', async () => {
    // The home goods whose shop runs a full reduction, and one of a shop the demo shopper holds no coupon of.
    const demo = (await api.database.db.select({ id: member.memberId }).from(member).where(eq(member.username, 'demo')))[0]!;
    const held = await api.database.db
      .select({ siteId: coupon.siteId })
      .from(coupon)
      .where(and(eq(coupon.memberId, demo.id), inArray(coupon.siteId, [...new Set(state.homeGoods.map((g) => g.site_id as number))])));
    const heldSites = new Set(held.map((c) => c.siteId));
    // The shopper browses the goods list (pages/goods/list) until a goods shows a full reduction.
    for (let p = 1; !state.manjianSku; p++) {
      const res = await shopper.ok('/api/goodssku/page', listPageParams(p));
      if (res.list.length === 0) break;
      for (const g of res.list) {
        if (!state.manjianSku && g.is_virtual === 0 && (await shopper.ok('/manjian/api/manjian/info', { goods_id: g.goods_id }))) state.manjianSku = g;
      }
    }
    expect(state.manjianSku, 'a home goods with a full reduction').toBeTruthy();
    state.plainSku = state.homeGoods.find((g) => g.is_virtual === 0 && g.site_id !== state.manjianSku.site_id && !heldSites.has(g.site_id));
    expect(state.plainSku, 'a home goods of a shop without coupons of the shopper').toBeTruthy();
    const local = new Set(
      (await api.database.db.select({ siteId: shopDeliveryConfig.siteId }).from(shopDeliveryConfig).where(eq(shopDeliveryConfig.localIsUse, 1))).map((r) => r.siteId),
    );
    const localSku = state.homeGoods.find(
      (g) => g.is_virtual === 0 && local.has(g.site_id) && g.site_id !== state.manjianSku.site_id && g.site_id !== state.plainSku.site_id,
    );
    expect(localSku, 'a home goods of a shop with local delivery').toBeTruthy();
    state.cartSkus = [state.manjianSku, state.plainSku, localSku];

    const sku = state.manjianSku;
    const detail = await shopper.ok('/api/goodssku/detail', { sku_id: sku.sku_id });
    const d = detail.goods_sku_detail;
    expect(d).toMatchObject({ sku_id: sku.sku_id, goods_id: sku.goods_id, site_id: sku.site_id });
    for (const k of ['price', 'market_price', 'discount_price']) expectMoney(d[k], `goods_sku_detail.${k}`);
    // The page JSON.parses the spec and attribute fields and splits sku_images on commas.
    const specs = JSON.parse(d.goods_spec_format || '[]');
    for (const spec of specs) for (const v of spec.value) expect(Number.isInteger(v.sku_id), 'spec value sku_id').toBe(true);
    // Picking another spec value loads that value's SKU (ns-goods-sku → /api/goodssku/info).
    const other = specs.flatMap((spec: Json) => spec.value).find((v: Json) => v.sku_id !== sku.sku_id && !v.disabled);
    if (other) {
      const info = await shopper.ok('/api/goodssku/info', { sku_id: other.sku_id });
      expect(info).toMatchObject({ sku_id: other.sku_id, goods_id: sku.goods_id });
      expectMoney(info.discount_price, 'goodssku/info.discount_price');
      expect(Array.isArray(JSON.parse(info.sku_spec_format || '[]'))).toBe(true);
    }
    expect(Array.isArray(JSON.parse(d.sku_spec_format || '[]'))).toBe(true);
    expect(Array.isArray(JSON.parse(d.goods_attr_format || '[]'))).toBe(true);
    expect(d.sku_images.split(',')[0]).toMatch(/^upload\//);
    for (const k of ['stock', 'sale_num', 'max_buy', 'min_buy', 'is_virtual', 'goods_state', 'evaluate']) expect(Number.isInteger(d[k]), k).toBe(true);
    expect(Array.isArray(d.goods_promotion)).toBe(true);
    expect(typeof d.goods_content).toBe('string');
    expect(detail.shop_info).toMatchObject({ site_id: sku.site_id, site_name: expect.any(String) });
    for (const k of ['shop_desccredit', 'shop_servicecredit', 'shop_deliverycredit']) expectMoney(detail.shop_info[k], `shop_info.${k}`);

    // The full reduction: `rule_json` is walked with Object.keys and each rule read as an object.
    const manjian = await shopper.ok('/manjian/api/manjian/info', { goods_id: sku.goods_id });
    expect(manjian).toMatchObject({ manjian_id: expect.any(Number), manjian_name: expect.any(String) });
    expect([0, 1]).toContain(manjian.type);
    expect(Array.isArray(manjian.rule_json)).toBe(true);
    expect(manjian.rule_json.length).toBeGreaterThan(0);
    const unit = manjian.type === 0 ? '元' : '件';
    const texts: string[] = [];
    for (const key of Object.keys(manjian.rule_json)) {
      const rule = manjian.rule_json[key];
      expect(typeof rule, `rule_json[${key}]`).toBe('object');
      // detail.js: limit = type 0 ? parseFloat(money).toFixed(2) : parseInt(money), then "满{limit}{unit}减{discount_money}元".
      const limit = manjian.type === 0 ? parseFloat(rule.money).toFixed(2) : String(parseInt(rule.money, 10));
      expect(limit, `rule_json[${key}].money`).not.toMatch(/NaN/);
      if (rule.discount_money !== undefined) {
        expectMoney(rule.discount_money, `rule_json[${key}].discount_money`);
        texts.push(`满${limit}${unit}减${rule.discount_money}元`);
      }
      if (rule.point !== undefined) expect(Number.isNaN(Number(rule.point))).toBe(false);
      if (rule.coupon !== undefined) expect(rule.coupon_data, `rule_json[${key}].coupon_data`).toMatchObject({ type: expect.stringMatching(/^(reward|discount)$/) });
      if (rule.present !== undefined) expect(rule.present_data, `rule_json[${key}].present_data`).toBeTruthy();
    }
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t).not.toMatch(/undefined|NaN|null/);

    const coupons = await shopper.ok('/coupon/api/coupon/typelists', { goods_id: sku.goods_id, site_id: sku.site_id });
    expect(Array.isArray(coupons)).toBe(true);
    for (const c of coupons) {
      expect(Number.isInteger(c.coupon_type_id)).toBe(true);
      expect(['reward', 'discount']).toContain(c.type);
      for (const k of ['money', 'discount', 'at_least']) expectMoney(c[k], `coupon.${k}`);
      expect(Number.isInteger(c.validity_type)).toBe(true);
    }

    // The first review is fetched when evaluate_show == 1; images are split on commas, anonymous names masked.
    const evaluateConfig = await shopper.ok('/api/goodsevaluate/config');
    expect(evaluateConfig).toMatchObject({ evaluate_status: expect.any(Number), evaluate_show: expect.any(Number) });
    const review = await shopper.ok('/api/goodsevaluate/firstinfo', { goods_id: sku.goods_id });
    if (review) {
      expect(typeof review.content).toBe('string');
      expect(typeof review.member_name).toBe('string');
      expect(typeof review.images).toBe('string');
      expect([0, 1]).toContain(review.is_anonymous);
      expect(Number.isInteger(review.create_time)).toBe(true);
    }
    // Side calls of the page: customer service, combos (bundling_goods per combo), clicks, after-sale text.
    expect(await shopper.ok('/api/config/servicer')).toBeTruthy();
    const combos = await shopper.ok('/bundling/api/bundling/lists', { sku_id: sku.sku_id });
    expect(Array.isArray(combos)).toBe(true);
    for (const c of combos) {
      expect(Array.isArray(c.bundling_goods)).toBe(true);
      for (const g of c.bundling_goods) expect(Number.isInteger(g.sku_id)).toBe(true);
    }
    expect((await shopper.send('/api/goods/modifyclicks', { sku_id: sku.sku_id, site_id: sku.site_id })).code).toBe(0);
    const aftersale = await shopper.send('/api/goods/aftersale', { site_id: sku.site_id });
    expect(aftersale.code).toBe(0);
    // Not logged in yet: the collect status asks for the token (the page then shows "not collected").
    expect((await shopper.send('/api/goodscollect/iscollect', { goods_id: sku.goods_id })).code).toBeLessThan(0);
  });

  it('5. login: a form POST with app_type h5 answers the token', async () => {
    const config = await shopper.ok('/api/register/config');
    expect(config.value.login.split(',')).toContain('username');
    // The login form asks for an image captcha only when the setting is on (off in the demo).
    expect((await shopper.ok('/api/config/getCaptchaConfig')).value.shop_reception_login).toBe(0);
    const res = await shopper.send('/api/login/login', { username: 'demo', password: '123456' });
    expect(res.code, res.message).toBe(0);
    expect(typeof res.data.token).toBe('string');
    shopper.token = res.data.token;
    expect((await shopper.ok('/api/member/info')).username).toBe('demo');
    // Back on the detail page, logged in: member id, cart badge, footprint, collect status and toggle, coupon receive.
    const sku = state.manjianSku;
    expect(Number.isInteger(await shopper.ok('/api/member/id'))).toBe(true);
    expect(await shopper.ok('/api/cart/count')).toBe(0);
    expect((await shopper.send('/api/goodsbrowse/add', { sku_id: sku.sku_id })).code).toBe(0);
    expect(await shopper.ok('/api/goodscollect/iscollect', { goods_id: sku.goods_id })).toBe(0);
    expect(await shopper.ok('/api/goodscollect/add', { sku_id: sku.sku_id })).toBeGreaterThan(0);
    expect(await shopper.ok('/api/goodscollect/iscollect', { goods_id: sku.goods_id })).toBe(1);
    expect(await shopper.ok('/api/goodscollect/delete', { goods_id: sku.goods_id })).toBeGreaterThan(0);
    expect(await shopper.ok('/api/goodscollect/iscollect', { goods_id: sku.goods_id })).toBe(0);
    const coupons = await shopper.ok('/coupon/api/coupon/typelists', { site_id: sku.site_id, goods_id: sku.goods_id });
    const open = coupons.find((c: Json) => c.can_receive === 1);
    if (open) {
      const received = await shopper.send('/coupon/api/coupon/receive', { site_id: open.site_id, coupon_type_id: open.coupon_type_id, get_type: 2 });
      expect(received.code, received.message).toBe(0);
      expect([0, 1]).toContain(received.data.is_exist);
    }
  });

  it('6. add to cart from the detail page (and the cart badge)', async () => {
    for (const g of state.cartSkus) {
      const added = await shopper.ok('/api/cart/add', { site_id: g.site_id, sku_id: g.sku_id, num: Math.max(1, g.min_buy) });
      expect(added, 'the client checks res.data > 0').toBeGreaterThan(0);
    }
    const pieces = state.cartSkus.reduce((n: number, g: Json) => n + Math.max(1, g.min_buy), 0);
    expect(await shopper.ok('/api/cart/count')).toBe(pieces);
    expect((await shopper.ok('/api/config/init')).cart_count).toBe(pieces);
  });

  it('7. cart: goodslists grouped by shop, lists, count; checkout stores cart_ids', async () => {
    const rows = await shopper.ok('/api/cart/goodslists');
    expect(Array.isArray(rows)).toBe(true);
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      for (const k of ['cart_id', 'site_id', 'sku_id', 'num', 'stock', 'goods_state', 'verify_state', 'min_buy', 'max_buy']) expect(Number.isInteger(r[k]), k).toBe(true);
      for (const k of ['price', 'discount_price']) expectMoney(r[k], `cart.${k}`);
      expect(typeof r.site_name).toBe('string');
      expect(typeof r.sku_name).toBe('string');
      expect(Array.isArray(JSON.parse(r.sku_spec_format || '[]'))).toBe(true);
      // cart.vue keeps a line when goods_state == 1 && verify_state == 1 && shop_status != 0 and min_buy <= stock.
      expect(r).toMatchObject({ goods_state: 1, verify_state: 1, shop_status: 1 });
      expect(r.min_buy).toBeLessThanOrEqual(r.stock);
      expect(r.stock).toBeGreaterThan(0);
    }
    expect(new Set(rows.map((r: Json) => r.site_id)).size).toBe(3);
    const lists = await shopper.ok('/api/cart/lists');
    expect(lists.map((l: Json) => [l.cart_id, l.sku_id, l.num]).sort()).toEqual(rows.map((r: Json) => [r.cart_id, r.sku_id, r.num]).sort());
    expect(await shopper.ok('/api/cart/count')).toBe(rows.reduce((n: number, r: Json) => n + r.num, 0));
    state.cartIds = rows.map((r: Json) => r.cart_id).toString();
  });

  it('8. checkout: payment, calculate and create with the client\'s own params', async () => {
    // pages/order/public/js/payment.js: the stored orderCreateData is just {cart_ids}.
    const orderCreateData: Record<string, Json> = { cart_ids: state.cartIds };
    const payment = await shopper.ok('/api/ordercreate/payment', orderCreateData);
    expect(payment.is_virtual).toBe(0);
    expect(payment.member_address).toMatchObject({ name: expect.any(String), mobile: expect.any(String), full_address: expect.any(String) });
    expect(typeof payment.member_account.is_pay_password).toBe('number');
    // Virtual goods: verify() reads member_account.mobile.length for the mobile field.
    expect(payment.member_account.mobile).toMatch(/^1\d{10}$/);
    expectMoney(payment.member_account.balance_total, 'member_account.balance_total');
    expect(Array.isArray(payment.platform_coupon_list)).toBe(true);
    const sites = Object.keys(payment.shop_goods_list);
    expect(sites.sort()).toEqual(state.cartSkus.map((g) => String(g.site_id)).sort());

    // handlePaymentData: per shop the first delivery way, the first coupon or {}, an empty message.
    const delivery: Record<string, Json> = {};
    const coupons: Record<string, Json> = {};
    const messages: Record<string, string> = {};
    for (const key of sites) {
      const shop = payment.shop_goods_list[key];
      expect(shop.site_id).toBe(Number(key));
      expect(typeof shop.site_name).toBe('string');
      expect(shop.express_type.length, `shop ${key} delivery ways`).toBeGreaterThan(0);
      for (const way of shop.express_type) {
        expect(['express', 'store', 'local']).toContain(way.name);
        expect(typeof way.title).toBe('string');
        if (way.name === 'store') expect(Array.isArray(way.store_list)).toBe(true);
        // verify() reads the shop's position before it accepts 外卖配送.
        if (way.name === 'local') expect(shop.shop.shop_info.longitude !== '' && shop.shop.shop_info.latitude !== '', `shop ${key} position`).toBe(true);
      }
      delivery[key] = { delivery_type: shop.express_type[0].name, delivery_type_name: shop.express_type[0].title, store_id: 0 };
      if (shop.express_type[0].name === 'store' && shop.express_type[0].store_list[0]) delivery[key].store_id = shop.express_type[0].store_list[0].store_id;
      if (shop.local_config) {
        // The client reads the local-delivery window to offer a time, and sends what it computed along.
        const info = shop.local_config.info;
        if (info && info.time_is_open === 1) {
          expect(Array.isArray(info.time_week)).toBe(true);
          expect(Number.isInteger(info.start_time) && Number.isInteger(info.end_time)).toBe(true);
          // Today's delivery: the client looks the day up as a string ('0' Sunday … '6').
          for (const day of info.time_week) expect(day, 'time_week entry').toMatch(/^[0-6]$/);
          const today = String(new Date().getDay());
          const canLocalDelivery = info.time_week.length === 0 || info.time_week.length === 7 || info.time_week.indexOf(today) > -1;
          expect(canLocalDelivery).toBe(info.time_type === 0 || info.time_week.includes(today));
          Object.assign(delivery[key], { showTimeBar: true, buyer_ask_delivery_time: '10:30', canLocalDelicery: canLocalDelivery, deliveryWeek: '全天', start_time: '09:00', end_time: '21:00' });
        } else {
          Object.assign(delivery[key], { showTimeBar: false, deliveryWeek: '店铺未开启配送时间' });
        }
      }
      for (const g of shop.goods_list) {
        expect(typeof g.sku_name).toBe('string');
        expectMoney(g.price, 'goods_list.price');
        expect(Number.isInteger(g.num)).toBe(true);
        const spec = typeof g.sku_spec_format === 'string' ? (g.sku_spec_format ? JSON.parse(g.sku_spec_format) : []) : g.sku_spec_format;
        expect(Array.isArray(spec)).toBe(true);
      }
      expect(Array.isArray(shop.coupon_list)).toBe(true);
      coupons[key] = shop.coupon_list[0] ? { coupon_id: shop.coupon_list[0].coupon_id, coupon_money: shop.coupon_list[0].money } : {};
      // The invoice cell tests `!Array.isArray(invoice_config) && invoice_config.invoice_status == 1`.
      expect(shop.invoice_config, `shop ${key} invoice_config`).toBeTruthy();
      expect(Array.isArray(shop.invoice_config)).toBe(false);
      expect([0, 1]).toContain(shop.invoice_config.invoice_status);
      messages[key] = '';
    }
    expect(coupons[String(state.plainSku.site_id)]).toEqual({});
    Object.assign(orderCreateData, { delivery, invoice: {}, coupon: coupons, buyer_message: messages, is_balance: 0, pay_password: '' });
    if (payment.platform_coupon_list.length > 0) orderCreateData.platform_coupon_id = payment.platform_coupon_list[0].platformcoupon_id;

    /** orderCalculate: delivery, coupon, invoice and member_address stringified; buyer_message goes as it is. */
    const calculate = async () => {
      const data: Record<string, Json> = { ...orderCreateData };
      data.delivery = JSON.stringify(orderCreateData.delivery);
      data.coupon = JSON.stringify(orderCreateData.coupon);
      data.invoice = JSON.stringify(orderCreateData.invoice);
      data.member_address = JSON.stringify(orderCreateData.member_address);
      const sent = new URLSearchParams(Object.entries(data).map(([k, v]) => [k, String(v)]));
      expect(sent.get('member_address')).toBe('undefined');
      expect(sent.get('buyer_message')).toBe('[object Object]');
      expect(sent.get('coupon')).toContain(`"${state.plainSku.site_id}":{}`);
      const res = await shopper.ok('/api/ordercreate/calculate', data);
      for (const k of ['delivery_money', 'coupon_money', 'invoice_money', 'invoice_delivery_money', 'promotion_money', 'order_money', 'balance_money', 'pay_money', 'goods_money', 'platform_coupon_money']) {
        expectMoney(res[k], `calculate.${k}`);
      }
      for (const key of Object.keys(res.shop_goods_list)) {
        const shop = res.shop_goods_list[key];
        for (const k of ['order_money', 'pay_money', 'coupon_money', 'invoice_money', 'invoice_delivery_money', 'promotion_money', 'goods_money', 'delivery_money']) {
          expectMoney(shop[k], `shop ${key}.${k}`);
        }
        expect(shop.invoice_config, `calculate shop ${key} invoice_config`).toBeTruthy();
        expect(Array.isArray(shop.invoice_config)).toBe(false);
      }
      expect(res.member_address).toMatchObject({ mobile: payment.member_address.mobile });
      return res;
    };
    const calc = await calculate();
    expect(Number(calc.pay_money)).toBeCloseTo(Number(calc.order_money), 2);

    // The delivery popup: picking 外卖配送 where offered calculates again, then back to the first way.
    const localShop = sites.find((key) => payment.shop_goods_list[key].express_type.some((w: Json) => w.name === 'local'));
    expect(localShop, 'a shop of the path offers 外卖配送').toBeTruthy();
    if (localShop) {
      const first = { ...delivery[localShop] };
      Object.assign(delivery[localShop], { delivery_type: 'local', delivery_type_name: '外卖配送' });
      const local = await calculate();
      expectMoney(local.shop_goods_list[localShop].delivery_money, 'local delivery_money');
      delivery[localShop] = first;
      await calculate();
    }
    expect(Number(calc.order_money)).toBeGreaterThan(0);

    // The pay popup offers the balance (balance_total > 0); switching it on calculates again with is_balance=1.
    const balance = Number(payment.member_account.balance_total);
    expect(balance).toBeGreaterThan(0);
    orderCreateData.is_balance = 1;
    const withBalance = await calculate();
    const used = Math.min(balance, Number(withBalance.order_money));
    expect(Number(withBalance.balance_money)).toBeCloseTo(used, 2);
    expect(Number(withBalance.pay_money)).toBeCloseTo(Number(withBalance.order_money) - used, 2);
    // …and off again: this path pays online.
    orderCreateData.is_balance = 0;
    const final = await calculate();

    // orderCreate: everything stringified, buyer_message too (a message for one shop).
    orderCreateData.buyer_message = { ...messages, [String(state.plainSku.site_id)]: '请尽快发货' };
    const data: Record<string, Json> = { ...orderCreateData };
    for (const k of ['delivery', 'coupon', 'invoice', 'member_address', 'buyer_message']) data[k] = JSON.stringify(orderCreateData[k]);
    const created = await shopper.send('/api/ordercreate/create', data);
    expect(created.code, created.message).toBe(0);
    expect(typeof created.data).toBe('string');
    expect(created.data).toMatch(/^\d{14,}$/);
    state.outTradeNo = created.data;
    expect(Number(final.pay_money)).toBeGreaterThan(0);

    // The cart lines are used up; the message reached its shop's order.
    expect(await shopper.ok('/api/cart/count')).toBe(0);
    const orders = await shopper.ok('/api/order/lists', { order_status: 'waitpay', page: 1, page_size: 10 });
    const mine = orders.list.filter((o: Json) => o.out_trade_no === state.outTradeNo);
    expect(mine).toHaveLength(3);
    expect(mine.find((o: Json) => o.site_id === state.plainSku.site_id).buyer_message).toBe('请尽快发货');
    const total = mine.reduce((s: number, o: Json) => s + Number(o.pay_money), 0);
    expect(total).toBeCloseTo(Number(final.pay_money), 2);
  });

  it('9. pay: pay info, the enabled channels, the online pay call, polling the status, the result page', async () => {
    const info = await shopper.ok('/api/pay/info', { out_trade_no: state.outTradeNo });
    expect(info).toMatchObject({ out_trade_no: state.outTradeNo, pay_status: 0 });
    expectMoney(info.pay_money, 'pay.info.pay_money');
    // components/payment: `pay_type` is a comma list the client searches with indexOf.
    const types = await shopper.ok('/api/pay/type');
    expect(typeof types.pay_type).toBe('string');
    const channel = types.pay_type.split(',')[0];
    expect(channel).toBe('sandbox');
    // return_url goes encodeURIComponent-ed, as the client builds it from its h5Domain.
    const returnUrl = encodeURIComponent(`${api.url}/h5/pages/pay/result/result?code=${state.outTradeNo}`);
    const started = await shopper.ok('/api/pay/pay', { out_trade_no: state.outTradeNo, pay_type: channel, return_url: returnUrl });
    expect(started.type).toBe('url');
    expect(typeof started.url).toBe('string');
    // The client sends the browser to `data.url` (WeChat Pay in a plain browser) or `data.data` (Alipay).
    expect(started.data).toBe(started.url);
    // The shopper confirms on the sandbox cashier (the page the client sends the browser to).
    const cashier = new URL(started.url, api.url);
    const page = await fetch(`${api.url}${cashier.pathname}${cashier.search}`);
    expect(page.status).toBe(200);
    const confirm = await fetch(`${api.url}/pay/sandbox/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(Object.fromEntries(cashier.searchParams)).toString(),
      redirect: 'manual',
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(`/h5/pages/pay/result/result?code=${state.outTradeNo}`);
    // checkPayStatus: polls /api/pay/status until pay_status == 2.
    let status = -1;
    for (let i = 0; i < 100 && status !== 2; i++) {
      status = (await shopper.ok('/api/pay/status', { out_trade_no: state.outTradeNo })).pay_status;
      if (status !== 2) await new Promise((r) => setTimeout(r, 50));
    }
    expect(status).toBe(2);
    // pages/pay/result: pay_status truthy → success with pay_money; order_type routes "view order".
    const result = await shopper.ok('/api/pay/info', { out_trade_no: state.outTradeNo });
    expect(result.pay_status).toBe(2);
    expect(result.pay_money).toBe(info.pay_money);
    expect(result.order_type).toBe(1);
    // …with "you may like" goods under it (ns-goods-recommend).
    const liked = await shopper.ok('/api/goodssku/recommend', { page: 1, page_size: 10 });
    expect(liked.list.length).toBeGreaterThan(0);
    for (const g of liked.list) expectMoney(g.discount_price, 'recommend.discount_price');
    const paid = await shopper.ok('/api/order/lists', { order_status: 'waitsend', page: 1, page_size: 10 });
    expect(paid.list.filter((o: Json) => o.out_trade_no === state.outTradeNo)).toHaveLength(3);
  });

  it('9b. pay by balance: a checkout the balance covers goes straight to the result page, paid', async () => {
    // The cheapest home goods, bought through the cart, with the balance switched on in the pay popup.
    const account = await shopper.ok('/api/member/info');
    const balance = Number(account.balance) + Number(account.balance_money);
    // The sku popup starts at min_buy (at least 1).
    const cost = (g: Json) => Number(g.discount_price) * Math.max(1, g.min_buy);
    const cheapest = [...state.homeGoods].filter((g) => g.is_virtual === 0).sort((a, b) => cost(a) - cost(b))[0];
    expect(cost(cheapest)).toBeLessThan(balance);
    expect(await shopper.ok('/api/cart/add', { site_id: cheapest.site_id, sku_id: cheapest.sku_id, num: Math.max(1, cheapest.min_buy) })).toBeGreaterThan(0);
    const [line] = await shopper.ok('/api/cart/goodslists');
    const orderCreateData: Record<string, Json> = { cart_ids: String(line.cart_id) };
    const payment = await shopper.ok('/api/ordercreate/payment', orderCreateData);
    const key = Object.keys(payment.shop_goods_list)[0]!;
    const shop = payment.shop_goods_list[key];
    const delivery = { [key]: { delivery_type: shop.express_type[0].name, delivery_type_name: shop.express_type[0].title, store_id: shop.express_type[0].store_list?.[0]?.store_id ?? 0 } };
    const couponChoice = { [key]: shop.coupon_list[0] ? { coupon_id: shop.coupon_list[0].coupon_id, coupon_money: shop.coupon_list[0].money } : {} };
    Object.assign(orderCreateData, { delivery: JSON.stringify(delivery), coupon: JSON.stringify(couponChoice), invoice: '{}', member_address: undefined, is_balance: 1, pay_password: '' });
    const calc = await shopper.ok('/api/ordercreate/calculate', { ...orderCreateData, buyer_message: {} });
    expect(Number(calc.pay_money)).toBe(0);
    expect(Number(calc.balance_money)).toBeCloseTo(Number(calc.order_money), 2);
    const created = await shopper.send('/api/ordercreate/create', { ...orderCreateData, buyer_message: JSON.stringify({ [key]: '' }) });
    expect(created.code, created.message).toBe(0);
    // pay_money == 0: the client goes to /pages/pay/result/result?code=<out_trade_no>, which reads pay info.
    const result = await shopper.ok('/api/pay/info', { out_trade_no: created.data });
    expect(result.pay_status).toBeTruthy();
    const after = await shopper.ok('/api/member/info');
    expect(Number(after.balance) + Number(after.balance_money)).toBeCloseTo(balance - Number(calc.order_money), 2);
  });
});
