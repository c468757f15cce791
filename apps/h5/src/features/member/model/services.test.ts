import { describe, expect, it } from 'vitest';
import type { DiyMemberMenuItem } from '@mall/contract';
import type { PageDef } from '../../../shared/pages';
import { routeFinder } from '../../../shared/pageFinder';
import { builtInEntries, followMenu } from './services';

const page = (path: string, auth = false): PageDef => ({ path, titleKey: 'titles.x', auth });
const find = routeFinder([
  page('/otherpages/member/coupon', true),
  page('/otherpages/help/list/list'),
  page('/otherpages/member/assets', true),
  page('/otherpages/game/wheel/wheel', true),
]);
const item = (text: string, url: string, tag = ''): DiyMemberMenuItem => ({ text, url, img: '', isShow: true, tag }) as DiyMemberMenuItem;
const BUILT_IN = [
  { key: 'assets', path: '/otherpages/member/assets', auth: true },
  { key: 'coupon', path: '/otherpages/member/coupon', auth: true },
  { key: 'help', path: '/otherpages/help/list/list', auth: false },
];

describe('followMenu', () => {
  it("keeps the operator's order and texts, finds pages in either spelling and lends the built-in key", () => {
    const cells = followMenu(
      [item('帮助', '/otherpages/help/list/list'), item('我的优惠券', '/otherpages/member/coupon/coupon?type=1')],
      BUILT_IN,
      find,
    );
    expect(cells.map((c) => [c.key, c.text, c.to, c.auth])).toEqual([
      ['help', '帮助', '/otherpages/help/list/list', false],
      ['coupon', '我的优惠券', '/otherpages/member/coupon?type=1', true],
    ]);
  });

  it('never shows a page the build does not declare, nor one page twice; a declared page without a built-in keeps its route rules', () => {
    const cells = followMenu(
      [
        item('积分', '/otherpages/member/point/point'),
        item('外链', 'https://example.com'),
        item('转盘', '/otherpages/game/wheel/wheel'),
        item('优惠券', '/otherpages/member/coupon'),
        item('券', '/otherpages/member/coupon/coupon'),
      ],
      BUILT_IN,
      find,
    );
    expect(cells.map((c) => [c.key, c.auth, c.builtIn?.key])).toEqual([
      ['/otherpages/game/wheel/wheel', true, undefined],
      ['coupon', true, 'coupon'],
    ]);
  });

  it('the built-in list keeps the declared pages', () => {
    expect(builtInEntries([...BUILT_IN, { key: 'gone', path: '/otherpages/none/none/none', auth: false }], find).map((c) => c.key)).toEqual(
      ['assets', 'coupon', 'help'],
    );
  });
});
