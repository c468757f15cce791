import { useState } from 'react';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { storage, StorageKey } from '../../../shared/lib/storage';
import { parseSeckillEntry } from '../model/checkout';
import { CheckoutScreen } from './PaymentPage';

/**
 * The seckill order confirmation (`/promotionpages/seckill/payment/payment`): the line the seckill detail left in
 * `seckillOrderCreateData`, priced by `/seckill/api/ordercreate/*`, then the usual pay flow.
 */
export default function SeckillPaymentPage() {
  const params = usePageParams('seckillPayment');
  const [entry] = useState(() => parseSeckillEntry(storage.getJSON<unknown>(StorageKey.seckillOrderCreateData)));
  return <CheckoutScreen entry={entry} addressId={positiveId(params.address_id) || null} />;
}
