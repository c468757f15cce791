import { z } from 'zod';
import { withDefault } from '../core/fields';
import { endpoint, returns } from '../core/endpoint';
import { pageParams, type Paged } from '../core/paging';

/**
 * Verification desk (核销, reference §4.16): shop staff bound as verifiers redeem pickup codes (store orders)
 * and virtual goods codes. A code is used once.
 */

export const VERIFY_TYPES = ['pickup', 'virtualgoods'] as const;
export type VerifyType = (typeof VERIFY_TYPES)[number];

/** Codes are letters and digits (what the order shows and the QR code holds). */
export const VERIFY_CODE_PATTERN = /^[A-Za-z0-9]{4,32}$/;

const codeParam = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : v),
  z.string().min(1).max(32).regex(VERIFY_CODE_PATTERN),
);

/** `/api/verify/verifyInfo`, `/api/verify/verify`. */
export const verifyCodeParams = z.object({ verify_code: codeParam });
export type VerifyCodeParams = z.infer<typeof verifyCodeParams>;

/** `/api/verify/lists`: codes this member verified, newest first. */
export const verifyListParams = pageParams.extend({
  verify_type: withDefault(z.enum(['all', ...VERIFY_TYPES]), 'all'),
});
export type VerifyListParams = z.infer<typeof verifyListParams>;

/** `/api/verify/checkisverifier` (error when the member is not a verifier). */
export interface VerifierCheckResult {
  verifier_id: number;
  site_id: number;
  verifier_name: string;
}

/** `/api/verify/getVerifyType`: `{pickup: {name}, virtualgoods: {name}}`. */
export type VerifyTypeMap = Record<VerifyType, { name: string }>;

/** One line of what a code hands over. Keys of `item_array` are order_goods ids. */
export interface VerifyContentItem {
  img: string;
  name: string;
  price: string;
  num: number;
  remark_array: { title: string; value: string }[];
}

/** What `verify_content_json` holds once parsed. */
export interface VerifyContent {
  item_array: Record<string, VerifyContentItem>;
  remark_array: { title: string; value: string }[];
}

/** `/api/verify/verifyInfo` and rows of `/api/verify/lists`. */
export interface VerifyRecord {
  id: number;
  site_id: number;
  site_name: string;
  verify_code: string;
  verify_type: VerifyType;
  verify_type_name: string;
  /** JSON text of {@link VerifyContent} (the mall's clients parse it). */
  verify_content_json: string;
  /** 0 until verified. */
  verifier_id: number;
  verifier_name: string;
  is_verify: 0 | 1;
  create_time: number;
  verify_time: number;
  order_id: number;
}

/** Parses `verify_content_json` (empty content when malformed). */
export const parseVerifyContent = (json: string): VerifyContent => {
  try {
    const v = JSON.parse(json) as Partial<VerifyContent>;
    return { item_array: v.item_array ?? {}, remark_array: Array.isArray(v.remark_array) ? v.remark_array : [] };
  } catch {
    return { item_array: {}, remark_array: [] };
  }
};

/** The verification desk (reference §4.16). */
export const verifyApi = {
  checkisverifier: endpoint({
    path: '/api/verify/checkisverifier',
    access: 'member',
    response: returns<VerifierCheckResult>(),
    summary: 'Whether the member is bound as a verifier, and for which shop',
  }),
  getVerifyType: endpoint({
    path: '/api/verify/getVerifyType',
    access: 'visitor',
    response: returns<VerifyTypeMap>(),
    summary: 'The kinds of codes the desk verifies, with their names',
  }),
  verifyInfo: endpoint({
    path: '/api/verify/verifyInfo',
    access: 'member',
    params: verifyCodeParams,
    response: returns<VerifyRecord>(),
    summary: 'What a code is for, before the verifier redeems it',
  }),
  verify: endpoint({
    path: '/api/verify/verify',
    access: 'member',
    params: verifyCodeParams,
    response: returns<VerifyRecord>(),
    write: true,
    summary: 'Redeem a code (once)',
  }),
  lists: endpoint({
    path: '/api/verify/lists',
    access: 'member',
    params: verifyListParams,
    response: returns<Paged<VerifyRecord>>(),
    summary: 'A page of the codes this verifier redeemed, newest first',
  }),
};
