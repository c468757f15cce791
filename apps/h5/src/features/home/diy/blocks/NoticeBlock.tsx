import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../i18n/react';
import { linkUrl, type DiyLink, type NoticeBlockData } from '../../model/diy';
import type { BlockProps } from '../types';
import { useDiyLink } from '../useDiyLink';
import s from './blocks.module.css';
import { pageUrl } from '../../../../shared/pages';

const TURN_MS = 3000;

/**
 * Notice bar: one line at a time, the next sliding up every 3 s (still with reduced motion: it just
 * swaps). Each notice with a link opens it. Drawn here rather than with antd's NoticeBar, which would
 * bring its config, locale and icon code onto the home screen.
 */
export default function NoticeBlock({ block }: BlockProps) {
  const { t } = useTranslation();
  const open = useDiyLink();
  const b = block as NoticeBlockData;
  // A notice without its own link opens the notice it lists (`noticeIds`, same order), as Niushop's client does.
  const list = (b.list ?? [])
    .map((n, i): { title: string; link?: DiyLink } => {
      const id = Number(b.noticeIds?.[i]);
      return n && !linkUrl(n.link) && Number.isInteger(id) && id > 0 ? { ...n, link: { url: pageUrl('noticeDetail', { id }) } } : n;
    })
    .filter((n) => n && typeof n.title === 'string' && n.title.trim());
  const [index, setIndex] = useState(0);
  const count = list.length;

  useEffect(() => {
    if (count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), TURN_MS);
    return () => clearInterval(timer);
  }, [count]);

  if (count === 0) return null;
  const current = index % count;
  return (
    <div className={s.notice} role="marquee" aria-label={t('home.notice')}>
      <span className={s.noticeTag}>{t('home.notice')}</span>
      <div className={s.noticeWindow}>
        <div className={s.noticeTrack} style={{ transform: `translateY(${-current * 100}%)` }}>
          {list.map((n, i) => (
            <div
              key={`${n.title}-${i}`}
              className={linkUrl(n.link) ? `${s.noticeItem} ${s.noticeLink}` : s.noticeItem}
              aria-hidden={i !== current}
              onClick={linkUrl(n.link) ? () => open(n.link) : undefined}
            >
              {n.title}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}
