import { queryOptions } from '@tanstack/react-query';
import { REQUEST_TIMEOUT_MS, TOKEN_INVALID_CODES, isSuccess, memberApi, uploadApi, diyApi } from '@mall/contract';
import type { Endpoint, Lang, MemberInfo, UploadResult } from '@mall/contract';
import i18n from '../../i18n';
import { api } from '../../shared/lib/api';
import { ApiError, apiBase, commonParams } from '../../shared/lib/request';
import { useAuth } from '../../shared/state/auth';

/** `/api/member/info` (reference §4.3), typed by @mall/contract. */
export type MemberProfile = MemberInfo;

export const memberKeys = {
  all: ['member'] as const,
  info: () => ['member', 'info'] as const,
};

export const fetchMemberInfo = (signal?: AbortSignal): Promise<MemberProfile | null> => api.call(memberApi.info, {}, { signal });

export const memberInfoQuery = () =>
  queryOptions({
    queryKey: memberKeys.info(),
    queryFn: ({ signal }) => fetchMemberInfo(signal),
  });

/**
 * The operator's member-centre menu (`/api/diyview/memberindex`, reference §4.1), the same for visitors and
 * members (so not under memberKeys, which logout clears); its texts come in the request's language, so it is
 * cached per language. Silent: the centre falls back to its built-in list.
 */
export const memberMenuQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['diy', 'memberindex', lang] as const,
    queryFn: async ({ signal }) => {
      const view = await api.call(diyApi.memberIndex, {}, { signal, silent: true });
      return Array.isArray(view?.menuList) ? view.menuList : [];
    },
    staleTime: 5 * 60_000,
  });

// ---------------------------------------------------------------- profile and security (reference §4.3)

export interface CaptchaFields {
  captcha_id?: string;
  captcha_code?: string;
}

/** Profile edits; each resolves when the server saved it (failures reject after the request client's toast). */
export const profileApi = {
  modifyNickname: (nickname: string) => api.call(memberApi.modifyNickname, { nickname }),
  modifyRealname: (realname: string) => api.call(memberApi.modifyRealname, { realname }),
  /** 0 secret, 1 male, 2 female. */
  modifySex: (sex: number) => api.call(memberApi.modifySex, { sex }),
  /** Unix seconds of the day. */
  modifyBirthday: (birthday: number) => api.call(memberApi.modifyBirthday, { birthday }),
  /** `headimg`: the `pic_path` an upload answered. */
  modifyHeadimg: (headimg: string) => api.call(memberApi.modifyHeadimg, { headimg }),
  /**
   * With a password: old + new. Without one (`member.password == 0`): new + the key/code of
   * `pwdMobileCode`. Every other device is logged out; the answer carries this device's new token.
   */
  modifyPassword: (p: { old_password?: string; new_password: string; key?: string; code?: string }) =>
    api.call(memberApi.modifyPassword, { ...p }),
  /** SET_PASSWORD code to the bound mobile. */
  pwdMobileCode: (captcha: CaptchaFields) => api.call(memberApi.pwdMobileCode, { ...captcha }),
  /** MEMBER_BIND code to the new mobile (captcha when the switch is on). */
  bindMobileCode: (mobile: string, captcha: CaptchaFields) => api.call(memberApi.bindMobileCode, { mobile, ...captcha }),
  modifyMobile: (p: { mobile: string; key: string; code: string }) => api.call(memberApi.modifyMobile, { ...p }),
  /** MEMBER_PAY_PASSWORD code to the bound mobile. */
  payPwdCode: () => api.call(memberApi.payPwdCode),
  /** Checks the code without using it up. */
  verifyPayPwdCode: (p: { key: string; code: string }) => api.call(memberApi.verifyPayPwdCode, { ...p }),
  modifyPayPassword: (p: { key: string; code: string; password: string }) => api.call(memberApi.modifyPayPassword, { ...p }),
  /** Head image as a data URL (or bare base64). */
  uploadHeadimgBase64: (images: string) => api.call(uploadApi.headimgBase64, { images }, { silent: true }),
};

// ---------------------------------------------------------------- multipart upload

export interface UploadOpts {
  /** Milliseconds before the upload is aborted; default 60 000 (spec §9). */
  timeout?: number;
  signal?: AbortSignal;
}

const UPLOAD_TRANSPORT = Symbol('upload transport failure');
/** True for a failure of the transport (no answer, or no envelope) rather than a refusal by the server. */
export const isTransportFailure = (e: unknown): boolean => e instanceof ApiError && e.code === -1 && e.data === UPLOAD_TRANSPORT;

/**
 * POSTs to an upload endpoint as multipart/form-data: the common params (app_type, app_type_name, token,
 * website_id) as fields first, then the picture in field `file`. Resolves with the envelope's data when
 * code >= 0. Never shows a toast: it rejects with ApiError (the server's message, or 上传失败 when no
 * answer came), and like the request client it applies `refreshtoken` and drops an invalid token.
 */
export const uploadFile = async <T = UploadResult>(target: Endpoint, file: Blob, filename: string, opts: UploadOpts = {}): Promise<T> => {
  const form = new FormData();
  for (const [k, v] of Object.entries(commonParams())) form.append(k, v);
  form.append('file', file, filename);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), opts.timeout ?? REQUEST_TIMEOUT_MS);
  const onAbort = (): void => controller.abort();
  opts.signal?.addEventListener('abort', onAbort);
  const fail = () => new ApiError(-1, i18n.t('common.uploadFail'), UPLOAD_TRANSPORT);
  let envelope: unknown;
  try {
    const res = await fetch(`${apiBase()}${target.path}`, {
      method: 'POST',
      body: form,
      signal: controller.signal,
    });
    envelope = await res.json();
  } catch {
    throw fail();
  } finally {
    clearTimeout(timer);
    opts.signal?.removeEventListener('abort', onAbort);
  }
  if (typeof envelope !== 'object' || envelope === null || typeof (envelope as { code?: unknown }).code !== 'number') throw fail();
  const env = envelope as { code: number; message?: string; data?: unknown; refreshtoken?: string; error_code?: string };
  if (typeof env.refreshtoken === 'string' && env.refreshtoken) useAuth.getState().setToken(env.refreshtoken);
  if (isSuccess(env.code)) return env.data as T;
  if (TOKEN_INVALID_CODES.includes(env.code)) useAuth.getState().logout();
  throw new ApiError(env.code, env.message || i18n.t('common.uploadFail'), env.data, env.error_code);
};

/** `/api/upload/headimg` (multipart field `file`) → `{pic_path}`. */
export const uploadHeadimg = (file: Blob, filename: string, opts?: UploadOpts): Promise<UploadResult> =>
  uploadFile(uploadApi.headimg, file, filename, opts);
