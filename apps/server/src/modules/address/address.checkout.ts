import { and, desc, eq } from 'drizzle-orm';
import type { OrderCreateAddress } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { inIds } from '../../infra/db/in-ids';
import { memberAddress } from './address.tables';

/** The address checkout uses (reference §4.4 info fields without member/default flags). */
export interface CheckoutAddress extends OrderCreateAddress {
  /** 1 plain, 2 with coordinates (local delivery possible). */
  type: number;
}

/** The columns of an address as checkout reads it. */
const checkoutColumns = () => ({
  id: memberAddress.id,
  name: memberAddress.name,
  mobile: memberAddress.mobile,
  telephone: memberAddress.telephone,
  province_id: memberAddress.provinceId,
  city_id: memberAddress.cityId,
  district_id: memberAddress.districtId,
  community_id: memberAddress.communityId,
  address: memberAddress.address,
  full_address: memberAddress.fullAddress,
  longitude: memberAddress.longitude,
  latitude: memberAddress.latitude,
  type: memberAddress.type,
});

/**
 * The member's address `addressId`, or their default one when no id is given (falling back to the
 * newest address if somehow none is flagged). A foreign or missing id gives null.
 */
export const memberAddressForCheckout = async (db: Db, memberId: number, addressId?: number): Promise<CheckoutAddress | null> => {
  const cols = checkoutColumns();
  const rows =
    addressId !== undefined && addressId > 0
      ? await db
          .select(cols)
          .from(memberAddress)
          .where(and(eq(memberAddress.id, addressId), eq(memberAddress.memberId, memberId)))
          .limit(1)
      : await db
          .select(cols)
          .from(memberAddress)
          .where(eq(memberAddress.memberId, memberId))
          .orderBy(desc(memberAddress.isDefault), desc(memberAddress.id))
          .limit(1);
  return rows[0] ?? null;
};

/** The default address (as `memberAddressForCheckout` without an id) of several members in one query; absent when none. */
export const defaultCheckoutAddresses = async (db: Db, memberIds: readonly number[]): Promise<Map<number, CheckoutAddress>> => {
  if (memberIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([memberAddress.memberId], { memberId: memberAddress.memberId, ...checkoutColumns() })
    .from(memberAddress)
    .where(inIds(memberAddress.memberId, memberIds))
    .orderBy(memberAddress.memberId, desc(memberAddress.isDefault), desc(memberAddress.id));
  return new Map(rows.map(({ memberId, ...a }) => [memberId, a]));
};
