import { describe, expect, it } from 'vitest';
import { canonicalPath, findPage, hasPage } from './pageFinder';
import { PAGES, pagePath, pageUrl } from './pages';

describe('page lookup', () => {
  it('finds a page in either spelling of the table, query ignored', () => {
    expect(hasPage(pagePath('orderEvaluate'))).toBe(true);
    expect(hasPage('/otherpages/order/evaluate')).toBe(true);
    expect(hasPage('/otherpages/order/refund')).toBe(true);
    expect(findPage('/otherpages/member/address/address?back=x')).toBe('address');
    expect(canonicalPath('/otherpages/diy/diy/diy?name=a')).toBe(`${PAGES.diy.path}?name=a`);
  });

  it('does not find a page the table does not declare', () => {
    expect(hasPage('/otherpages/order/nothing_here/nothing_here')).toBe(false);
    expect(hasPage('/otherpages/order/nothing_here')).toBe(false);
  });
});

describe('pageUrl', () => {
  it('writes the query by name, leaves out empty values, keeps number lists as comma lists and encodes text', () => {
    expect(pageUrl('orderDetail', { order_id: 5 })).toBe('/pages/order/detail/detail?order_id=5');
    expect(pageUrl('orderList', { status: undefined })).toBe('/pages/order/list/list');
    expect(pageUrl('payment', { cart_ids: [1, 2] })).toBe('/pages/order/payment/payment?cart_ids=1,2');
    expect(pageUrl('login', { back: '/pages/goods/detail/detail?sku_id=1' })).toBe(
      '/pages/login/login/login?back=%2Fpages%2Fgoods%2Fdetail%2Fdetail%3Fsku_id%3D1',
    );
  });
});
