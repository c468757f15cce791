import { useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { mallSecondOfDay, type SeckillGoodsItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { pageUrl } from '../../../shared/pages';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { PagedList } from '../../../shared/ui/PagedList';
import { Countdown } from '../../../shared/ui/Countdown';
import { SeckillGoodsCard } from '../components/SeckillGoodsCard';
import { SlotBar } from '../components/SlotBar';
import { defaultSlotIndex, slotCountdown, slotState } from '../model/seckill';
import { fetchSlotGoods, slotsQuery } from '../seckill.api';
import { seckillKeys } from '../seckill.keys';
import { useServerNow } from '../../../shared/lib/serverNow';
import s from './SeckillPages.module.css';

/** 限时秒杀: today's remaining slots, the chosen slot's countdown and its goods, paged. */
export default function SeckillListPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const slots = useQuery(slotsQuery());
  const now = useServerNow();
  const [picked, setPicked] = useState<number | null>(null);

  // A slot opening or ending changes what today still has (an ended slot leaves the list): ask again then.
  const states = (slots.data ?? []).map((x) => slotState(x, mallSecondOfDay(now))).join();
  const seen = useRef(states);
  const { refetch } = slots;
  useEffect(() => {
    const before = seen.current;
    seen.current = states;
    if (before !== '' && before !== states) void refetch();
  }, [states, refetch]);

  if (slots.isPending) return <LoadingView fullPage />;
  if (slots.isError) return <ErrorView onRetry={() => void slots.refetch()} />;
  const list = slots.data;
  if (list.length === 0) return <EmptyState text={t('seckill.empty')} showHome />;

  const sod = mallSecondOfDay(now);
  const index = picked !== null && picked < list.length ? picked : defaultSlotIndex(list, sod);
  const slot = list[index]!;
  const state = slotState(slot, sod);
  const left = slotCountdown(slot, now);

  return (
    <div className={s.page} data-testid="seckill-list">
      <div className={s.sticky}>
        <SlotBar slots={list} secondOfDay={sod} active={index} onPick={setPicked} />
        <div className={s.slotHead}>
          <span className={s.slotTitle}>{t(`seckill.${state}`)}</span>
          {left ? (
            <Countdown
              label={t(left.state === 'running' ? 'seckill.endsIn' : 'seckill.startsIn')}
              seconds={left.seconds}
              testId="seckill-countdown"
            />
          ) : (
            <span className={s.ended}>{t('seckill.ended')}</span>
          )}
        </div>
      </div>
      <div className={s.goods}>
        <PagedList<SeckillGoodsItem>
          key={slot.id}
          queryKey={[...seckillKeys.goods(slot.id)]}
          fetchPage={(page, size) => fetchSlotGoods(slot.id, page, size)}
          itemKey={(g) => g.id}
          empty={{ text: t('seckill.emptySlot') }}
          renderItem={(g) => <SeckillGoodsCard item={g} state={state} onOpen={() => go(pageUrl('seckillDetail', { seckill_id: g.id }))} />}
        />
      </div>
    </div>
  );
}
