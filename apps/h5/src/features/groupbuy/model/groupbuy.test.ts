import { describe, expect, it } from 'vitest';
import { countdownParts, groupbuyState } from './groupbuy';
import { groupbuyOfGoods } from './goodsPromotion';

describe('groupbuyState', () => {
  const g = { status: 2, start_time: 1000, end_time: 5000 };
  it('counts to the start before, to the end while running, and stops once over or closed', () => {
    expect(groupbuyState({ ...g, status: 1 }, 400)).toEqual({ state: 'upcoming', seconds: 600 });
    expect(groupbuyState(g, 1000)).toEqual({ state: 'running', seconds: 4000 });
    expect(groupbuyState(g, 5000)).toEqual({ state: 'ended', seconds: 0 });
    expect(groupbuyState({ ...g, status: 3 }, 2000)).toEqual({ state: 'ended', seconds: 0 });
  });
  it('splits a countdown into days and two-digit parts', () => {
    expect(countdownParts(90_061)).toEqual({ d: 1, h: '01', m: '01', s: '01' });
    expect(countdownParts(-5)).toEqual({ d: 0, h: '00', m: '00', s: '00' });
  });
});

describe('groupbuyOfGoods', () => {
  const entry = (over: Record<string, unknown>) => ({
    promotion_type: 'groupbuy',
    id: 70,
    activity_id: 7,
    sku_id: 11,
    promotion_price: '80.00',
    start_time: 100,
    end_time: 900,
    ...over,
  });
  it('finds the running groupbuy of the SKU, else of the goods, by its activity', () => {
    const list = [entry({ activity_id: 7, sku_id: 11 }), entry({ activity_id: 8, sku_id: 12, promotion_price: '70.00' })];
    expect(groupbuyOfGoods(list, 12, 500)).toEqual({ id: 8, price: '70.00' });
    expect(groupbuyOfGoods(list, 13, 500)).toEqual({ id: 7, price: '80.00' });
  });
  it('ignores other promotions, groupbuys outside their window and junk', () => {
    expect(groupbuyOfGoods([entry({ promotion_type: 'seckill' })], 11, 500)).toBeNull();
    expect(groupbuyOfGoods([entry({ start_time: 600 })], 11, 500)).toBeNull();
    expect(groupbuyOfGoods([entry({ end_time: 500 })], 11, 500)).toBeNull();
    expect(groupbuyOfGoods('x', 11, 500)).toBeNull();
    expect(groupbuyOfGoods([null, 3], 11, 500)).toBeNull();
  });
});
