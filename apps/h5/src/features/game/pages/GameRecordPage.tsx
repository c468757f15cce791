import type { GameDrawRecord } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { formatTime } from '../../../shared/lib/time';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { PagedList } from '../../../shared/ui/PagedList';
import { fetchRecords, gameKeys } from '../game.api';
import { awardValueText } from '../model';
import s from './GameRecord.module.css';

/** `game/record` (中奖记录): the member's wins of a game, newest first. */
export default function GameRecordPage() {
  const { t } = useTranslation();
  const id = positiveId(usePageParams('gameRecord').id);
  if (id === 0) return <EmptyState text={t('game.notFound')} showHome />;
  return (
    <div className={s.page} data-testid="game-record-page">
      <PagedList<GameDrawRecord>
        queryKey={[...gameKeys.records(id)]}
        fetchPage={(page, size) => fetchRecords(id, page, size)}
        itemKey={(r) => r.record_id}
        empty={{ text: t('game.recordsEmpty') }}
        renderItem={(r) => (
          <div className={s.row} data-testid="game-record">
            <div className={s.main}>
              <span className={s.name}>{r.award_name}</span>
              <span className={s.time}>{formatTime(r.create_time)}</span>
            </div>
            <span className={s.value}>{awardValueText(r, t)}</span>
          </div>
        )}
      />
    </div>
  );
}
