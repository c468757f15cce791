import { Popup, SpinLoading } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../i18n/react';
import { fullUrl } from '../../../shared/lib/image';
import { useAuth } from '../../../shared/state/auth';
import { detailKeys, fetchPoster } from '../detail.api';
import s from './SharePoster.module.css';

/** The share poster of a SKU (drawn by the server with a QR code carrying the sharer) and a long-press-to-save hint. */
export function SharePoster({ skuId, visible, onClose }: { skuId: number; visible: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const token = useAuth((st) => st.token);
  const poster = useQuery({
    queryKey: detailKeys.poster(skuId, token ? 'member' : 'visitor'),
    queryFn: () => fetchPoster(skuId),
    enabled: visible && skuId > 0,
    staleTime: 10 * 60_000,
  });
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} showCloseButton bodyClassName={s.body}>
      <h3 className={s.title}>{t('detail.posterTitle')}</h3>
      <div className={s.frame} data-testid="share-poster">
        {poster.data?.path ? (
          <img className={s.poster} src={fullUrl(poster.data.path)} alt={t('detail.posterTitle')} data-testid="poster-image" />
        ) : (
          <div className={s.loading} role="status">
            <SpinLoading />
            <span>{t('detail.posterLoading')}</span>
          </div>
        )}
      </div>
      <p className={s.hint}>{t('detail.posterHint')}</p>
    </Popup>
  );
}

export default SharePoster;
