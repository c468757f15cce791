import { describe, expect, it } from 'vitest';
import { bargainState, launchProgress } from './bargain';
import { bargainOfGoods } from './goodsPromotion';

describe('bargain model', () => {
  it('measures a launch from its price to its floor in fen', () => {
    expect(launchProgress({ price: '199.00', floor_price: '9.90', curr_price: '149.00' })).toEqual({
      percent: 26,
      cut: '50.00',
      left: '139.10',
    });
    expect(launchProgress({ price: '199.00', floor_price: '9.90', curr_price: '9.90' })).toEqual({
      percent: 100,
      cut: '189.10',
      left: '0.00',
    });
    expect(launchProgress({ price: '1.00', floor_price: '1.00', curr_price: '1.00' }).percent).toBe(100);
  });

  it('reads the bargain state from its status and window', () => {
    expect(bargainState({ status: 1, start_time: 0, end_time: 100 }, 50)).toBe('running');
    expect(bargainState({ status: 0, start_time: 60, end_time: 100 }, 50)).toBe('upcoming');
    expect(bargainState({ status: 3, start_time: 0, end_time: 100 }, 50)).toBe('ended');
    expect(bargainState({ status: 1, start_time: 0, end_time: 100 }, 100)).toBe('ended');
  });

  it('finds a running bargain among the goods promotions', () => {
    const list = [
      { promotion_type: 'seckill', activity_id: 1, sku_id: 5, promotion_price: '1.00', start_time: 0, end_time: 100 },
      { promotion_type: 'bargain', activity_id: 7, sku_id: 5, promotion_price: '9.90', start_time: 0, end_time: 100 },
    ];
    expect(bargainOfGoods(list, 5, 50)).toEqual({ id: 7, price: '9.90' });
    expect(bargainOfGoods(list, 5, 100)).toBeNull();
    expect(bargainOfGoods('x', 5, 50)).toBeNull();
  });
});
