import { queryOptions } from '@tanstack/react-query';
import type { CaptchaConfig, CaptchaResult, LoginResult, RegisterConfig, RegisterResult } from '@mall/contract';
import { http } from '../../shared/lib/request';

/* Login/register endpoints (reference §4.1, §4.2); answer types from @mall/contract. */
export type Captcha = CaptchaResult;

export interface LoginParams {
  username: string;
  password: string;
  captcha_id?: string;
  captcha_code?: string;
}

export const loginKeys = {
  captchaConfig: () => ['config', 'captcha'] as const,
  registerConfig: () => ['config', 'register'] as const,
};

export const captchaConfigQuery = () =>
  queryOptions({
    queryKey: loginKeys.captchaConfig(),
    queryFn: ({ signal }) => http.get<CaptchaConfig | null>('/api/config/getCaptchaConfig', undefined, { signal }),
    select: (row) => Number(row?.value?.shop_reception_login) === 1,
    staleTime: 60_000,
  });

export const registerConfigQuery = () =>
  queryOptions({
    queryKey: loginKeys.registerConfig(),
    queryFn: ({ signal }) => http.get<RegisterConfig | null>('/api/register/config', undefined, { signal }),
    staleTime: 60_000,
  });

/** A new image captcha; the previous id (if any) is sent so the server can drop it. */
export const fetchCaptcha = (previousId?: string): Promise<Captcha> =>
  http.get<Captcha>('/api/captcha/captcha', previousId ? { captcha_id: previousId } : undefined);

export const login = (p: LoginParams): Promise<LoginResult> => http.post<LoginResult>('/api/login/login', { ...p });

export const registerByUsername = (p: LoginParams): Promise<RegisterResult> => http.post<RegisterResult>('/api/register/username', { ...p });
