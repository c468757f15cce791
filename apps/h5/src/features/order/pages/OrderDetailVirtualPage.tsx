import { OrderDetailView } from '../components/OrderDetailView';

/** Order detail route (virtual); the view adapts its blocks to the order's type. */
export default function OrderDetailVirtualPage() {
  return <OrderDetailView />;
}
