import type { MemberCancelAccountInfo } from '@mall/contract';
import type { Db } from '../../infra/db/client';

/** Why the member cannot close the account now (a message key of the module that checks), or null. */
export interface CancelBlock {
  messageKey: string;
  params?: Record<string, string | number>;
}
export type CancelBlocker = (db: Db, memberId: number) => Promise<CancelBlock | null>;

export type CancelCounts = Omit<MemberCancelAccountInfo, 'member_info' | 'fenxiao_info'>;
export type CancelCounter = (db: Db, memberId: number) => Promise<Partial<CancelCounts>>;

/**
 * What a module tells account cancellation (listed in its parts, collected by the composition root):
 * `block` reports open business the member must finish first (orders in payment, delivery or receipt,
 * refunds in progress, the account's own balance), run on apply and on approval; `count` adds the numbers
 * it owns to the cancellation page (orders, refunds, coupons).
 */
export interface CancelCheck {
  name: string;
  block?: CancelBlocker;
  count?: CancelCounter;
}
