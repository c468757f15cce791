import { useCallback, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { captchaConfigQuery, fetchCaptcha, type Captcha } from '../login.api';

/**
 * The image captcha of the login/register forms: whether it is on (`shop_reception_login == 1`), the
 * current image, and `refresh()` (also after a failed submit). Loads the first image when it turns on.
 */
export const useCaptcha = () => {
  const config = useQuery(captchaConfigQuery());
  const on = config.data === true;
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [loading, setLoading] = useState(false);
  const current = useRef<string | undefined>(undefined);

  const refresh = useCallback(async () => {
    setLoading(true);
    try {
      const next = await fetchCaptcha(current.current);
      current.current = next?.id;
      setCaptcha(next ?? null);
    } catch {
      // the request client showed the message; the old image stays tappable
    } finally {
      setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (on && current.current === undefined) void refresh();
  }, [on, refresh]);

  return { on, configReady: !config.isPending, captcha, loading, refresh };
};

export type CaptchaState = ReturnType<typeof useCaptcha>;
