import { useState } from 'react';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { storage, StorageKey } from '../../../shared/lib/storage';
import { parseBargainEntry } from '../model/checkout';
import { CheckoutScreen } from './PaymentPage';

/**
 * The bargain order confirmation (`/promotionpages/bargain/payment/payment`): the launch the launch page left in
 * `bargainOrderCreateData`, priced at the price it reached by `/bargain/api/ordercreate/*`, then the usual pay flow.
 */
export default function BargainPaymentPage() {
  const params = usePageParams('bargainPayment');
  const [entry] = useState(() => parseBargainEntry(storage.getJSON<unknown>(StorageKey.bargainOrderCreateData)));
  return <CheckoutScreen entry={entry} addressId={positiveId(params.address_id) || null} />;
}
