import { OrderDetailView } from '../components/OrderDetailView';

/** Order detail route (local); the view adapts its blocks to the order's type. */
export default function OrderDetailLocalPage() {
  return <OrderDetailView />;
}
