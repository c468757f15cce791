import type { CSSProperties } from 'react';
import { NoticeBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { NoticeBlockData } from '../../model/diy';
import type { BlockProps } from '../types';
import { useDiyLink } from '../useDiyLink';
import s from './blocks.module.css';

// antd-mobile's colour class sets these variables too; inline style wins over it.
const NOTICE_STYLE = {
  '--background-color': 'var(--card-bg)',
  '--border-color': 'transparent',
  '--text-color': 'var(--text-color)',
  '--font-size': '13px',
  '--height': '36px',
} as CSSProperties;

/** Scrolling notice bar; each notice with a link opens it. */
export default function NoticeBlock({ block }: BlockProps) {
  const { t } = useTranslation();
  const open = useDiyLink();
  const list = ((block as NoticeBlockData).list ?? []).filter((n) => n && typeof n.title === 'string' && n.title.trim());
  if (list.length === 0) return null;
  return (
    <div className={s.notice}>
      <NoticeBar
        className={s.noticeBar}
        style={NOTICE_STYLE}
        color="default"
        shape="rounded"
        bordered={false}
        icon={<span className={s.noticeTag}>{t('home.notice')}</span>}
        content={
          <span className={s.noticeList}>
            {list.map((n, i) => (
              <span
                key={`${n.title}-${i}`}
                className={n.link?.url ? s.noticeLink : undefined}
                onClick={n.link?.url ? () => open(n.link) : undefined}
              >
                {n.title}
              </span>
            ))}
          </span>
        }
      />
    </div>
  );
}
