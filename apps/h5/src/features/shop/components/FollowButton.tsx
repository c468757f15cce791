import { useTranslation } from '../../../i18n/react';
import { useFollow } from './useFollow';
import s from '../shop.module.css';

/** 关注 / 已关注 for a shop (shop header and introduce page): login first, confirmation before unfollowing. */
export function FollowButton({ siteId }: { siteId: number }) {
  const { t } = useTranslation();
  const { following, busy, toggle } = useFollow(siteId);
  return (
    <button
      type="button"
      className={`m-btn-line m-btn-line--main ${s.followBtn}${following ? ` ${s.followBtnOn}` : ''}`}
      onClick={() => void toggle()}
      disabled={busy}
      data-testid="shop-follow"
    >
      {following ? t('shop.following') : t('shop.follow')}
    </button>
  );
}
