import { useTranslation } from '../../../../i18n/react';
import { linkUrl, type TitleBlockData } from '../../model/diy';
import type { BlockProps } from '../types';
import { useDiyLink } from '../useDiyLink';
import s from './more.module.css';

/** A section title, its sub-title, and a "more" link on the right (`operation_name`, `rightLink`) when the block opens one. */
export default function TitleBlock({ block }: BlockProps) {
  const { t } = useTranslation();
  const open = useDiyLink();
  const b = block as TitleBlockData;
  const title = typeof b.title === 'string' ? b.title.trim() : '';
  if (!title) return null;
  const more = b.isOpenOperation && linkUrl(b.rightLink) ? { text: b.operation_name, link: b.rightLink } : null;
  return (
    <header className={s.title} data-testid="diy-title">
      <div className={s.titleText}>
        <h2 className="m-block-title">{title}</h2>
        {b.subTitle && <p className={s.titleSub}>{b.subTitle}</p>}
      </div>
      {more && (
        <button type="button" className="m-block-more" onClick={() => open(more.link)}>
          {more.text?.trim() || t('home.more')}
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path d="m9 5 7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      )}
    </header>
  );
}
