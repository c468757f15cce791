import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  ADDRESS_TYPES,
  ADDRESS_MOBILE_PATTERN,
  MEMBER_ADDRESS_MAX,
  nowSeconds,
  pageCount,
  TELEPHONE_PATTERN,
  type AreaItem,
  type AreaTreeNode,
  type MemberAddressInfo,
  type MemberAddressItem,
  type MemberAddressPageParams,
  type MemberAddressSaveParams,
  type MemberAddressThreePartiesParams,
  type Paged,
  type TranAddressInfo,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { member } from '../member';
import { distanceKmJs } from '../shop';
import { addressMessages } from './address.messages';
import { area, memberAddress } from './address.tables';

const itemCols = {
  id: memberAddress.id,
  member_id: memberAddress.memberId,
  name: memberAddress.name,
  mobile: memberAddress.mobile,
  telephone: memberAddress.telephone,
  address: memberAddress.address,
  full_address: memberAddress.fullAddress,
  is_default: memberAddress.isDefault,
  type: memberAddress.type,
};
const infoCols = {
  ...itemCols,
  province_id: memberAddress.provinceId,
  city_id: memberAddress.cityId,
  district_id: memberAddress.districtId,
  community_id: memberAddress.communityId,
  longitude: memberAddress.longitude,
  latitude: memberAddress.latitude,
};
const areaCols = {
  id: area.id,
  pid: area.pid,
  name: area.name,
  shortname: area.shortname,
  level: area.level,
  longitude: area.longitude,
  latitude: area.latitude,
};

const notFound = () => new AppError(addressMessages.addrAddressNotExist);

// ---------------------------------------------------------------- regions

/** The province → city → district chain, checked level by level; throws regionInvalid otherwise. */
const regionChain = async (db: Db, provinceId: number, cityId: number, districtId: number) => {
  const rows = await db
    .select(areaCols)
    .from(area)
    .where(inArray(area.id, [provinceId, cityId, districtId]));
  const by = new Map(rows.map((r) => [r.id, r]));
  const p = by.get(provinceId);
  const c = by.get(cityId);
  const d = by.get(districtId);
  if (!p || !c || !d || p.level !== 1 || c.level !== 2 || d.level !== 3 || c.pid !== p.id || d.pid !== c.id)
    throw new AppError(addressMessages.addrRegionInvalid);
  return { province: p, city: c, district: d };
};

export const areaLists = (db: Db, pid: number): Promise<AreaItem[]> =>
  db.select(areaCols).from(area).where(eq(area.pid, pid)).orderBy(asc(area.sort), asc(area.id));

export const areaInfo = async (db: Db, id: number): Promise<AreaItem | null> =>
  (await db.select(areaCols).from(area).where(eq(area.id, id)).limit(1))[0] ?? null;

export const areaCities = (db: Db): Promise<AreaItem[]> => db.select(areaCols).from(area).where(eq(area.level, 2)).orderBy(asc(area.id));

/** A city by name: exact, then with "市" added, then by its short name. */
export const cityByName = async (db: Db, name: string): Promise<AreaItem | null> => {
  const rows = await db
    .select(areaCols)
    .from(area)
    .where(and(eq(area.level, 2), sql`(${area.name} = ${name} or ${area.name} = ${name + '市'} or ${area.shortname} = ${name})`))
    .orderBy(sql`case when ${area.name} = ${name} then 0 when ${area.name} = ${name + '市'} then 1 else 2 end`, asc(area.id))
    .limit(1);
  return rows[0] ?? null;
};

/** Region data does not change while the server runs: the whole tree is built once per database. */
const treeCache = new WeakMap<Db, Promise<Map<number, AreaTreeNode[]>>>();

const childrenIndex = (db: Db): Promise<Map<number, AreaTreeNode[]>> => {
  let cached = treeCache.get(db);
  if (!cached) {
    cached = (async () => {
      const rows = await db
        .select({ id: area.id, pid: area.pid, name: area.name, level: area.level })
        .from(area)
        .orderBy(asc(area.level), asc(area.sort), asc(area.id));
      const nodes = new Map<number, AreaTreeNode>();
      const children = new Map<number, AreaTreeNode[]>();
      for (const r of rows) {
        const node: AreaTreeNode = { id: r.id, name: r.name, level: r.level };
        nodes.set(r.id, node);
        const list = children.get(r.pid) ?? [];
        list.push(node);
        children.set(r.pid, list);
      }
      for (const [id, list] of children) {
        const node = nodes.get(id);
        if (node) node.child_list = list;
      }
      return children;
    })();
    cached.catch(() => treeCache.delete(db));
    treeCache.set(db, cached);
  }
  return cached;
};

/** The regions below `id` (0 = every province), nested through `child_list` down to districts. */
export const areaTree = async (db: Db, id: number): Promise<AreaTreeNode[]> => (await childrenIndex(db)).get(id) ?? [];

/**
 * How far from the nearest district centre a point may be and still count as in that district: a city
 * district is a few km across, a county some tens; a point farther from every centre (the sea, abroad)
 * is not a place the region list can name.
 */
export const TRAN_ADDRESS_MAX_KM = 50;

/**
 * The district whose centre is nearest to (lat, lng) — equirectangular ordering, fine at this scale —
 * with its city and province, when that centre is within `TRAN_ADDRESS_MAX_KM`. Falls back to the
 * nearest city when only cities carry centres.
 */
export const tranAddressInfo = async (db: Db, lat: number, lng: number): Promise<TranAddressInfo> => {
  const lngD = sql`(${area.longitude}::double precision - ${lng}) * cos(radians(${lat}))`;
  const latD = sql`(${area.latitude}::double precision - ${lat})`;
  let hit: AreaItem | undefined;
  for (const level of [3, 2]) {
    [hit] = await db
      .select(areaCols)
      .from(area)
      .where(and(eq(area.level, level), ne(area.longitude, ''), ne(area.latitude, '')))
      .orderBy(sql`${lngD} * ${lngD} + ${latD} * ${latD}`)
      .limit(1);
    if (hit) break;
  }
  if (!hit) throw new AppError(addressMessages.addrNoRegionCoords);
  if (distanceKmJs(lat, lng, Number(hit.latitude), Number(hit.longitude)) > TRAN_ADDRESS_MAX_KM)
    throw new AppError(addressMessages.addrLocationUnknown);
  const chain: AreaItem[] = [hit];
  while (chain[0].pid !== 0) {
    const parent = await areaInfo(db, chain[0].pid);
    if (!parent) break;
    chain.unshift(parent);
  }
  const [province, city, district] = [chain.find((a) => a.level === 1), chain.find((a) => a.level === 2), chain.find((a) => a.level === 3)];
  return {
    province_id: province?.id ?? 0,
    city_id: city?.id ?? 0,
    district_id: district?.id ?? 0,
    province: province?.name ?? '',
    city: city?.name ?? '',
    district: district?.name ?? '',
    full_address: chain.map((a) => a.name).join(' '),
    longitude: String(lng),
    latitude: String(lat),
  };
};

// ---------------------------------------------------------------- member addresses

/** Checks the form field by field, in the order it is shown, and resolves the region names. */
const checkFields = async (db: Db, input: MemberAddressSaveParams) => {
  if (!input.name) throw new AppError(addressMessages.addrNameRequired);
  if (!input.mobile) throw new AppError(addressMessages.addrMobileRequired);
  if (!ADDRESS_MOBILE_PATTERN.test(input.mobile)) throw new AppError(addressMessages.addrMobileInvalid);
  if (input.telephone && !TELEPHONE_PATTERN.test(input.telephone)) throw new AppError(addressMessages.addrTelephoneInvalid);
  if (!input.province_id || !input.city_id || !input.district_id) throw new AppError(addressMessages.addrRegionRequired);
  const chain = await regionChain(db, input.province_id, input.city_id, input.district_id);
  if (!input.address) throw new AppError(addressMessages.addrAddressRequired);
  if ((input.longitude === undefined) !== (input.latitude === undefined)) throw new AppError(addressMessages.addrCoordsPair);
  const located = input.longitude !== undefined && input.latitude !== undefined;
  return {
    name: input.name,
    mobile: input.mobile,
    telephone: input.telephone,
    provinceId: chain.province.id,
    cityId: chain.city.id,
    districtId: chain.district.id,
    communityId: input.community_id,
    address: input.address,
    fullAddress: [chain.province.name, chain.city.name, chain.district.name].join(' '),
    longitude: located ? String(input.longitude) : '',
    latitude: located ? String(input.latitude) : '',
    type: located ? ADDRESS_TYPES.located : ADDRESS_TYPES.plain,
  };
};

/** Serialises one member's address changes (default flag, first-address rule, limit). */
const lockMember = (tx: Db, memberId: number) =>
  tx.select({ id: member.memberId }).from(member).where(eq(member.memberId, memberId)).for('update');

const ownedTx = async (tx: Db, memberId: number, id: number) => {
  const [row] = await tx
    .select({ id: memberAddress.id, isDefault: memberAddress.isDefault })
    .from(memberAddress)
    .where(and(eq(memberAddress.id, id), eq(memberAddress.memberId, memberId)))
    .for('update');
  if (!row) throw notFound();
  return row;
};

const clearDefaultTx = (tx: Db, memberId: number) =>
  tx
    .update(memberAddress)
    .set({ isDefault: 0 })
    .where(and(eq(memberAddress.memberId, memberId), eq(memberAddress.isDefault, 1)));

export const addressPage = async (db: Db, memberId: number, q: MemberAddressPageParams): Promise<Paged<MemberAddressItem>> => {
  const where = and(eq(memberAddress.memberId, memberId), q.type ? eq(memberAddress.type, q.type) : undefined);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberAddress)
    .where(where);
  const list = await db
    .select(itemCols)
    .from(memberAddress)
    .where(where)
    .orderBy(desc(memberAddress.isDefault), desc(memberAddress.id))
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  return { page_count: pageCount(n, q.page_size), count: n, list: list as MemberAddressItem[] };
};

/** One address by id (foreign = not found), or the default one (null when there is none). */
export const addressInfo = async (
  db: Db,
  memberId: number,
  id: number | undefined,
  wantDefault: boolean,
): Promise<MemberAddressInfo | null> => {
  if (id) {
    const [row] = await db
      .select(infoCols)
      .from(memberAddress)
      .where(and(eq(memberAddress.id, id), eq(memberAddress.memberId, memberId)))
      .limit(1);
    if (!row) throw notFound();
    return row as MemberAddressInfo;
  }
  if (!wantDefault) throw new AppError(addressMessages.addrIdRequired);
  const [row] = await db
    .select(infoCols)
    .from(memberAddress)
    .where(and(eq(memberAddress.memberId, memberId), eq(memberAddress.isDefault, 1)))
    .limit(1);
  return (row as MemberAddressInfo | undefined) ?? null;
};

export const addAddress = async (db: Db, memberId: number, input: MemberAddressSaveParams): Promise<number> => {
  const fields = await checkFields(db, input);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockMember(tx, memberId);
    const [{ n }] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(memberAddress)
      .where(eq(memberAddress.memberId, memberId));
    if (n >= MEMBER_ADDRESS_MAX) throw new AppError(addressMessages.addrAddressLimit, -1, { max: MEMBER_ADDRESS_MAX });
    const isDefault = n === 0 || input.is_default === 1 ? 1 : 0;
    if (isDefault) await clearDefaultTx(tx, memberId);
    const now = nowSeconds();
    const [row] = await tx
      .insert(memberAddress)
      .values({ ...fields, memberId, isDefault, createTime: now, updateTime: now })
      .returning({ id: memberAddress.id });
    return row.id;
  });
};

/** Saves an own address. Asking for default moves the flag here; the default cannot be switched off by itself. */
export const editAddress = async (db: Db, memberId: number, input: MemberAddressSaveParams): Promise<number> => {
  if (!input.id) throw new AppError(addressMessages.addrIdRequired);
  const id = input.id;
  const fields = await checkFields(db, input);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockMember(tx, memberId);
    const row = await ownedTx(tx, memberId, id);
    const isDefault = row.isDefault === 1 || input.is_default === 1 ? 1 : 0;
    if (isDefault && row.isDefault !== 1) await clearDefaultTx(tx, memberId);
    await tx
      .update(memberAddress)
      .set({ ...fields, isDefault, updateTime: nowSeconds() })
      .where(and(eq(memberAddress.id, id), eq(memberAddress.memberId, memberId)));
    return id;
  });
};

export const setDefaultAddress = (db: Db, memberId: number, id: number): Promise<number> =>
  db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockMember(tx, memberId);
    const row = await ownedTx(tx, memberId, id);
    if (row.isDefault === 1) return id;
    await clearDefaultTx(tx, memberId);
    await tx
      .update(memberAddress)
      .set({ isDefault: 1, updateTime: nowSeconds() })
      .where(and(eq(memberAddress.id, id), eq(memberAddress.memberId, memberId)));
    return id;
  });

/** Deletes an own address; when it was the default, the newest remaining one becomes the default. */
export const deleteAddress = (db: Db, memberId: number, id: number): Promise<number> =>
  db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await lockMember(tx, memberId);
    const row = await ownedTx(tx, memberId, id);
    await tx.delete(memberAddress).where(and(eq(memberAddress.id, id), eq(memberAddress.memberId, memberId)));
    if (row.isDefault === 1) {
      const [next] = await tx
        .select({ id: memberAddress.id })
        .from(memberAddress)
        .where(eq(memberAddress.memberId, memberId))
        .orderBy(desc(memberAddress.id))
        .limit(1);
      if (next) await tx.update(memberAddress).set({ isDefault: 1 }).where(eq(memberAddress.id, next.id));
    }
    return 1;
  });

/** Finds a region by the name a third party gives ("广东" / "广东省"; "北京" city under 北京市). */
const regionByName = async (db: Db, level: number, pid: number, name: string): Promise<AreaItem> => {
  const rows = await db
    .select(areaCols)
    .from(area)
    .where(
      and(
        eq(area.level, level),
        eq(area.pid, pid),
        sql`(${area.name} = ${name} or ${area.shortname} = ${name} or ${area.name} like ${name.replace(/[%_\\]/g, '') + '%'})`,
      ),
    )
    .orderBy(sql`case when ${area.name} = ${name} then 0 when ${area.shortname} = ${name} then 1 else 2 end`, asc(area.id))
    .limit(1);
  if (!rows[0]) throw new AppError(addressMessages.addrRegionNotMatched, -1, { name });
  return rows[0];
};

/** Imports an address chosen in WeChat: regions arrive as names. */
export const addThreeParties = async (db: Db, memberId: number, input: MemberAddressThreePartiesParams): Promise<number> => {
  if (!input.name) throw new AppError(addressMessages.addrNameRequired);
  if (!input.mobile) throw new AppError(addressMessages.addrMobileRequired);
  if (!ADDRESS_MOBILE_PATTERN.test(input.mobile)) throw new AppError(addressMessages.addrMobileInvalid);
  if (!input.province || !input.city || !input.district) throw new AppError(addressMessages.addrRegionRequired);
  const province = await regionByName(db, 1, 0, input.province);
  const city = await regionByName(db, 2, province.id, input.city);
  const district = await regionByName(db, 3, city.id, input.district);
  return addAddress(db, memberId, {
    name: input.name,
    mobile: input.mobile,
    telephone: input.telephone,
    province_id: province.id,
    city_id: city.id,
    district_id: district.id,
    community_id: 0,
    address: input.address,
    is_default: input.is_default,
  });
};
