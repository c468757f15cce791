import { describe, expect, it } from 'vitest';
import { buildResources } from './index';
import zhOnDemand from './bundles/zh-cn';
import enAll from './bundles/en-us';

type Tree = { [k: string]: string | Tree };
const keys = (t: Tree, prefix = ''): string[] =>
  Object.entries(t).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v, `${prefix}${k}.`)));

const files = import.meta.glob<{ default: Tree }>('./*/*.ts', { eager: true });

describe('i18n', () => {
  it('merges files by language and file name', () => {
    const r = buildResources({
      './zh-cn/goods.ts': { default: { addToCart: '加入购物车' } },
      './en-us/goods.ts': { default: { addToCart: 'Add to cart' } },
    });
    expect(r['zh-cn'].translation.goods).toEqual({ addToCart: '加入购物车' });
    expect(r['en-us'].translation.goods).toEqual({ addToCart: 'Add to cart' });
  });

  it('zh-cn and en-us have the same keys in every namespace (plural forms count as their base key)', () => {
    const r = buildResources(files);
    const base = (list: string[]) => [...new Set(list.map((k) => k.replace(/_(zero|one|two|few|many|other)$/, '')))].sort();
    const namespaces = new Set([...Object.keys(r['zh-cn'].translation), ...Object.keys(r['en-us'].translation)]);
    for (const ns of namespaces) {
      const zh = base(keys((r['zh-cn'].translation[ns] ?? {}) as Tree));
      const en = base(keys((r['en-us'].translation[ns] ?? {}) as Tree));
      expect({ ns, keys: en }).toEqual({ ns, keys: zh });
    }
  });

  it('has the spec texts', () => {
    const r = buildResources(files);
    const zh = r['zh-cn'].translation as Record<string, Record<string, unknown>>;
    expect(zh.common.networkTitle).toBe('网络失去链接');
    expect(zh.common.networkContent).toBe('请检查网络链接');
    expect(zh.common.emptyText).toBe('暂无相关数据');
    expect(zh.common.loginFail).toBe('登录失败');
    expect(zh.common.uploadFail).toBe('上传失败');
    expect(zh.titles).toMatchObject({
      category: '商品分类',
      cart: '购物车',
      member: '会员中心',
      login: '登录',
      register: '注册',
      goodsList: '商品列表',
      memberInfo: '个人资料',
    });
  });
  it('speaks one English: British "Centre", "Product details", "Item as described" wherever the Chinese says so', () => {
    const r = buildResources(files);
    const zh = r['zh-cn'].translation as unknown as Tree;
    const en = r['en-us'].translation as unknown as Tree;
    const at = (t: Tree, key: string): string =>
      key.split('.').reduce<Tree | string>((n, k) => (typeof n === 'string' ? n : n[k]!), t) as string;
    const all = keys(en);
    expect(all.filter((k) => /\bCenter\b/.test(at(en, k)))).toEqual([]);
    for (const k of keys(zh)) {
      const z = at(zh, k);
      const e = at(en, k) ?? '';
      if (z.startsWith('描述相符') || /^描述 \{\{/.test(z)) expect({ k, e }).toEqual({ k, e: expect.stringMatching(/^Item as described/) });
      if (z === '商品详情') expect({ k, e }).toEqual({ k, e: expect.stringMatching(/^Product [Dd]etails$/) });
      if (z.includes('会员中心') || z.includes('领券中心'))
        expect({ k, e }).toEqual({ k, e: expect.stringMatching(/(Member|Coupon) Centre/) });
    }
  });

  it("each language's on-demand bundle holds its messages, without the bundled core or the namespaces loaded alone", () => {
    const zh = Object.keys(buildResources(zhOnDemand)['zh-cn'].translation);
    expect(zh).toContain('cart');
    // home's coupon block loads `coupon` alone (loadNamespace): in the bundle it would bring every page's messages
    for (const ns of ['common', 'titles', 'home', 'goods', 'coupon']) expect(zh).not.toContain(ns);
    const en = Object.keys(buildResources(enAll)['en-us'].translation);
    expect(en).toEqual(expect.arrayContaining(['common', 'titles', 'coupon', 'cart']));
  });
});
