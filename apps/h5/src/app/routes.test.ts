import { describe, expect, it } from 'vitest';
import { canonicalPath, findRoute, otherSpelling, routeFinder, routes, LOADERS, type RouteDef } from './routes';
import { PAGES, type PageName } from '../shared/pages';

const page = async () => ({ default: () => null });

describe('route spellings', () => {
  it('derives the doubled spelling from a short path and the short one from a doubled path', () => {
    expect(otherSpelling('/otherpages/member/address')).toBe('/otherpages/member/address/address');
    expect(otherSpelling('/otherpages/member/address/address')).toBe('/otherpages/member/address');
    expect(otherSpelling('/pages/goods/detail/detail')).toBe('/pages/goods/detail');
    expect(otherSpelling('/otherpages/diy/diy/diy')).toBe('/otherpages/diy/diy');
    expect(otherSpelling('/otherpages/diy/diy')).toBe('/otherpages/diy/diy/diy');
    expect(otherSpelling('/choose-location')).toBeUndefined();
    expect(otherSpelling('/otherpages/member/level/level_growth_rules')).toBeUndefined();
  });

  it('every declared page answers both spellings, and no derived spelling opens another page', () => {
    for (const def of routes) {
      expect(findRoute(def.path)).toBe(def);
      const alias = otherSpelling(def.path);
      if (!alias) continue;
      expect(findRoute(alias)).toBe(def);
      const taken = routes.find((d) => d !== def && d.path.toLowerCase() === alias.toLowerCase());
      expect(taken, `${def.path} and ${taken?.path}`).toBeUndefined();
    }
    expect(findRoute('/otherpages/member/address/address')?.path).toBe('/otherpages/member/address');
    expect(findRoute('/otherpages/diy/diy/diy')?.path).toBe('/otherpages/diy/diy');
    expect(findRoute('/pages/goods/detail')?.path).toBe('/pages/goods/detail/detail');
    expect(findRoute('/Pages/Goods/Detail/')?.path).toBe('/pages/goods/detail/detail');
    expect(findRoute('/no/such/page')).toBeUndefined();
  });

  it('a declared path wins over another entry’s derived spelling', () => {
    const a: RouteDef = { path: '/x/a/a', load: page };
    const b: RouteDef = { path: '/x/a', load: page };
    expect(routeFinder([a, b])('/x/a')).toBe(b);
    expect(routeFinder([b, a])('/x/a/a')).toBe(a);
  });

  it('rewrites a path to the table’s spelling and keeps the query and hash', () => {
    expect(canonicalPath('/pages/goods/detail?sku_id=3#top')).toBe('/pages/goods/detail/detail?sku_id=3#top');
    expect(canonicalPath('/otherpages/member/address/address?back=1')).toBe('/otherpages/member/address?back=1');
    expect(canonicalPath('/pages/goods/detail/detail?sku_id=3')).toBe('/pages/goods/detail/detail?sku_id=3');
    expect(canonicalPath('/no/such/page?x=1')).toBe('/no/such/page?x=1');
  });
});

describe('page table and loaders', () => {
  it('every page of the table has a loader and every loader a page', () => {
    expect(Object.keys(LOADERS).sort()).toEqual(Object.keys(PAGES).sort());
    for (const def of routes) expect(def.load).toBe(LOADERS[def.name as PageName]);
  });
});
