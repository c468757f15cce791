import { describe, expect, it } from 'vitest';
import { cutMoney, type CutState } from './bargain.cut';
import { launchBuyable, launchStatusAt } from './bargain.launch';

const run = (s: Omit<CutState, 'curr' | 'currNum'>, random: (min: number, max: number) => number) => {
  const cuts: number[] = [];
  let curr = s.price;
  for (let n = 0; n < s.needNum && curr > s.floor; n++) {
    const c = cutMoney({ ...s, curr, currNum: n }, random);
    cuts.push(c);
    curr -= c;
  }
  return { cuts, curr };
};

describe('bargain cuts (integer fen)', () => {
  it('fixed without a first cut: (price − floor) / need, rounded down, the last cut taking the remainder', () => {
    const { cuts, curr } = run({ price: 10_000, floor: 1_000, needNum: 7, firstCut: 0, type: 0 }, () => 1);
    expect(cuts.slice(0, 6)).toEqual(Array(6).fill(1285));
    expect(cuts[6]).toBe(9000 - 6 * 1285);
    expect(curr).toBe(1_000);
  });

  it('fixed with a first cut: the first is it, the others (price − first − floor) / (need − 1)', () => {
    const { cuts, curr } = run({ price: 19_900, floor: 990, needNum: 5, firstCut: 5_000, type: 0 }, () => 1);
    expect(cuts[0]).toBe(5_000);
    expect(cuts.slice(1, 4)).toEqual(Array(3).fill(Math.floor((19_900 - 5_000 - 990) / 4)));
    expect(cuts.reduce((a, b) => a + b, 0)).toBe(19_900 - 990);
    expect(curr).toBe(990);
  });

  it('random: each cut within 1 fen … remaining / helpers left, the last landing on the floor', () => {
    const bounds: Array<[number, number]> = [];
    let seed = 7;
    const random = (min: number, max: number) => {
      bounds.push([min, max]);
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return min + (seed % (max - min + 1));
    };
    const s = { price: 5_000, floor: 100, needNum: 30, firstCut: 0, type: 1 };
    let curr = s.price;
    for (let n = 0; n < s.needNum; n++) {
      const c = cutMoney({ ...s, curr, currNum: n }, random);
      if (n < s.needNum - 1) {
        expect(c).toBeGreaterThanOrEqual(1);
        expect(c).toBeLessThanOrEqual(Math.max(1, Math.floor((curr - s.floor) / (s.needNum - n))));
      }
      curr -= c;
      expect(curr).toBeGreaterThanOrEqual(s.floor);
    }
    expect(curr).toBe(s.floor);
    expect(bounds.every(([min]) => min === 1)).toBe(true);
  });

  it('never passes the floor: a source drawing too much is held to its bound, a tiny remainder is cut by 1 fen', () => {
    expect(cutMoney({ price: 1_000, floor: 990, curr: 1_000, currNum: 0, needNum: 50, firstCut: 0, type: 1 }, () => 10_000)).toBe(1);
    expect(cutMoney({ price: 1_000, floor: 990, curr: 991, currNum: 3, needNum: 50, firstCut: 0, type: 0 }, () => 1)).toBe(1);
    expect(cutMoney({ price: 1_000, floor: 990, curr: 990, currNum: 10, needNum: 50, firstCut: 0, type: 0 }, () => 1)).toBe(0);
    expect(cutMoney({ price: 1_000, floor: 100, curr: 1_000, currNum: 0, needNum: 3, firstCut: 5_000, type: 0 }, () => 1)).toBe(900);
  });
});

describe('a launch status by time', () => {
  const end = 1_000_000;
  const buyEnd = end + 24 * 3600;
  const launch = { status: 0, endTime: end, currPrice: 1_000, floorPrice: 1_000, buyType: 1, orderId: 0 };
  it('going until its time, then succeeded at the floor, then failed once its buy end passes unordered', () => {
    expect(launchStatusAt(launch, end - 1)).toBe(0);
    expect(launchStatusAt(launch, end)).toBe(1);
    expect(launchBuyable(launch, buyEnd - 1)).toBe(true);
    expect(launchStatusAt(launch, buyEnd)).toBe(2);
    expect(launchStatusAt({ ...launch, status: 1 }, buyEnd)).toBe(2);
    expect(launchBuyable({ ...launch, status: 1 }, buyEnd)).toBe(false);
  });
  it('an ordered launch stays succeeded; one above the floor with buy_type 1 fails at its time', () => {
    expect(launchStatusAt({ ...launch, status: 1, orderId: 7 }, buyEnd + 1)).toBe(1);
    expect(launchStatusAt({ ...launch, currPrice: 1_500 }, end)).toBe(2);
    expect(launchStatusAt({ ...launch, currPrice: 1_500, buyType: 0 }, end)).toBe(1);
  });
});
