import type { TopicItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { Img } from '../../../shared/ui/Img';
import { dayText, topicState } from '../model/topics';
import s from './TopicCard.module.css';

/** One topic of the list: its banner, name, remark and time window. */
export function TopicCard({ item, now, onOpen }: { item: TopicItem; now: number; onOpen: () => void }) {
  const { t } = useTranslation();
  const state = topicState(item, now);
  return (
    <button type="button" className={s.card} onClick={onOpen} data-testid="topic-card">
      <Img className={s.banner} path={item.topic_adv} alt={item.topic_name} ratio="750 / 300" />
      <span className={s.body}>
        <span className={s.head}>
          <span className={s.name}>{item.topic_name}</span>
          <span className={`${s.state} ${state === 'running' ? '' : s.stateOff}`}>{t(`topics.${state}`)}</span>
        </span>
        {item.remark && <span className={s.remark}>{item.remark}</span>}
        <span className={s.foot}>
          <span className={s.window} data-testid="topic-window">
            {t('topics.window', { start: dayText(item.start_time), end: dayText(item.end_time) })}
          </span>
          <span className={s.go}>{t('topics.view')}</span>
        </span>
      </span>
    </button>
  );
}
