import { useState } from 'react';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { storage, StorageKey } from '../../../shared/lib/storage';
import { parseTopicEntry } from '../model/checkout';
import { CheckoutScreen } from './PaymentPage';

/**
 * The topic order confirmation (`/promotionpages/topics/payment/payment`): the line the topic goods detail left in
 * `topicOrderCreateData`, priced by `/topic/api/ordercreate/*`, then the usual pay flow.
 */
export default function TopicPaymentPage() {
  const params = usePageParams('topicPayment');
  const [entry] = useState(() => parseTopicEntry(storage.getJSON<unknown>(StorageKey.topicOrderCreateData)));
  return <CheckoutScreen entry={entry} addressId={positiveId(params.address_id) || null} />;
}
