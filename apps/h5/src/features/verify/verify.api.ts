import { verifyApi, type Paged, type VerifierCheckResult, type VerifyRecord, type VerifyType } from '@mall/contract';
import { api } from '../../shared/lib/api';

export const verifyKeys = {
  all: ['verify'] as const,
  check: () => ['verify', 'check'] as const,
  info: (code: string) => ['verify', 'info', code] as const,
  list: (type: VerifyType | 'all') => ['verify', 'list', type] as const,
};

export const checkVerifier = (signal?: AbortSignal): Promise<VerifierCheckResult> =>
  api.call(verifyApi.checkisverifier, {}, { signal, silent: true });

export const fetchVerifyInfo = (code: string, signal?: AbortSignal): Promise<VerifyRecord> =>
  api.call(verifyApi.verifyInfo, { verify_code: code }, { signal });

export const verifyCode = (code: string): Promise<VerifyRecord> => api.call(verifyApi.verify, { verify_code: code });

export const fetchVerifyList = (type: VerifyType | 'all', page: number, pageSize: number): Promise<Paged<VerifyRecord>> =>
  api.call(verifyApi.lists, { verify_type: type, page, page_size: pageSize });
