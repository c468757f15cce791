import type { ReactNode } from 'react';
import { Img } from './Img';
import s from './PromoBlock.module.css';

export interface PromoBlockProps {
  /** `data-testid` of the block; its 更多 button gets `<testId>-more`. */
  testId: string;
  title: string;
  more: string;
  onMore: () => void;
  /**
   * How many cards it holds: one alone spreads over the row (picture left, details right) and two share it, so the
   * row is never mostly empty; more scroll sideways.
   */
  count: number;
  children: ReactNode;
}

/**
 * The frame of a home promotion block (团购, 拼团, 砍价, 预售, 批发): its title and 更多 over a row of cards that scrolls
 * sideways. Only the promotions' lazy block chunks import it, so it never comes with the home page's first load.
 */
export function PromoBlock({ testId, title, more, onMore, count, children }: PromoBlockProps) {
  const layout = count === 1 ? s.single : count === 2 ? s.pair : '';
  return (
    <section className={s.block} data-testid={testId}>
      <div className={s.head}>
        <h3 className={s.title}>{title}</h3>
        <button type="button" className={s.more} onClick={onMore} data-testid={`${testId}-more`}>
          {more}
        </button>
      </div>
      <div className={`${s.row} ${layout}`}>{children}</div>
    </section>
  );
}

export interface PromoCardProps {
  testId: string;
  image: string;
  name: string;
  /** Over the picture's corner (e.g. 3人团). */
  badge?: string;
  /** The line under the name (定金, 起批量, how many took part). */
  note: ReactNode;
  /** The promotion price, usually with the struck original beside it. */
  price: ReactNode;
  action: string;
  onOpen: () => void;
}

/** One goods of a promotion block; every line has a fixed height so cards line up and nothing shifts as data arrives. */
export function PromoCard({ testId, image, name, badge, note, price, action, onOpen }: PromoCardProps) {
  return (
    <button type="button" className={s.card} onClick={onOpen} data-testid={testId}>
      <span className={s.pic}>
        <Img path={image} size="mid" alt={name} ratio={1} className={s.image} />
        {badge && <span className={s.badge}>{badge}</span>}
      </span>
      <span className={s.info}>
        <span className={s.name}>{name}</span>
        <span className={s.note}>{note}</span>
        <span className={s.price}>{price}</span>
        <span className={s.action}>{action}</span>
      </span>
    </button>
  );
}

/** Goods a promotion block shows unless the operator set a `count` on it, and the most it may ask for. */
const BLOCK_GOODS = 4;
const MAX_GOODS = 10;

/** The block's `count` (the operator's, else 4; at most 10). */
export const promoBlockCount = (block: object): number => {
  const n = Math.floor(Number((block as Record<string, unknown>).count));
  return Number.isFinite(n) && n > 0 ? Math.min(n, MAX_GOODS) : BLOCK_GOODS;
};
