import { OrderDetailView } from '../components/OrderDetailView';

/** Order detail route (detail); the view adapts its blocks to the order's type. */
export default function OrderDetailPage() {
  return <OrderDetailView />;
}
