import { useState } from 'react';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { storage, StorageKey } from '../../../shared/lib/storage';
import { parseWholesaleEntry } from '../model/checkout';
import { CheckoutScreen } from './PaymentPage';

/**
 * The wholesale order confirmation (`/promotionpages/wholesale/payment/payment`): the lines the wholesale cart or
 * detail left in `wholesaleOrderCreateData`, priced by their tiers through `/wholesale/api/ordercreate/*`, then the
 * usual pay flow.
 */
export default function WholesalePaymentPage() {
  const params = usePageParams('wholesalePayment');
  const [entry] = useState(() => parseWholesaleEntry(storage.getJSON<unknown>(StorageKey.wholesaleOrderCreateData)));
  return <CheckoutScreen entry={entry} addressId={positiveId(params.address_id) || null} />;
}
