import { and, asc, eq, inArray } from 'drizzle-orm';
import { PRESALE_DEPOSIT_EVENT, PRESALE_FINAL_EVENT } from '@mall/contract';
import type { PayPurposeReader, PayPurposeReaders } from '../../pay';
import { presaleOrder } from './presale.tables';

/** What the pay pages show of a presale payment: no order type (the booking is not an order yet), its shop. */
const reader: PayPurposeReader = {
  firstType: () => Promise.resolve(0),
  shopNames: async (db, memberId, ids) => {
    const rows = await db
      .select({ siteName: presaleOrder.siteName })
      .from(presaleOrder)
      .where(and(inArray(presaleOrder.id, ids), eq(presaleOrder.memberId, memberId)))
      .orderBy(asc(presaleOrder.id));
    return rows.map((r) => r.siteName);
  },
};

export const presalePayReaders: PayPurposeReaders = { [PRESALE_DEPOSIT_EVENT]: reader, [PRESALE_FINAL_EVENT]: reader };
