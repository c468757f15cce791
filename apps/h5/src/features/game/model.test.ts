import { describe, expect, it } from 'vitest';
import { awardValueText, stopCell, wheelRotation } from './model';

const t = (k: string, v?: Record<string, unknown>) => `${k}:${JSON.stringify(v ?? {})}`;

describe('game model', () => {
  it('stops the wheel on the won cell, else on a 谢谢参与 cell', () => {
    const cells = [{ award_id: 5 }, { award_id: -1 }, { award_id: 6 }, { award_id: -1 }];
    expect(stopCell(cells, { is_winning: 1, award_id: 6 } as never, 0)).toBe(2);
    expect(stopCell(cells, { is_winning: 0, record_id: 1 }, 0)).toBe(1);
    expect(stopCell(cells, { is_winning: 0, record_id: 1 }, 1)).toBe(3);
    expect(stopCell([{ award_id: 5 }], { is_winning: 0, record_id: 1 }, 3)).toBe(0);
  });

  it('turns the wheel forward so the cell centre lands under the pointer', () => {
    const r = wheelRotation(0, 2, 8);
    expect(r).toBeGreaterThanOrEqual(6 * 360);
    // Cell 2 spans 90°..135° clockwise from the top; the wheel turns back its centre (112.5°) to the pointer.
    expect(r % 360).toBe(360 - 112.5);
    expect(wheelRotation(r, 0, 8)).toBeGreaterThan(r + 6 * 360 - 1);
  });

  it('names what an award gives', () => {
    expect(awardValueText({ award_type: 1, point: 50, balance: '0.00', relate_name: '' }, t)).toBe('game.awardPoint:{"count":50}');
    expect(awardValueText({ award_type: 3, point: 0, balance: '0.00', relate_name: '满100减10' }, t)).toBe('满100减10');
  });
});
