import { useState } from 'react';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { storage, StorageKey } from '../../../shared/lib/storage';
import { parsePintuanEntry } from '../model/checkout';
import { CheckoutScreen } from './PaymentPage';

/**
 * The pintuan order confirmation (`/promotionpages/pintuan/payment/payment`): the line the pintuan detail or share
 * page left in `pintuanOrderCreateData` (opening a group, or joining `group_id`), priced by
 * `/pintuan/api/ordercreate/*`, then the usual pay flow.
 */
export default function PintuanPaymentPage() {
  const params = usePageParams('pintuanPayment');
  const [entry] = useState(() => parsePintuanEntry(storage.getJSON<unknown>(StorageKey.pintuanOrderCreateData)));
  return <CheckoutScreen entry={entry} addressId={positiveId(params.address_id) || null} />;
}
