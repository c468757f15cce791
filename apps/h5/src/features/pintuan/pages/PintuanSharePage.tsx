import { useQuery } from '@tanstack/react-query';
import { PINTUAN_GROUP_STATUS as G } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { BASENAME } from '../../../shared/lib/paths';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { useServerNow } from '../../../shared/lib/serverNow';
import { toast } from '../../../shared/lib/toast';
import { pageUrl } from '../../../shared/pages';
import { Countdown } from '../../../shared/ui/Countdown';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { Img } from '../../../shared/ui/Img';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { Price } from '../../../shared/ui/Price';
import { seatsOf } from '../model/pintuan';
import { pintuanOrderQuery } from '../pintuan.api';
import s from '../pintuan.module.css';

/**
 * 拼团分享 (`?id=` a pintuan order of the member): the goods, the group's seats (avatars, the leader marked, empty
 * seats), how many are still needed and the countdown to the group's end, or its outcome; 邀请好友参团 copies a link
 * to the pintuan detail for this group carrying `source_member` (the member's id: the page shows the member's own order), where a friend joins.
 */
export default function PintuanSharePage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const params = usePageParams('pintuanShare');
  const id = positiveId(params.id);
  const q = useQuery({ ...pintuanOrderQuery(id), enabled: id > 0, refetchInterval: 15_000 });
  const now = useServerNow();

  if (id <= 0) return <EmptyState text={t('pintuan.orderNotFound')} showHome />;
  if (q.isPending) return <LoadingView fullPage />;
  if (q.isError) {
    const message = q.error instanceof Error ? q.error.message : '';
    return <ErrorView text={message || undefined} onRetry={() => void q.refetch()} />;
  }
  const o = q.data;
  const left = Math.max(0, o.pintuan_num - o.pintuan_count);
  const seats = seatsOf(o.member_list, o.pintuan_num);
  const forming = o.pintuan_status === G.FORMING && o.end_time > now;
  const link = `${window.location.origin}${BASENAME}${pageUrl('pintuanDetail', { pintuan_id: o.pintuan_id, group_id: o.group_id, source_member: o.member_id })}`;

  const invite = async () => {
    try {
      await navigator.clipboard.writeText(link);
    } catch {
      // some browsers refuse the clipboard: the link stays on the page to copy by hand
    }
    void toast(t('pintuan.copied'));
  };

  const headline =
    o.pintuan_status === G.SUCCESS
      ? t('pintuan.succeeded')
      : o.pintuan_status === G.FAILED
        ? t('pintuan.failed')
        : o.pintuan_status === G.UNPAID
          ? t('pintuan.unpaid')
          : t('pintuan.needMore', { count: left });

  return (
    <div className={s.page} data-testid="pintuan-share">
      <div className={s.card}>
        <Img className={s.image} path={o.sku_image} size="mid" alt={o.goods_name} ratio={1} />
        <span className={s.info}>
          <span className={s.name}>{o.sku_name || o.goods_name}</span>
          <span className={s.meta}>
            <span className={s.tag}>{t('pintuan.seats', { count: o.pintuan_num })}</span>
          </span>
          <Price value={o.pintuan_price} size="md" />
        </span>
      </div>
      <div className={`${s.section} ${s.center}`}>
        <span className={s.headline} data-testid="pintuan-share-status" data-status={o.pintuan_status}>
          {headline}
        </span>
        {forming && <Countdown label={t('pintuan.leftTime')} seconds={o.end_time - now} testId="pintuan-share-countdown" />}
        <div className={s.seats} data-testid="pintuan-seats">
          {seats.map((m, i) =>
            m ? (
              <span key={`m${m.member_id}`} className={`${s.seat} ${s.seatFilled}`} data-testid="pintuan-seat" title={m.nickname}>
                <Img path={m.member_img} kind="head" size="small" alt={m.nickname} ratio={1} />
                {m.is_head === 1 && <span className={s.headMark}>{t('pintuan.head')}</span>}
              </span>
            ) : (
              <span key={`e${i}`} className={s.seat} data-testid="pintuan-seat-empty">
                {t('pintuan.emptySeat')}
              </span>
            ),
          )}
        </div>
        {forming && (
          <button type="button" className={s.barBtn} onClick={() => void invite()} data-testid="pintuan-invite">
            {t('pintuan.invite')}
          </button>
        )}
        {forming && (
          <span className={s.sub} data-testid="pintuan-share-link">
            {link}
          </span>
        )}
        <button type="button" className={`${s.barBtn} ${s.barAlt}`} onClick={() => go('orderDetail', { order_id: o.order_id })}>
          {t('pintuan.viewOrder')}
        </button>
      </div>
    </div>
  );
}
