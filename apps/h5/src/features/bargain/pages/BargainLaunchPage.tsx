import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { BargainLaunchInfo, BargainRecord } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { useServerNow } from '../../../shared/lib/serverNow';
import { toast } from '../../../shared/lib/toast';
import { pageUrl } from '../../../shared/pages';
import { Countdown } from '../../../shared/ui/Countdown';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { Img } from '../../../shared/ui/Img';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { PagedList } from '../../../shared/ui/PagedList';
import { Price } from '../../../shared/ui/Price';
import { fetchLaunchRecords, helpCut, launchInfoQuery } from '../bargain.api';
import { bargainKeys } from '../bargain.keys';
import { launchProgress, saveBargainLine } from '../model/bargain';
import s from './BargainPages.module.css';

/** The launcher's actions: buy at the price reached (when allowed), the order made, the share link, another bargain. */
function OwnerActions({ info }: { info: BargainLaunchInfo }) {
  const { t } = useTranslation();
  const { go } = useGo();
  const share = () => {
    const url = `${window.location.origin}${pageUrl('bargainLaunch', { id: info.launch_id })}`;
    void navigator.clipboard?.writeText(url).then(
      () => toast(t('bargain.copied')),
      () => undefined,
    );
  };
  return (
    <div className={s.actions}>
      {info.can_buy === 1 && (
        <button
          type="button"
          className={s.action}
          data-testid="bargain-buy"
          onClick={() => {
            saveBargainLine(info.launch_id);
            go('bargainPayment');
          }}
        >
          {t('bargain.buyAtPrice', { price: info.curr_price })}
        </button>
      )}
      {info.order_id > 0 && (
        <button
          type="button"
          className={s.ghost}
          onClick={() => go('orderDetail', { order_id: info.order_id })}
          data-testid="bargain-order"
        >
          {t('bargain.toOrder')}
        </button>
      )}
      {info.status === 0 && (
        <>
          <p className={s.center}>{t('bargain.shareTip')}</p>
          <button type="button" className={s.ghost} onClick={share} data-testid="bargain-share">
            {t('bargain.copyLink')}
          </button>
          {info.can_buy === 0 && info.buy_type === 1 && <p className={`${s.center} ${s.muted}`}>{t('bargain.buyFloorOnly')}</p>}
        </>
      )}
      {info.status === 2 && (
        <button type="button" className={s.ghost} onClick={() => go('bargainDetail', { bargain_id: info.bargain_id })}>
          {t('bargain.launchAgain')}
        </button>
      )}
    </div>
  );
}

/**
 * 砍价 (`?id=` the launch): the goods with its price and floor, who launched it, a progress bar from the price to the
 * floor with what was cut and what is left, the countdown to its end, and the actions: for the launcher, buy at the
 * price reached when allowed and the share link; for a friend opening the link, 帮TA砍一刀 once. The helpers below.
 */
export default function BargainLaunchPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const queryClient = useQueryClient();
  const params = usePageParams('bargainLaunch');
  const id = positiveId(params.id);
  const info = useQuery({ ...launchInfoQuery(id), enabled: id > 0 });
  const now = useServerNow();
  const [cutting, setCutting] = useState(false);

  if (id <= 0) return <EmptyState text={t('bargain.launchNotFound')} showHome />;
  if (info.isPending) return <LoadingView fullPage />;
  if (info.isError) {
    const message = info.error instanceof Error ? info.error.message : '';
    return <ErrorView text={message || undefined} onRetry={() => void info.refetch()} />;
  }
  const l = info.data;
  const p = launchProgress(l);
  const left = Math.max(0, l.need_num - l.curr_num);

  const cut = async () => {
    setCutting(true);
    try {
      const r = await helpCut(l.launch_id);
      void toast(t('bargain.cutDone', { money: r.bargain_money }));
    } catch {
      // the server's refusal was shown as a toast
    } finally {
      setCutting(false);
      void queryClient.invalidateQueries({ queryKey: bargainKeys.launch(id) });
      void queryClient.invalidateQueries({ queryKey: bargainKeys.records(id) });
    }
  };

  return (
    <div className={s.page} data-testid="bargain-launch" data-status={l.status}>
      <div className={s.card}>
        <p className={s.muted}>{t('bargain.launchedBy', { name: l.nickname })}</p>
        <div className={s.goods}>
          <Img className={s.thumb} path={l.sku_image} size="mid" alt={l.goods_name} ratio={1} />
          <div className={s.info}>
            <span className={s.name}>{l.sku_name || l.goods_name}</span>
            <span className={s.price}>
              {t('bargain.currPrice')}
              <Price value={l.curr_price} size="md" />
              <Price value={l.price} size="sm" del />
            </span>
            <span className={s.muted}>
              {t('bargain.floorPrice')} ¥{l.floor_price}
            </span>
          </div>
        </div>

        <div
          className={s.progress}
          role="progressbar"
          aria-valuenow={p.percent}
          aria-valuemin={0}
          aria-valuemax={100}
          data-testid="bargain-progress"
        >
          <span className={s.bar} style={{ width: `${p.percent}%` }} />
        </div>
        <div className={s.ends}>
          <span>¥{l.price}</span>
          <span>¥{l.floor_price}</span>
        </div>
        <p className={s.center} data-testid="bargain-cut-summary">
          <span className={s.strong}>{t('bargain.cutMoney', { money: p.cut })}</span>
          {l.status === 0 && ` · ${t('bargain.leftMoney', { money: p.left })} · ${t('bargain.leftNum', { count: left })}`}
        </p>
        <p className={s.center}>
          {l.status === 0 ? (
            <Countdown label={t('bargain.endsIn')} seconds={Math.max(0, l.end_time - now)} />
          ) : (
            <span className={s.status} data-testid="bargain-status">
              {l.order_id > 0 ? t('bargain.ordered') : t(`bargain.status${l.status}`)}
            </span>
          )}
        </p>
        {l.status === 1 && l.can_buy === 1 && l.self === 1 && (
          // a succeeded launch is held for its launcher only until its buy end; then its unit goes back
          <p className={`${s.center} ${s.muted}`} data-testid="bargain-buy-ends">
            <Countdown label={t('bargain.buyEndsIn')} seconds={Math.max(0, l.buy_end_time - now)} />
          </p>
        )}

        {l.self === 1 ? (
          <OwnerActions info={l} />
        ) : (
          <div className={s.actions}>
            {l.status === 0 && (
              <button
                type="button"
                className={s.action}
                disabled={cutting || l.cut === 1}
                onClick={() => void cut()}
                data-testid="bargain-help"
              >
                {l.cut === 1 ? t('bargain.helped') : t('bargain.helpCut')}
              </button>
            )}
            <button type="button" className={s.ghost} onClick={() => go('bargainDetail', { bargain_id: l.bargain_id })}>
              {t('bargain.launch')}
            </button>
          </div>
        )}
      </div>

      <div className={s.card}>
        <h2 className={s.title}>{t('bargain.helpers')}</h2>
        <PagedList<BargainRecord>
          queryKey={[...bargainKeys.records(id)]}
          fetchPage={(page, size) => fetchLaunchRecords(id, page, size)}
          itemKey={(r) => r.id}
          empty={{ text: t('bargain.noHelpers') }}
          renderItem={(r) => (
            <div className={s.helper} data-testid="bargain-helper">
              <Img className={s.avatar} path={r.headimg} kind="head" size="small" alt={r.nickname} ratio={1} />
              <span className={s.helperName}>{r.nickname}</span>
              <span className={s.strong}>-¥{r.money}</span>
            </div>
          )}
        />
      </div>
    </div>
  );
}
