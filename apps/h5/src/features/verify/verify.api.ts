import type { Paged, VerifierCheckResult, VerifyRecord, VerifyType } from '@mall/contract';
import { http } from '../../shared/lib/request';

export const verifyKeys = {
  all: ['verify'] as const,
  check: () => ['verify', 'check'] as const,
  info: (code: string) => ['verify', 'info', code] as const,
  list: (type: VerifyType | 'all') => ['verify', 'list', type] as const,
};

export const checkVerifier = (signal?: AbortSignal): Promise<VerifierCheckResult> =>
  http.get<VerifierCheckResult>('/api/verify/checkisverifier', {}, { signal, silent: true });

export const fetchVerifyInfo = (code: string, signal?: AbortSignal): Promise<VerifyRecord> =>
  http.get<VerifyRecord>('/api/verify/verifyInfo', { verify_code: code }, { signal });

export const verifyCode = (code: string): Promise<VerifyRecord> => http.post<VerifyRecord>('/api/verify/verify', { verify_code: code });

export const fetchVerifyList = (type: VerifyType | 'all', page: number, pageSize: number): Promise<Paged<VerifyRecord>> =>
  http.get<Paged<VerifyRecord>>('/api/verify/lists', { verify_type: type, page, page_size: pageSize });
