import { useEffect, useRef, useState } from 'react';
import { fullUrl, img } from '../../../../shared/lib/image';
import type { VideoBlockData } from '../../model/diy';
import type { BlockProps } from '../types';
import s from './more.module.css';

/**
 * An HTML5 video with its poster. Nothing is fetched until the block comes near the screen (the
 * poster then loads; the video itself only when played: preload="none").
 */
export default function VideoBlock({ block }: BlockProps) {
  const b = block as VideoBlockData;
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const el = box.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '200px 0px' });
    io.observe(el);
    return () => io.disconnect();
  }, [near]);

  if (typeof b.videoUrl !== 'string' || !b.videoUrl) return null;
  return (
    <section className={s.video} data-testid="diy-video">
      {b.title && <h2 className={s.videoTitle}>{b.title}</h2>}
      <div ref={box} className={s.videoBox}>
        {near && (
          <video
            className={s.videoEl}
            src={fullUrl(b.videoUrl)}
            poster={b.imageUrl ? img(b.imageUrl, 'big') : undefined}
            controls
            playsInline
            preload="none"
          />
        )}
      </div>
    </section>
  );
}
