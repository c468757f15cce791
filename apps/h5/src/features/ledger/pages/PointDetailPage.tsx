import { LedgerDetail } from '../components/LedgerDetail';

/** `member/point_detail` (积分明细): a month of the points entries, filtered by kind. */
export default function PointDetailPage() {
  return <LedgerDetail kind="point" />;
}
