import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/react';
import { useGo } from '../../shared/lib/nav';
import { toast } from '../../shared/lib/toast';
import { useAuth } from '../../shared/state/auth';
import { couponKeys, receivePlatformCoupon, receiveShopCoupon } from './coupon.api';
import type { CouponView } from './model/coupon';

/**
 * Receiving a coupon from a card: visitors go to login (and come back); a member's request shows
 * "领取成功" and reloads every coupon query (the server's refusal texts are toasted by the request layer).
 */
export const useReceiveCoupon = (opts: { onDone?: (c: CouponView) => void } = {}) => {
  const { t } = useTranslation();
  const { redirectToLogin } = useGo();
  const token = useAuth((st) => st.token);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<string | null>(null);

  const receive = async (c: CouponView) => {
    if (!token) {
      redirectToLogin();
      return;
    }
    const key = `${c.kind}-${c.typeId}`;
    if (busy) return;
    setBusy(key);
    try {
      if (c.kind === 'shop') await receiveShopCoupon(c.typeId);
      else await receivePlatformCoupon(c.typeId);
      void toast(t('coupon.receiveSuccess'));
      opts.onDone?.(c);
    } catch {
      // The request layer showed the reason.
    } finally {
      setBusy(null);
      await queryClient.invalidateQueries({ queryKey: couponKeys.all });
    }
  };

  return { receive, isBusy: (c: CouponView) => busy === `${c.kind}-${c.typeId}` };
};
