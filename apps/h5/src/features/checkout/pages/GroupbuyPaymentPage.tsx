import { useState } from 'react';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { storage, StorageKey } from '../../../shared/lib/storage';
import { parseGroupbuyEntry } from '../model/checkout';
import { CheckoutScreen } from './PaymentPage';

/**
 * The groupbuy order confirmation (`/promotionpages/groupbuy/payment/payment`): the line the groupbuy detail left
 * in `groupbuyOrderCreateData`, priced by `/groupbuy/api/ordercreate/*`, then the usual pay flow.
 */
export default function GroupbuyPaymentPage() {
  const params = usePageParams('groupbuyPayment');
  const [entry] = useState(() => parseGroupbuyEntry(storage.getJSON<unknown>(StorageKey.groupbuyOrderCreateData)));
  return <CheckoutScreen entry={entry} addressId={positiveId(params.address_id) || null} />;
}
