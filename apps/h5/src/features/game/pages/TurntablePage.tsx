import { useRef, useState } from 'react';
import type { GameInfo, GameLotteryResult } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { img } from '../../../shared/lib/image';
import { GameFrame, canPlay } from '../components/GameFrame';
import { ResultPopup } from '../components/ResultPopup';
import { useGame } from '../components/useGame';
import { stopCell, wheelRotation } from '../model';
import s from './GameStages.module.css';

/** The wheel: its cells (awards and 谢谢参与), turned by a CSS transition until the drawn cell is under the pointer. */
function Wheel({ game, g }: { game: GameInfo; g: ReturnType<typeof useGame> }) {
  const { t } = useTranslation();
  const [angle, setAngle] = useState(0);
  const [stoppedOn, setStoppedOn] = useState<number | null>(null);
  const pending = useRef<GameLotteryResult | null>(null);
  const cells = game.award;
  const deg = 360 / cells.length;

  const spin = async () => {
    const r = await g.draw();
    if (!r) return;
    pending.current = r;
    const index = stopCell(cells, r, r.record_id);
    setStoppedOn(index);
    setAngle((a) => wheelRotation(a, index, cells.length));
  };

  const done = () => {
    const r = pending.current;
    pending.current = null;
    if (r) g.reveal(r);
  };

  return (
    <>
      <div className={s.wheelBox}>
        <div
          className={s.wheel}
          style={{
            transform: `rotate(${angle}deg)`,
            background: `repeating-conic-gradient(var(--card-bg) 0 ${deg}deg, var(--base-color-light) ${deg}deg ${2 * deg}deg)`,
          }}
          onTransitionEnd={done}
          data-testid="turntable-wheel"
          data-stopped={stoppedOn ?? ''}
        >
          {cells.map((c, i) => (
            <div
              key={`${c.award_id}-${i}`}
              className={s.cell}
              style={{ transform: `rotate(${i * deg + deg / 2}deg)` }}
              data-testid="turntable-cell"
              data-award={c.award_id}
            >
              {c.award_name}
              {c.award_img && <img className={s.cellImg} src={img(c.award_img, 'small')} alt="" />}
            </div>
          ))}
        </div>
        <button
          type="button"
          className={s.pointer}
          disabled={g.busy || !canPlay(game)}
          onClick={() => void spin()}
          data-testid="turntable-start"
        >
          {g.busy ? t('game.drawing') : g.loggedIn ? t('game.start') : t('game.login')}
        </button>
      </div>
      {!g.loggedIn && <p className={s.hint}>{t('game.login')}</p>}
    </>
  );
}

/** `game/turntable` (幸运抽奖): spin the wheel for points; it stops on the award won or on 谢谢参与. */
export default function TurntablePage() {
  const g = useGame('turntable');
  return (
    <>
      <GameFrame g={g} testId="game-turntable" stage={(game) => <Wheel game={game} g={g} />} />
      {g.info.data && <ResultPopup game={g.info.data} result={g.result} onClose={g.closeResult} />}
    </>
  );
}
