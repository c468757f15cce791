/**
 * The money of one cut, in integer fen (reference §6). The first cut is `first_bargain_price` when set; a fixed cut
 * is (price − first cut − floor) / (need − 1) (or (price − floor) / need without a first cut), rounded down; a
 * random cut is drawn between 1 fen and what is left / the helpers still needed. A cut never takes the price below
 * the floor, and the last helper needed takes the price exactly to it (the rounding remainder lands there).
 */

/** Draws an integer in [min, max] (both included); injected so tests are deterministic. */
export type RandomInt = (min: number, max: number) => number;

export const defaultRandomInt: RandomInt = (min, max) => min + Math.floor(Math.random() * (max - min + 1));

/** What a cut depends on: the launch's terms and where it stands. */
export interface CutState {
  /** Where the launch started, its floor and its price now (fen). */
  price: number;
  floor: number;
  curr: number;
  /** Cuts so far and cuts needed. */
  currNum: number;
  needNum: number;
  /** The first cut's money (0: none). */
  firstCut: number;
  /** 0 fixed, 1 random. */
  type: number;
}

export const cutMoney = (s: CutState, random: RandomInt): number => {
  const left = s.curr - s.floor;
  if (left <= 0) return 0;
  // The last helper needed lands exactly on the floor.
  if (s.currNum + 1 >= s.needNum) return left;
  if (s.currNum === 0 && s.firstCut > 0) return Math.min(s.firstCut, left);
  let cut: number;
  if (s.type === 1) {
    const max = Math.max(1, Math.floor(left / (s.needNum - s.currNum)));
    const drawn = Math.trunc(random(1, max));
    cut = Math.min(max, Math.max(1, drawn));
  } else {
    const first = Math.min(s.firstCut, s.price - s.floor);
    cut = first > 0 ? Math.floor((s.price - first - s.floor) / (s.needNum - 1)) : Math.floor((s.price - s.floor) / s.needNum);
  }
  return Math.min(left, Math.max(1, cut));
};
