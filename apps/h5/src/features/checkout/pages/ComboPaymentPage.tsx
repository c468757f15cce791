import { useState } from 'react';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { storage, StorageKey } from '../../../shared/lib/storage';
import { parseComboEntry } from '../model/checkout';
import { CheckoutScreen } from './PaymentPage';

/**
 * The combo order confirmation (`/promotionpages/combo/payment/payment`): the combo and quantity the combo detail
 * left in `comboOrderCreateData`, every goods of it as a line priced by `/bundling/api/ordercreate/*` (the shop
 * coupon sheet works here), then the usual pay flow.
 */
export default function ComboPaymentPage() {
  const params = usePageParams('comboPayment');
  const [entry] = useState(() => parseComboEntry(storage.getJSON<unknown>(StorageKey.comboOrderCreateData)));
  return <CheckoutScreen entry={entry} addressId={positiveId(params.address_id) || null} />;
}
