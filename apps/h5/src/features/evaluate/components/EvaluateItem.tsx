import { useTranslation } from '../../../i18n/react';
import type { GoodsEvaluateItem } from '@mall/contract';
import { img } from '../../../shared/lib/image';
import { Img } from '../../../shared/ui/Img';
import s from './EvaluateItem.module.css';
import { showImages } from '../../../shared/lib/imageViewer';

const pad = (n: number) => String(n).padStart(2, '0');
/** Unix seconds → "2025-01-03" (local time). */
export const formatDay = (t: number): string => {
  const d = new Date(t * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

const csv = (v: string) => (v ? v.split(',').map((p) => p.trim()).filter(Boolean) : []);

function Pictures({ paths, label }: { paths: string[]; label: string }) {
  const { t } = useTranslation();
  if (paths.length === 0) return null;
  return (
    <div className={s.pics} aria-label={label}>
      {paths.map((p, i) => (
        <button
          type="button"
          key={`${p}-${i}`}
          className={s.pic}
          onClick={() => showImages(paths.map((x) => img(x)), i)}
          data-testid="evaluate-image"
        >
          <Img path={p} size="small" alt={t('evaluate.imageOf', { n: i + 1 })} ratio={1} />
        </button>
      ))}
    </div>
  );
}

function Stars({ n }: { n: number }) {
  return (
    <span className={s.stars} aria-label={`${n}/5`}>
      {[1, 2, 3, 4, 5].map((k) => (
        <svg key={k} viewBox="0 0 24 24" aria-hidden="true" className={k <= n ? s.starOn : s.starOff}>
          <path d="m12 3 2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 16.8l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8z" fill="currentColor" />
        </svg>
      ))}
    </span>
  );
}

/** One review: reviewer (masked when anonymous), stars, text, pictures (full-screen viewer), shop reply, follow-up. */
export function EvaluateItem({ item, compact = false }: { item: GoodsEvaluateItem; compact?: boolean }) {
  const { t } = useTranslation();
  const name = item.member_name || t('evaluate.anonymous');
  const days = item.again_time > 0 ? Math.floor((item.again_time - item.create_time) / 86_400) : 0;
  return (
    <article className={s.item} data-testid="evaluate-item">
      <header className={s.head}>
        <Img className={s.avatar} path={item.member_headimg} kind="head" size="small" alt="" />
        <span className={s.name}>{name}</span>
        <Stars n={Number(item.scores) || 0} />
      </header>
      <p className={`${s.content} ${compact ? s.clamp : ''}`}>{item.content}</p>
      <Pictures paths={csv(item.images).slice(0, compact ? 3 : 9)} label={t('evaluate.title')} />
      <div className={s.meta}>
        <span>{formatDay(item.create_time)}</span>
        {item.sku_name && <span className={s.sku}>{item.sku_name}</span>}
      </div>
      {!compact && item.explain_first && (
        <p className={s.reply} data-testid="evaluate-explain">
          {t('evaluate.explain')}
          {item.explain_first}
        </p>
      )}
      {!compact && item.again_content && (
        <div className={s.again} data-testid="evaluate-again">
          <div className={s.againHead}>
            <span className={s.againTag}>{t('evaluate.again')}</span>
            <span>{days > 0 ? t('evaluate.againDays', { days }) : t('evaluate.againSameDay')}</span>
            <span>{formatDay(item.again_time)}</span>
          </div>
          <p className={s.content}>{item.again_content}</p>
          <Pictures paths={csv(item.again_images)} label={t('evaluate.again')} />
          {item.again_explain && (
            <p className={s.reply}>
              {t('evaluate.againExplain')}
              {item.again_explain}
            </p>
          )}
        </div>
      )}
    </article>
  );
}

export default EvaluateItem;
