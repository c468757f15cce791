import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { parseVerifyContent } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { ApiError } from '../../../shared/lib/request';
import { usePageParams } from '../../../shared/lib/pageParams';
import { toast } from '../../../shared/lib/toast';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { Img } from '../../../shared/ui/Img';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { Price } from '../../../shared/ui/Price';
import { formatTime } from '../../../shared/lib/time';
import s from '../components/verify.module.css';
import { typedCode } from '../scan';
import { fetchVerifyInfo, verifyCode, verifyKeys } from '../verify.api';
import { pagePath } from '../../../shared/pages';

function Row({ label, value }: { label: string; value: string }) {
  if (!value) return null;
  return (
    <div className={`m-cell ${s.row}`}>
      <span>{label}</span>
      <span className="m-cell__value">{value}</span>
    </div>
  );
}

/** 核销详情 (`?code=`): what the code hands over, and 确认核销 while unused. */
export default function VerifyDetailPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const queryClient = useQueryClient();
  const code = typedCode(usePageParams('verifyDetail').code ?? '') ?? '';
  const q = useQuery({
    queryKey: verifyKeys.info(code),
    queryFn: ({ signal }) => fetchVerifyInfo(code, signal),
    enabled: code !== '',
    retry: false,
  });
  const run = useMutation({
    mutationFn: () => verifyCode(code),
    onSuccess: (r) => {
      void toast(t('verify.done'));
      queryClient.setQueryData(verifyKeys.info(code), r);
      void queryClient.invalidateQueries({ queryKey: ['verify', 'list'] });
    },
  });

  if (!code)
    return (
      <EmptyState
        text={t('verify.codeInvalid')}
        action={{ text: t('verify.back'), onClick: () => go(pagePath('verifyIndex'), { replace: true }) }}
      />
    );
  if (q.isPending) return <LoadingView />;
  if (q.isError) {
    if (q.error instanceof ApiError)
      return (
        <EmptyState
          text={q.error.message}
          action={{ text: t('verify.back'), onClick: () => go(pagePath('verifyIndex'), { replace: true }) }}
        />
      );
    return <ErrorView onRetry={() => void q.refetch()} />;
  }
  const r = q.data;
  const content = parseVerifyContent(r.verify_content_json);
  const confirm = async () => {
    const ok = await Dialog.confirm({
      content: t('verify.confirmTitle'),
      confirmText: t('verify.confirm'),
      cancelText: t('refund.cancelBtn'),
    });
    if (ok) run.mutate();
  };

  return (
    <div className="m-screen m-screen--bar" data-testid="verify-detail-page">
      <div className="m-card">
        <div className={`m-cell ${s.row}`}>
          <span>{t('verify.verifyCode')}</span>
          <span className="m-cell__value">
            {r.verify_code}{' '}
            <span className={r.is_verify ? s.badgeDone : s.badge} data-testid="verify-state">
              {r.is_verify ? t('verify.verified') : t('verify.unverified')}
            </span>
          </span>
        </div>
        <Row label={t('verify.verifyType')} value={r.verify_type_name} />
        <Row label={t('verify.siteName')} value={r.site_name} />
        <Row label={t('verify.createTime')} value={formatTime(r.create_time)} />
        <Row label={t('verify.verifyTime')} value={r.is_verify ? formatTime(r.verify_time) : ''} />
        <Row label={t('verify.verifierName')} value={r.is_verify ? r.verifier_name : ''} />
      </div>
      <div className="m-card">
        <p className={`m-card__title ${s.blockTitle}`}>{t('verify.goods')}</p>
        {Object.entries(content.item_array).map(([id, item]) => (
          <div className={`m-goods ${s.item}`} key={id} data-testid="verify-item">
            <Img className={`m-goods__img ${s.itemImg}`} path={item.img} size="small" alt={item.name} />
            <div className={`m-goods__body ${s.itemBody}`}>
              <span>{item.name}</span>
              {item.remark_array.map((x) => (
                <span className="m-muted" key={x.title}>
                  {x.title}: {x.value}
                </span>
              ))}
              <span className="m-muted">
                <Price value={item.price} size="sm" /> {t('verify.quantity', { num: item.num })}
              </span>
            </div>
          </div>
        ))}
      </div>
      {content.remark_array.length > 0 && (
        <div className="m-card">
          {content.remark_array.map((x) => (
            <Row key={x.title} label={x.title} value={x.value} />
          ))}
        </div>
      )}
      <div className="m-actionbar">
        {r.is_verify ? (
          <button
            type="button"
            className="m-btn-fill m-btn-fill--block"
            onClick={() => go(pagePath('verifyIndex'), { replace: true })}
            data-testid="verify-back"
          >
            {t('verify.back')}
          </button>
        ) : (
          <button
            type="button"
            className="m-btn-fill m-btn-fill--block"
            disabled={run.isPending}
            onClick={() => void confirm()}
            data-testid="verify-confirm"
          >
            {run.isPending ? t('verify.verifying') : t('verify.confirm')}
          </button>
        )}
      </div>
    </div>
  );
}
