import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../infra/db/client';
import { cart } from './cart.tables';

/** Removes the member's cart lines a checkout bought, inside the checkout's transaction. */
export const removeBoughtLinesTx = async (tx: Db, memberId: number, cartIds: number[]): Promise<void> => {
  if (cartIds.length > 0) await tx.delete(cart).where(and(eq(cart.memberId, memberId), inArray(cart.cartId, cartIds)));
};
