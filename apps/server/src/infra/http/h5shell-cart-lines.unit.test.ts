import { describe, expect, it } from 'vitest';
import type { CartGoodsRow, GoodsRecommendItem } from '@mall/contract';
import { cartBarHtml, cartLinesHtml, cartTotals, lineValid, specText } from './h5shell-cart-lines';
import { cartPaintHtml } from './h5shell-cart';

const line = (over: Partial<CartGoodsRow> = {}): CartGoodsRow => ({
  cart_id: 1,
  site_id: 1,
  member_id: 7,
  sku_id: 11,
  goods_id: 3,
  num: 2,
  sku_name: '星耀 X5 曜石黑',
  sku_no: '',
  sku_spec_format: JSON.stringify([{ spec_id: 1, spec_name: '颜色', spec_value_id: 2, spec_value_name: '曜石黑' }]),
  price: '12.50',
  market_price: '15.00',
  discount_price: '12.50',
  promotion_type: 0,
  stock: 10,
  sku_image: 'upload/goods/1.jpg',
  site_name: '星辰数码',
  website_id: 0,
  is_own: 0,
  goods_state: 1,
  verify_state: 1,
  is_delete: 0,
  goods_name: '星耀 X5',
  unit: '件',
  shop_status: 1,
  max_buy: 0,
  min_buy: 0,
  ...over,
});

const recommend = (n: number) =>
  ({
    page_count: 1,
    count: n,
    list: Array.from({ length: n }, (_, i) => ({
      sku_id: i + 1,
      sku_name: `推荐${i + 1}`,
      sku_image: `upload/goods/r${i}.jpg`,
      discount_price: '9.90',
    })),
  }) as unknown as { page_count: number; count: number; list: GoodsRecommendItem[] };

describe("the cart's first paint for a member", () => {
  it('draws each line with its picture, name, spec, price and quantity, grouped by shop in first-seen order', () => {
    const html = cartLinesHtml([
      line(),
      line({ cart_id: 2, site_id: 2, site_name: '鲜丰源', sku_name: '苹果', sku_image: 'upload/goods/2.jpg', num: 1 }),
      line({ cart_id: 3, sku_name: '星耀 X5 星光白', num: 1 }),
    ]);
    expect(html).toContain('<span class="fp-zh">共 3 种商品</span><span class="fp-en">3 item(s)</span>');
    const shops = [...html.matchAll(/<span class="m-shop-head__name">([^<]*)<\/span>/g)].map((m) => m[1]);
    expect(shops).toEqual(['星辰数码', '鲜丰源']);
    // the first shop holds both its lines, in order
    const first = html.slice(html.indexOf('星辰数码'), html.indexOf('鲜丰源'));
    expect(first.indexOf('星耀 X5 曜石黑')).toBeLessThan(first.indexOf('星耀 X5 星光白'));
    expect(html).toContain('<img src="/upload/goods/1_small.jpg" alt="星耀 X5 曜石黑">');
    expect(html).toContain('<span class="fp-spec">曜石黑</span>');
    expect(html).toContain('<span class="m-price__int">12</span><span class="m-price__dec">.50</span>');
    expect(html).toContain('<b>2</b>');
  });

  it('greys a line that cannot be bought, with the reason, and leaves it out of the total', () => {
    const lines = [line(), line({ cart_id: 2, stock: 0 }), line({ cart_id: 3, goods_state: 0 }), line({ cart_id: 4, shop_status: 0 })];
    expect(lines.map(lineValid)).toEqual([true, false, false, false]);
    const html = cartLinesHtml(lines);
    expect(html.match(/class="fp-line fp-off"/g)).toHaveLength(3);
    expect(html).toContain('<span class="fp-zh">商品已售罄</span><span class="fp-en">Sold out</span>');
    expect(html).toContain('<span class="fp-zh">商品已下架</span><span class="fp-en">Off the shelf</span>');
    expect(cartTotals(lines)).toEqual({ fen: 2500, pieces: 2 });
    const bar = cartBarHtml(lines);
    expect(bar).toContain('<span class="m-price__int">25</span><span class="m-price__dec">.00</span>');
    expect(bar).toContain('<span class="fp-zh">结算(2)</span><span class="fp-en">Check out (2)</span>');
  });

  it('shows 结算 without a count and nothing ticked when no line can be bought', () => {
    const bar = cartBarHtml([line({ stock: 0 })]);
    expect(bar).toContain('<span class="fp-zh">结算</span><span class="fp-en">Check out</span>');
    expect(bar).toContain('<i class="fp-check"></i>');
    expect(bar).toContain('<span class="m-price__int">0</span><span class="m-price__dec">.00</span>');
  });

  it('escapes what the member or the operator typed', () => {
    const html = cartLinesHtml([line({ sku_name: '<script>alert(1)</script>', site_name: 'A & "B"' })]);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('A &amp; "B"');
    expect(html).toContain('alt="&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('reads the spec list as the page does', () => {
    expect(specText(JSON.stringify([{ spec_value_name: '红色' }, { spec_value_name: 'M' }]))).toBe('红色 / M');
    expect(specText('')).toBe('');
    expect(specText('{"a":1}')).toBe('');
  });

  it("puts 猜你喜欢's first cards and the bar under the lines, and only the title without lines", () => {
    const paint = cartPaintHtml([line()], recommend(3));
    expect(paint).toContain('<span class="fp-zh">购物车</span>');
    expect(paint).toContain('<span class="fp-zh">猜你喜欢</span>');
    expect(paint.match(/class="fp-card"/g)).toHaveLength(2);
    expect(paint).toContain('<img src="/upload/goods/r0_mid.jpg" alt="推荐1" fetchpriority="high">');
    expect(paint.indexOf('fp-line')).toBeLessThan(paint.indexOf('fp-rec'));
    expect(paint).toContain('m-dock fp-cbar');
    for (const bare of [cartPaintHtml(), cartPaintHtml([], recommend(3)), cartPaintHtml(null, recommend(3))]) {
      expect(bare).toContain('<span class="fp-zh">购物车</span>');
      expect(bare).not.toContain('fp-line');
      expect(bare).not.toContain('fp-card');
    }
  });
});
