import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Dialog } from 'antd-mobile';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { toast } from '../../../shared/lib/toast';
import { useAuth } from '../../../shared/state/auth';
import { followQuery, followShop, shopKeys, unfollowShop } from '../shop.api';

/** Follow state of a shop and the toggle (login first; unfollowing asks for confirmation). */
export const useFollow = (siteId: number) => {
  const { t } = useTranslation();
  const { redirectToLogin } = useGo();
  const token = useAuth((s) => s.token);
  const queryClient = useQueryClient();
  const q = useQuery({ ...followQuery(siteId), enabled: Boolean(token) && siteId > 0 });
  const [busy, setBusy] = useState(false);
  const following = Boolean(token) && q.data === 1;

  const toggle = async () => {
    if (!token) {
      redirectToLogin();
      return;
    }
    if (busy) return;
    if (following) {
      const ok = await Dialog.confirm({ content: t('shop.unfollowConfirm'), confirmText: t('common.confirm'), cancelText: t('common.cancel') });
      if (!ok) return;
    }
    setBusy(true);
    try {
      if (following) await unfollowShop(siteId);
      else await followShop(siteId);
      queryClient.setQueryData(shopKeys.follow(siteId), following ? 0 : 1);
      void toast(t(following ? 'shop.unfollowed' : 'shop.followed'));
      await queryClient.invalidateQueries({ queryKey: shopKeys.info(siteId) });
    } catch {
      // the request client showed the server's message
    } finally {
      setBusy(false);
    }
  };

  return { following, busy, toggle };
};
