import { CURRENCY_SYMBOL, type WithdrawItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { formatTime } from '../../../shared/lib/time';
import { pageUrl } from '../../../shared/pages';
import { PagedList } from '../../../shared/ui/PagedList';
import { fetchWithdrawPage, withdrawKeys } from '../withdraw.api';
import { s } from './styles';

/** 提现记录: the member's withdrawals, newest first, each with its status; a tap opens the detail. */
export default function WithdrawalListPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  return (
    <div className={s.page} data-testid="withdraw-list">
      <PagedList<WithdrawItem>
        queryKey={[...withdrawKeys.list()]}
        fetchPage={fetchWithdrawPage}
        className={s.list}
        itemKey={(w) => w.id}
        empty={{ text: t('withdraw.empty') }}
        renderItem={(w) => (
          <button
            type="button"
            className={s.item}
            onClick={() => go(pageUrl('withdrawalDetail', { id: w.id }))}
            data-testid="withdraw-item"
            data-id={w.id}
          >
            <span className={s.itemMain}>
              <span className={s.itemTitle}>{t('withdraw.itemTitle', { type: w.transfer_type_name })}</span>
              <span className={s.itemTime}>{formatTime(w.apply_time)}</span>
            </span>
            <span className={s.itemSide}>
              <span className={s.itemMoney}>
                {CURRENCY_SYMBOL}
                {w.apply_money}
              </span>
              <span className={s.status} data-status={w.status} data-testid="withdraw-status">
                {w.status_name}
              </span>
            </span>
          </button>
        )}
      />
    </div>
  );
}
