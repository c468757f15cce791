import { beforeEach, describe, expect, it } from 'vitest';
import { dropAction, PENDING_ACTION_TTL_MS, rememberAction, takeAction } from './pendingAction';

beforeEach(() => sessionStorage.clear());

describe('the action pending behind the login detour', () => {
  it('is finished once on the same SKU’s page, not on a later visit', () => {
    rememberAction({ kind: 'cart', skuId: 5, num: 2, chosen: true }, sessionStorage, 1000);
    expect(takeAction(5, sessionStorage, 2000)).toEqual({ kind: 'cart', skuId: 5, num: 2, chosen: true, at: 1000 });
    expect(takeAction(5, sessionStorage, 3000)).toBeNull();
  });

  it('another SKU’s page, a stale detour or a return without logging in drops it', () => {
    rememberAction({ kind: 'buy', skuId: 5, num: 1, chosen: false }, sessionStorage, 0);
    expect(takeAction(6, sessionStorage, 10)).toBeNull();
    expect(takeAction(5, sessionStorage, 20)).toBeNull();
    rememberAction({ kind: 'buy', skuId: 5, num: 1, chosen: false }, sessionStorage, 0);
    expect(takeAction(5, sessionStorage, PENDING_ACTION_TTL_MS + 1)).toBeNull();
    rememberAction({ kind: 'buy', skuId: 5, num: 1, chosen: false }, sessionStorage, 0);
    dropAction(sessionStorage);
    expect(takeAction(5, sessionStorage, 10)).toBeNull();
  });

  it('ignores tampered values', () => {
    sessionStorage.setItem('pendingGoodsAction', JSON.stringify({ kind: 'steal', skuId: 5, num: 1, at: 0 }));
    expect(takeAction(5, sessionStorage, 1)).toBeNull();
    sessionStorage.setItem('pendingGoodsAction', JSON.stringify({ kind: 'cart', skuId: 5, num: -1, at: 0 }));
    expect(takeAction(5, sessionStorage, 1)).toBeNull();
    sessionStorage.setItem('pendingGoodsAction', '{oops');
    expect(takeAction(5, sessionStorage, 1)).toBeNull();
  });
});
