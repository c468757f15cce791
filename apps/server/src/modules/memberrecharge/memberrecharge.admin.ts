import { asc, count, eq } from 'drizzle-orm';
import {
  memberRechargeAdminApi,
  nowSeconds,
  pageCount,
  type Paged,
  type RechargeAdminListParams,
  type RechargePackage,
  type RechargeSaveParams,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { serve, type RouteSpec } from '../../infra/http/route';
import { parseIdCsv } from '../coupon';
import { memberrechargeMessages as M } from './memberrecharge.messages';
import { packageToWire, putRechargeConfig, rechargeConfig } from './memberrecharge.service';
import { memberRecharge } from './memberrecharge.tables';

const adminList = async (db: Db, p: RechargeAdminListParams): Promise<Paged<RechargePackage>> => {
  const where = p.status === undefined ? undefined : eq(memberRecharge.status, p.status);
  const [total] = await db.select({ n: count() }).from(memberRecharge).where(where);
  const rows = await db
    .select()
    .from(memberRecharge)
    .where(where)
    .orderBy(asc(memberRecharge.sort), asc(memberRecharge.faceValue), asc(memberRecharge.rechargeId))
    .limit(p.page_size)
    .offset((p.page - 1) * p.page_size);
  const n = total?.n ?? 0;
  return { page_count: pageCount(n, p.page_size), count: n, list: rows.map(packageToWire) };
};

/** Adds (no `recharge_id`) or changes a package; orders already made keep their own copy. */
const savePackage = async (db: Db, p: RechargeSaveParams, edit: boolean): Promise<RechargePackage> => {
  if (p.buy_price <= 0 || p.face_value < p.buy_price) throw new AppError(M.rechargePriceInvalid);
  const values = {
    rechargeName: p.recharge_name,
    coverImg: p.cover_img,
    faceValue: p.face_value,
    buyPrice: p.buy_price,
    point: p.point,
    growth: p.growth,
    couponId: parseIdCsv(p.coupon_id).join(','),
    status: p.status,
    updateTime: nowSeconds(),
  };
  if (!edit) {
    const [row] = await db
      .insert(memberRecharge)
      .values({ ...values, createTime: nowSeconds() })
      .returning();
    return packageToWire(row!);
  }
  if (p.recharge_id === undefined) throw new AppError(M.rechargeTarget);
  const [row] = await db.update(memberRecharge).set(values).where(eq(memberRecharge.rechargeId, p.recharge_id)).returning();
  if (!row) throw new AppError(M.rechargeNotExist);
  return packageToWire(row);
};

/** The operator's recharge packages and settings (header x-admin-key). */
export const memberrechargeAdminRoutes = (): RouteSpec[] => [
  serve(memberRechargeAdminApi.lists, (p, { deps }) => adminList(deps.database.db, p)),
  serve(memberRechargeAdminApi.add, (p, { deps }) => savePackage(deps.database.db, p, false)),
  serve(memberRechargeAdminApi.edit, (p, { deps }) => savePackage(deps.database.db, p, true)),
  serve(memberRechargeAdminApi.delete, async ({ recharge_id }, { deps }) => {
    const gone = await deps.database.db
      .delete(memberRecharge)
      .where(eq(memberRecharge.rechargeId, recharge_id))
      .returning({ id: memberRecharge.rechargeId });
    if (gone.length !== 1) throw new AppError(M.rechargeNotExist);
    return 1;
  }),
  serve(memberRechargeAdminApi.setConfig, async (p, { deps }) => {
    await putRechargeConfig(deps.database.db, { isUse: p.is_use, isCustom: p.is_custom, min: p.custom_min, max: p.custom_max });
    return rechargeConfig(deps.database.db);
  }),
];
