import { OrderDetailView } from '../components/OrderDetailView';

/** Order detail route (pickup); the view adapts its blocks to the order's type. */
export default function OrderDetailPickupPage() {
  return <OrderDetailView />;
}
