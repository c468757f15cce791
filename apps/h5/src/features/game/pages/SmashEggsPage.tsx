import { useState } from 'react';
import type { GameInfo } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { GameFrame, canPlay } from '../components/GameFrame';
import { ResultPopup } from '../components/ResultPopup';
import { useGame } from '../components/useGame';
import s from './GameStages.module.css';

const EGGS = [0, 1, 2];
/** How long the hammer swings before the shell opens, and the shell takes to open (ms). */
const SWING_MS = 1000;
const OPEN_MS = 500;

/** A hammer drawn in the theme's text colour. */
function Hammer({ hit }: { hit: boolean }) {
  return (
    <svg className={hit ? `${s.hammer} ${s.hammerHit}` : s.hammer} viewBox="0 0 64 64" aria-hidden="true">
      <rect x="30" y="20" width="8" height="42" rx="3" transform="rotate(-40 34 41)" fill="currentColor" opacity="0.7" />
      <rect x="10" y="6" width="40" height="18" rx="4" transform="rotate(-40 30 15)" fill="currentColor" />
    </svg>
  );
}

function Eggs({ game, g }: { game: GameInfo; g: ReturnType<typeof useGame> }) {
  const { t } = useTranslation();
  const [hit, setHit] = useState<number | null>(null);
  const [broken, setBroken] = useState<number | null>(null);

  const smash = async (i: number) => {
    if (g.busy || !canPlay(game)) return;
    setBroken(null);
    const r = await g.draw();
    if (!r) return;
    setHit(i);
    window.setTimeout(() => {
      setHit(null);
      setBroken(i);
      window.setTimeout(() => g.reveal(r), OPEN_MS);
    }, SWING_MS);
  };

  return (
    <>
      <div className={s.eggs}>
        {EGGS.map((i) => (
          <button
            key={i}
            type="button"
            className={broken === i ? `${s.egg} ${s.eggBroken}` : s.egg}
            onClick={() => void smash(i)}
            disabled={g.busy}
            aria-label={t('game.smashHint')}
            data-testid="egg"
            data-broken={broken === i ? 1 : 0}
          >
            <span className={s.shellLeft}>
              <span className={s.shell} />
            </span>
            <span className={s.shellRight}>
              <span className={s.shell} />
            </span>
            {(hit === i || (hit === null && broken === null && i === 1)) && <Hammer hit={hit === i} />}
          </button>
        ))}
      </div>
      <p className={s.hint}>{g.loggedIn ? t('game.smashHint') : t('game.login')}</p>
    </>
  );
}

/** `game/smash_eggs` (砸金蛋): tap an egg, the hammer swings, the shell cracks open on the award or 谢谢参与. */
export default function SmashEggsPage() {
  const g = useGame('egg');
  return (
    <>
      <GameFrame g={g} testId="game-egg" stage={(game) => <Eggs game={game} g={g} />} />
      {g.info.data && <ResultPopup game={g.info.data} result={g.result} onClose={g.closeResult} />}
    </>
  );
}
