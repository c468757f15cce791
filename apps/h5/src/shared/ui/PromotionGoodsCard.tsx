import type { ReactNode } from 'react';
import { Img } from './Img';
import s from './PromotionGoodsCard.module.css';

/** The card's button: its text, dimmed when the goods cannot be bought now, and what a test or a style reads. */
export interface PromotionGoodsAction {
  text: string;
  off?: boolean;
  testId?: string;
  state?: string;
}

/**
 * One goods of a promotion list (seckill, groupbuy, bargain, presale, wholesale): image, name, the promotion's own
 * line under it (`meta`), its prices and its button. The whole card opens the promotion's detail.
 */
export function PromotionGoodsCard({
  testId,
  image,
  alt,
  name,
  nameTestId,
  meta,
  prices,
  pricesTestId,
  action,
  onOpen,
}: {
  testId: string;
  image: string;
  alt: string;
  name: string;
  nameTestId?: string;
  meta: ReactNode;
  prices: ReactNode;
  pricesTestId?: string;
  action: PromotionGoodsAction;
  onOpen: () => void;
}) {
  return (
    <button type="button" className={s.card} onClick={onOpen} data-testid={testId}>
      <Img className={s.image} path={image} size="mid" alt={alt} ratio={1} />
      <span className={s.info}>
        <span className={s.name} data-testid={nameTestId}>
          {name}
        </span>
        {meta}
        <span className={s.bottom}>
          <span className={s.prices} data-testid={pricesTestId}>
            {prices}
          </span>
          <span className={action.off ? `${s.btn} ${s.btnOff}` : s.btn} data-testid={action.testId} data-state={action.state}>
            {action.text}
          </span>
        </span>
      </span>
    </button>
  );
}

/** The usual line under a promotion goods' name: a framed tag (起购 N 件, 定金, …) and a plain note beside it. */
export function PromotionGoodsMeta({ tag, tagTestId, note }: { tag: string; tagTestId?: string; note?: string }) {
  return (
    <span className={s.meta}>
      <span className={s.tag} data-testid={tagTestId}>
        {tag}
      </span>
      {note !== undefined && <span>{note}</span>}
    </span>
  );
}
