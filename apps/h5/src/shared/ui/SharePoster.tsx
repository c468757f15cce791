import { Popup, SpinLoading } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { fullUrl } from '../lib/image';
import { useAuth } from '../state/auth';
import s from './SharePoster.module.css';

/**
 * A share poster (drawn by the server with a QR code carrying the sharer) and a long-press-to-save hint: of a
 * goods SKU, or of a promotion's detail (each kind's `…/poster`). `queryKey` names what is drawn; the member
 * or visitor it is drawn for is added to it.
 */
export function SharePoster({
  queryKey,
  load,
  visible,
  onClose,
}: {
  queryKey: readonly unknown[];
  load: () => Promise<{ path: string }>;
  visible: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const token = useAuth((st) => st.token);
  const poster = useQuery({
    queryKey: [...queryKey, token ? 'member' : 'visitor'],
    queryFn: load,
    enabled: visible,
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
