import { useState } from 'react';
import type { VerifyRecord, VerifyType } from '@mall/contract';
import { parseVerifyContent } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { PagedList } from '../../../shared/ui/PagedList';
import { formatTime } from '../../../shared/lib/time';
import s from '../components/verify.module.css';
import { verifyDetailUrl } from '../links';
import { fetchVerifyList, verifyKeys } from '../verify.api';

const TYPES: (VerifyType | 'all')[] = ['all', 'pickup', 'virtualgoods'];

function RecordCard({ r }: { r: VerifyRecord }) {
  const { t } = useTranslation();
  const { go } = useGo();
  const items = Object.values(parseVerifyContent(r.verify_content_json).item_array);
  return (
    <div
      className="m-card"
      data-testid="verify-record"
      role="link"
      tabIndex={0}
      onClick={() => go(verifyDetailUrl(r.verify_code))}
      onKeyDown={(e) => e.key === 'Enter' && go(verifyDetailUrl(r.verify_code))}
    >
      <div className={s.cardHead}>
        <span>{r.verify_type_name}</span>
        <span className="m-muted">{formatTime(r.verify_time)}</span>
      </div>
      <div className="m-muted">
        {t('verify.verifyCode')}: {r.verify_code}
      </div>
      <div className="m-muted">{items.map((i) => `${i.name} ${t('verify.quantity', { num: i.num })}`).join('；')}</div>
      <div className="m-muted">
        {t('verify.verifierName')}: {r.verifier_name} · {r.site_name}
      </div>
    </div>
  );
}

/** 核销记录: codes this verifier redeemed, by type. */
export default function VerifyListPage() {
  const { t } = useTranslation();
  const [type, setType] = useState<VerifyType | 'all'>('all');
  const label = (k: VerifyType | 'all') =>
    k === 'all' ? t('verify.tabAll') : k === 'pickup' ? t('verify.typePickup') : t('verify.typeVirtual');
  return (
    <div className="m-screen m-screen--bar" style={{ paddingBottom: 12 }} data-testid="verify-list-page">
      <div className="m-tabs" role="tablist">
        {TYPES.map((k) => (
          <button
            type="button"
            role="tab"
            aria-selected={k === type}
            key={k}
            className={k === type ? `m-tab ${s.tabOn}` : 'm-tab'}
            onClick={() => setType(k)}
            data-testid={`verify-tab-${k}`}
          >
            {label(k)}
          </button>
        ))}
      </div>
      <PagedList<VerifyRecord>
        key={type}
        queryKey={[...verifyKeys.list(type)]}
        fetchPage={(page, size) => fetchVerifyList(type, page, size)}
        itemKey={(r) => r.id}
        renderItem={(r) => <RecordCard r={r} />}
        empty={{ text: t('verify.empty') }}
      />
    </div>
  );
}
