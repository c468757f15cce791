import { LedgerDetail } from '../components/LedgerDetail';

/** `member/balance_detail` (余额明细): a month of both balances' entries, filtered by kind. */
export default function BalanceDetailPage() {
  return <LedgerDetail kind="balance" />;
}
