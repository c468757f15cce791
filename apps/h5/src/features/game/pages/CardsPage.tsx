import { useEffect, useRef, useState } from 'react';
import type { GameInfo, GameLotteryResult } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { GameFrame, canPlay } from '../components/GameFrame';
import { ResultPopup } from '../components/ResultPopup';
import { useGame } from '../components/useGame';
import { awardValueText } from '../model';
import s from './GameStages.module.css';

/** Share of the coating rubbed off at which the card counts as scratched and the result shows. */
const CLEARED_ENOUGH = 0.45;
const BRUSH = 18;

/** The coating: a canvas in the theme's colours that the finger or mouse rubs away (destination-out). */
function Coating({ label, onCleared }: { label: string; onCleared: () => void }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const done = useRef(false);
  const down = useRef(false);

  useEffect(() => {
    const c = ref.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx) return;
    const ratio = window.devicePixelRatio || 1;
    c.width = c.clientWidth * ratio;
    c.height = c.clientHeight * ratio;
    ctx.scale(ratio, ratio);
    const css = getComputedStyle(c);
    ctx.fillStyle = css.getPropertyValue('--text-secondary').trim() || 'gray';
    ctx.fillRect(0, 0, c.clientWidth, c.clientHeight);
    ctx.fillStyle = css.getPropertyValue('--card-bg').trim() || 'white';
    ctx.font = '16px sans-serif';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(label, c.clientWidth / 2, c.clientHeight / 2);
    ctx.globalCompositeOperation = 'destination-out';
  }, [label]);

  const cleared = (c: HTMLCanvasElement, ctx: CanvasRenderingContext2D) => {
    const data = ctx.getImageData(0, 0, c.width, c.height).data;
    let clear = 0;
    // Every 16th pixel is enough to judge the share.
    for (let i = 3; i < data.length; i += 64) if (data[i] === 0) clear++;
    return clear / (data.length / 64);
  };

  const rub = (e: React.PointerEvent<HTMLCanvasElement>) => {
    if (!down.current || done.current) return;
    const c = e.currentTarget;
    const ctx = c.getContext('2d');
    if (!ctx) return;
    const box = c.getBoundingClientRect();
    ctx.beginPath();
    ctx.arc(e.clientX - box.left, e.clientY - box.top, BRUSH, 0, Math.PI * 2);
    ctx.fill();
    if (cleared(c, ctx) >= CLEARED_ENOUGH) {
      done.current = true;
      ctx.clearRect(0, 0, c.width, c.height);
      onCleared();
    }
  };

  return (
    <canvas
      ref={ref}
      className={s.scratch}
      onPointerDown={(e) => {
        down.current = true;
        e.currentTarget.setPointerCapture?.(e.pointerId);
        rub(e);
      }}
      onPointerMove={rub}
      onPointerUp={() => (down.current = false)}
      onPointerCancel={() => (down.current = false)}
      data-testid="cards-coating"
    />
  );
}

function Card({ game, g }: { game: GameInfo; g: ReturnType<typeof useGame> }) {
  const { t } = useTranslation();
  const [drawn, setDrawn] = useState<GameLotteryResult | null>(null);
  const [round, setRound] = useState(0);

  const take = async () => {
    const r = await g.draw();
    if (!r) return;
    setDrawn(r);
    setRound((n) => n + 1);
  };

  const won = drawn?.is_winning === 1 ? drawn : null;
  return (
    <>
      <div className={s.card} data-testid="cards-card" data-drawn={drawn ? 1 : 0}>
        <div className={s.cardFace}>
          {drawn ? (won ? won.award_name : t('game.thanks')) : t('game.scratchHint')}
          {drawn && <span className={s.cardSub}>{won ? awardValueText(won, t) : game.no_winning_desc || t('game.lostText')}</span>}
        </div>
        {(drawn === null || g.busy) && (
          <Coating
            key={round}
            label={t('game.scratchLabel')}
            onCleared={() => {
              if (drawn) g.reveal(drawn);
            }}
          />
        )}
      </div>
      <button type="button" className={s.cardBtn} disabled={g.busy || !canPlay(game)} onClick={() => void take()} data-testid="cards-start">
        {!g.loggedIn ? t('game.login') : drawn ? t('game.scratchAgain') : t('game.scratchStart')}
      </button>
    </>
  );
}

/** `game/cards` (刮刮乐): take a card for points, rub its coating off to see the award or 谢谢参与. */
export default function CardsPage() {
  const g = useGame('cards');
  return (
    <>
      <GameFrame g={g} testId="game-cards" stage={(game) => <Card game={game} g={g} />} />
      {g.info.data && <ResultPopup game={g.info.data} result={g.result} onClose={g.closeResult} />}
    </>
  );
}
