import { storage, StorageKey } from '../../../shared/lib/storage';

/** The seckill order line the payment page takes (reference §4.18: kept in local storage as `seckillOrderCreateData`). */
export interface SeckillOrderLine {
  seckill_id: number;
  sku_id: number;
  num: number;
}

export const saveSeckillLine = (line: SeckillOrderLine): void => storage.setString(StorageKey.seckillOrderCreateData, JSON.stringify(line));
