import {
  BUNDLING_STATUS,
  GOODS_STATE,
  GOODS_VERIFY_STATE,
  formatFen,
  parseYuan,
  type BundlingGoods,
  type BundlingItem,
} from '@mall/contract';
import { storage, StorageKey } from '../../../shared/lib/storage';

/** The combo order line the payment page takes (reference §4.18: kept in local storage as `comboOrderCreateData`). */
export interface ComboOrderLine {
  bl_id: number;
  num: number;
}

export const saveComboLine = (line: ComboOrderLine): void => storage.setString(StorageKey.comboOrderCreateData, JSON.stringify(line));

/** A goods of the combo that cannot be sold now: off the shelf or not approved. */
export const isGoodsOff = (g: BundlingGoods): boolean => g.goods_state !== GOODS_STATE.ON || g.verify_state !== GOODS_VERIFY_STATE.APPROVED;

/** What the combo saves against its goods' own prices ("0.00" when nothing), as a wire money string. */
export const comboSaving = (c: Pick<BundlingItem, 'goods_money' | 'bl_price'>): string => {
  const saved = (parseYuan(c.goods_money) ?? 0) - (parseYuan(c.bl_price) ?? 0);
  return formatFen(Math.max(0, saved));
};

export type ComboState = 'ok' | 'off' | 'goodsOff' | 'soldOut';

/**
 * Whether the combo can be bought and how many packages at most: off (the combo), a goods off the shelf, a goods
 * out of stock, else ok with the smallest stock of its goods as the most.
 */
export const comboBuyable = (c: BundlingItem): { state: ComboState; max: number } => {
  if (c.status !== BUNDLING_STATUS.ON || c.bundling_goods.length === 0) return { state: 'off', max: 0 };
  if (c.bundling_goods.some(isGoodsOff)) return { state: 'goodsOff', max: 0 };
  const max = Math.min(...c.bundling_goods.map((g) => g.stock));
  return max > 0 ? { state: 'ok', max } : { state: 'soldOut', max: 0 };
};

/** `num` packages at the combo price, as a wire money string (exact, in fen). */
export const comboTotal = (blPrice: string, num: number): string => formatFen((parseYuan(blPrice) ?? 0) * num);
