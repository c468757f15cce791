import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { useTranslation } from '../../../i18n/react';
import type { GoodsEvaluateItem } from '@mall/contract';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PagedList } from '../../../shared/ui/PagedList';
import { detailKeys, fetchEvaluatePage } from '../../goods';
import { EvaluateItem } from '../components/EvaluateItem';
import s from './EvaluatePage.module.css';

/** All reviews of a goods (`?goods_id=`), newest first, with pictures, shop replies and follow-ups. */
export default function EvaluatePage() {
  const { t } = useTranslation();
  const goodsId = positiveId(usePageParams('goodsEvaluate').goods_id);
  if (goodsId <= 0) return <EmptyState text={t('evaluate.empty')} showHome />;
  return (
    <div className={s.page} data-testid="evaluate-page">
      <PagedList<GoodsEvaluateItem>
        queryKey={[...detailKeys.evaluatePage(goodsId)]}
        fetchPage={(page, size) => fetchEvaluatePage(goodsId, page, size)}
        itemKey={(r) => r.evaluate_id}
        className={`m-card ${s.list}`}
        renderItem={(r) => <EvaluateItem item={r} />}
        empty={{ text: t('evaluate.empty') }}
      />
    </div>
  );
}
