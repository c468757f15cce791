import { lazy, Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { fullUrl } from '../../../shared/lib/image';
import { useGo } from '../../../shared/lib/nav';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { ApiError } from '../../../shared/lib/request';
import { useServerNow } from '../../../shared/lib/serverNow';
import { pageUrl } from '../../../shared/pages';
import { useAuth } from '../../../shared/state/auth';
import { Countdown } from '../../../shared/ui/Countdown';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { PromotionBandState, PromotionBuyBar, PromotionPriceBand } from '../../../shared/ui/PromotionDetailParts';
import { absolutizeImageSrc, galleryImages, goodsDetailParts, hasContent } from '../../goods';
import { bargainDetailQuery, launchBargain } from '../bargain.api';
import { bargainKeys } from '../bargain.keys';
import { bargainState } from '../model/bargain';
import d from '../../../shared/ui/promotionDetail.module.css';
import s from './BargainPages.module.css';

const Gallery = lazy(goodsDetailParts.Gallery);

/**
 * 砍价详情 (`?bargain_id=`): the goods gallery, the floor price over the goods price with the countdown to the
 * bargain's end (or start), the bargain stock and launches so far, its rules, the member's launch in progress
 * (查看 opens it), and 发起砍价 (继续砍价 when one is going), which reserves a unit and opens the launch page.
 */
export default function BargainDetailPage() {
  const { t } = useTranslation();
  const { go, redirectToLogin } = useGo();
  const queryClient = useQueryClient();
  const params = usePageParams('bargainDetail');
  const id = positiveId(params.bargain_id);
  const token = useAuth((st) => st.token);
  const detail = useQuery({ ...bargainDetailQuery(id, token ?? ''), enabled: id > 0 });
  const now = useServerNow();
  const [busy, setBusy] = useState(false);

  if (id <= 0) return <EmptyState text={t('bargain.notFound')} showHome />;
  if (detail.isPending) return <LoadingView fullPage />;
  if (detail.isError) {
    const message = detail.error instanceof Error ? detail.error.message : '';
    return <ErrorView text={message || undefined} onRetry={() => void detail.refetch()} />;
  }
  const sku = detail.data?.goods_sku_detail;
  if (!sku) return <EmptyState text={t('bargain.notFound')} showHome />;
  const state = bargainState(sku, now);
  const running = state === 'running';
  const mine = sku.launch_info ?? null;
  const name = sku.sku_name || sku.goods_name;
  const soldOut = sku.bargain_stock <= 0;

  const launch = async () => {
    if (!token) return redirectToLogin(pageUrl('bargainDetail', { bargain_id: id }));
    if (mine) return go('bargainLaunch', { id: mine.launch_id });
    setBusy(true);
    try {
      const launchId = await launchBargain(sku.id);
      void queryClient.invalidateQueries({ queryKey: bargainKeys.all });
      go('bargainLaunch', { id: launchId });
    } catch (e) {
      // Already one going: open it.
      const going = e instanceof ApiError ? (e.data as { launch_id?: number } | null)?.launch_id : undefined;
      if (going) go('bargainLaunch', { id: going });
    } finally {
      setBusy(false);
    }
  };

  const buttonText = mine
    ? t('bargain.goOn')
    : running
      ? soldOut
        ? t('bargain.soldOut')
        : busy
          ? t('bargain.launching')
          : t('bargain.launch')
      : t(`bargain.${state}`);

  return (
    <div className={d.page} data-testid="bargain-detail">
      <Suspense fallback={<div className={d.galleryHold} />}>
        <Gallery key={sku.sku_id} images={galleryImages(sku.sku_images, sku.sku_image)} alt={name} />
      </Suspense>

      <PromotionPriceBand tag={t('bargain.floorPrice')} price={sku.floor_price} originalPrice={sku.price} testId="bargain-price-row">
        {state === 'ended' ? (
          <PromotionBandState text={t('bargain.ended')} />
        ) : (
          <Countdown
            label={t(running ? 'bargain.endsIn' : 'bargain.startsIn')}
            seconds={Math.max(0, (running ? sku.end_time : sku.start_time) - now)}
          />
        )}
      </PromotionPriceBand>

      <div className={d.card}>
        <h1 className={d.name}>{name}</h1>
        <div className={d.meta}>
          <span data-testid="bargain-stock">{t('bargain.stock', { count: sku.bargain_stock })}</span>
          <span>{t('bargain.launched', { count: sku.sale_num })}</span>
        </div>
      </div>

      {mine && (
        <button
          type="button"
          className={`${d.card} ${s.launchRow} ${s.rowBtn}`}
          onClick={() => go('bargainLaunch', { id: mine.launch_id })}
          data-testid="bargain-my-launch"
        >
          <span>{t('bargain.myLaunch')}</span>
          <span className={s.strong}>¥{mine.curr_price}</span>
          <span className={s.status}>{t('bargain.viewLaunch')}</span>
        </button>
      )}

      <div className={d.card}>
        <h2 className={s.title}>{t('bargain.rules')}</h2>
        <ul className={s.rules}>
          <li>{t('bargain.ruleHelpers', { count: sku.bargain_num })}</li>
          <li>{t('bargain.ruleHours', { count: sku.bargain_time })}</li>
          <li>{sku.buy_type === 1 ? t('bargain.ruleBuyFloor') : t('bargain.ruleBuyAny')}</li>
          {sku.is_own === 1 && <li>{t('bargain.ruleOwn')}</li>}
        </ul>
      </div>

      {hasContent(sku.goods_content ?? '') && (
        // the shop's own rich text, as the goods detail shows it
        <div
          className={`${d.card} ${d.content}`}
          dangerouslySetInnerHTML={{ __html: absolutizeImageSrc(sku.goods_content ?? '', fullUrl) }}
        />
      )}

      <PromotionBuyBar
        text={buttonText}
        disabled={busy || (!mine && (!running || soldOut))}
        onBuy={() => void launch()}
        testId="bargain-launch-btn"
        state={mine ? 'mine' : state}
      />
    </div>
  );
}
