import { describe, expect, it } from 'vitest';
import { pintuanOfGoods, pintuanState, seatsOf } from './pintuan';

describe('pintuan model', () => {
  it('finds the running pintuan of a goods, the entry of the SKU first', () => {
    const list = [
      { promotion_type: 'groupbuy', activity_id: 1, sku_id: 5, promotion_price: '9.00', start_time: 0, end_time: 0 },
      { promotion_type: 'pintuan', activity_id: 7, sku_id: 4, promotion_price: '8.00', start_time: 10, end_time: 1000 },
      { promotion_type: 'pintuan', activity_id: 7, sku_id: 5, promotion_price: '7.00', start_time: 10, end_time: 1000 },
    ];
    expect(pintuanOfGoods(list, 5, 100)).toEqual({ id: 7, price: '7.00' });
    expect(pintuanOfGoods(list, 9, 100)).toEqual({ id: 7, price: '8.00' });
    expect(pintuanOfGoods(list, 5, 1000)).toBeNull();
    expect(pintuanOfGoods('x', 5, 100)).toBeNull();
  });

  it('draws the members then empty seats up to the group size', () => {
    expect(seatsOf(['a'], 3)).toEqual(['a', null, null]);
    expect(seatsOf(['a', 'b', 'c'], 3)).toEqual(['a', 'b', 'c']);
    expect(seatsOf([], 2)).toEqual([null, null]);
  });

  it('tells running, upcoming and ended, the operator closing it ended', () => {
    expect(pintuanState({ status: 1, start_time: 10, end_time: 100 }, 50)).toEqual({ state: 'running', seconds: 50 });
    expect(pintuanState({ status: 0, start_time: 10, end_time: 100 }, 5)).toEqual({ state: 'upcoming', seconds: 5 });
    expect(pintuanState({ status: 3, start_time: 10, end_time: 100 }, 50).state).toBe('ended');
  });
});
