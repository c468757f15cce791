import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../../i18n/react';
import { fullUrl } from '../../../../shared/lib/image';
import { Img } from '../../../../shared/ui/Img';
import type { VideoBlockData } from '../../model/diy';
import type { BlockProps } from '../types';
import s from './more.module.css';

/**
 * The operator's video: its poster picture (`imageUrl`, loaded lazily like any picture) with a play button
 * in the theme's colours. Nothing of the video is fetched, and no browser loading ring or control bar shows,
 * until the shopper taps: the video then replaces the poster and plays, with the browser's controls.
 */
export default function VideoBlock({ block }: BlockProps) {
  const { t } = useTranslation();
  const b = block as VideoBlockData;
  const [playing, setPlaying] = useState(false);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    // Started from the tap that mounted it, so the browser allows playing with sound.
    if (playing) void video.current?.play()?.catch(() => undefined);
  }, [playing]);

  if (typeof b.videoUrl !== 'string' || !b.videoUrl) return null;
  const title = typeof b.title === 'string' ? b.title.trim() : '';
  return (
    <section className={s.video} data-testid="diy-video">
      {title && <h2 className={s.videoTitle}>{title}</h2>}
      <div className={s.videoBox}>
        {playing ? (
          <video ref={video} className={s.videoEl} src={fullUrl(b.videoUrl)} controls playsInline autoPlay preload="auto" />
        ) : (
          <button type="button" className={s.videoPoster} onClick={() => setPlaying(true)} aria-label={t('home.playVideo')} data-testid="diy-video-play">
            {b.imageUrl ? <Img className={s.videoEl} path={b.imageUrl} size="big" alt="" kind="goods" /> : null}
            <span className={s.videoPlay} aria-hidden="true">
              <svg viewBox="0 0 24 24">
                <path d="M8 5.5v13l10.5-6.5z" fill="currentColor" />
              </svg>
            </span>
          </button>
        )}
      </div>
    </section>
  );
}
