import s from './PromotionGoodsRow.module.css';

/** Goods detail: a promotion row (tag, price tip, arrow) leading to the promotion's own detail page. */
export function PromotionGoodsRow({ tag, text, onClick, testId }: { tag: string; text: string; onClick: () => void; testId: string }) {
  return (
    <button type="button" className={s.row} onClick={onClick} data-testid={testId}>
      <span className={s.tag}>{tag}</span>
      <span className={s.text}>{text}</span>
      <svg className={s.arrow} viewBox="0 0 24 24" aria-hidden="true">
        <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </button>
  );
}
