import { CenterPopup } from 'antd-mobile';
import type { GameInfo, GameLotteryResult } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { img } from '../../../shared/lib/image';
import { useGo } from '../../../shared/lib/nav';
import { awardValueText } from '../model';
import s from './Game.module.css';

/** The draw's outcome: the award won, or 谢谢参与 with the game's own words for a miss. */
export function ResultPopup({ game, result, onClose }: { game: GameInfo; result: GameLotteryResult | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { go } = useGo();
  const won = result?.is_winning === 1 ? result : null;
  return (
    <CenterPopup visible={result !== null} onMaskClick={onClose} bodyClassName={s.popup}>
      {result && (
        <div className={s.result} role="dialog" aria-labelledby="game-result-title" data-testid="game-result" data-won={won ? 1 : 0}>
          <h3 id="game-result-title" className={s.resultTitle}>
            {won ? t('game.won') : t('game.lost')}
          </h3>
          {won ? (
            <>
              {won.award_img && <img className={s.resultImg} src={img(won.award_img, 'mid')} alt="" />}
              <p className={s.resultText} data-testid="game-result-award">
                {t('game.wonText', { award: won.award_name })}
              </p>
              <p className={s.resultSub}>{awardValueText(won, t)}</p>
            </>
          ) : (
            <>
              {game.no_winning_img && <img className={s.resultImg} src={img(game.no_winning_img, 'mid')} alt="" />}
              <p className={s.resultText}>{t('game.thanks')}</p>
              <p className={s.resultSub}>{game.no_winning_desc || t('game.lostText')}</p>
            </>
          )}
          <button type="button" className={s.primary} onClick={onClose} data-testid="game-result-ok">
            {won ? t('game.ok') : t('game.again')}
          </button>
          {won && (
            <button
              type="button"
              className={s.link}
              onClick={() => {
                onClose();
                go('gameRecord', { id: game.game_id });
              }}
              data-testid="game-result-records"
            >
              {t('game.viewRecords')}
            </button>
          )}
        </div>
      )}
    </CenterPopup>
  );
}
