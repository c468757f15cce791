import type { SeckillSlot } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { slotClock, slotState } from '../model/seckill';
import s from './SlotBar.module.css';

/** Today's slots side by side: start time and 抢购中 / 即将开始 / 已结束; the chosen one stands out. */
export function SlotBar({
  slots,
  secondOfDay,
  active,
  onPick,
}: {
  slots: SeckillSlot[];
  secondOfDay: number;
  active: number;
  onPick: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav className={s.bar} data-testid="seckill-slots">
      {slots.map((slot, i) => {
        const state = slotState(slot, secondOfDay);
        return (
          <button
            type="button"
            key={slot.id}
            className={`${s.slot} ${i === active ? s.on : ''}`}
            aria-pressed={i === active}
            onClick={() => onPick(i)}
            data-testid="seckill-slot"
            data-state={state}
          >
            <span className={s.time}>{slotClock(slot.seckill_start_time)}</span>
            <span className={s.state}>{t(`seckill.${state}`)}</span>
          </button>
        );
      })}
    </nav>
  );
}
