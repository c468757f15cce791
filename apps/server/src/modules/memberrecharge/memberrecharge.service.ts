import { and, asc, count, desc, eq } from 'drizzle-orm';
import {
  Code,
  formatFen,
  nowSeconds,
  pageCount,
  parseYuan,
  RECHARGE_ORDER_STATUS,
  RECHARGE_PAY_EVENT,
  RECHARGE_STATUS,
  type MemberRechargeConfig,
  type Paged,
  type RechargeCreateParams,
  type RechargeOrder,
  type RechargePackage,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { nextNumbers } from '../../infra/db/numbers';
import { AppError } from '../../infra/http/errors';
import { translate } from '../../infra/http/messages';
import { createPayRecordTx } from '../pay';
import { addonFlags, getSetting, putSetting } from '../settings';
import { memberrechargeMessages as M } from './memberrecharge.messages';
import { memberRecharge, memberRechargeOrder } from './memberrecharge.tables';

export const RECHARGE_CONFIG_KEY = 'MEMBER_RECHARGE_CONFIG';

/** Custom amount bounds when the operator never set them: 1.00 – 5,000.00. */
export const CUSTOM_DEFAULTS = { min: 100, max: 500_000 } as const;

/** The stored rule, in fen. */
export interface RechargeRule {
  isUse: boolean;
  isCustom: boolean;
  min: number;
  max: number;
}

const fen = (v: unknown, d: number): number => (typeof v === 'number' && Number.isSafeInteger(v) && v > 0 ? v : d);

/** Setting MEMBER_RECHARGE_CONFIG; recharge is off while the add-on is off too. */
export const rechargeRule = async (db: Db): Promise<RechargeRule> => {
  const [row, addons] = await Promise.all([getSetting(db, RECHARGE_CONFIG_KEY), addonFlags(db)]);
  const v = row.value;
  return {
    isUse: addons.memberrecharge === 1 && row.is_use === 1,
    isCustom: v.is_custom === 1,
    min: fen(v.custom_min, CUSTOM_DEFAULTS.min),
    max: fen(v.custom_max, CUSTOM_DEFAULTS.max),
  };
};

export const rechargeConfig = async (db: Db): Promise<MemberRechargeConfig> => {
  const [row, rule] = await Promise.all([getSetting(db, RECHARGE_CONFIG_KEY), rechargeRule(db)]);
  return {
    site_id: 0,
    app_module: 'shop',
    config_key: RECHARGE_CONFIG_KEY,
    value: { is_custom: rule.isCustom ? 1 : 0, custom_min: formatFen(rule.min), custom_max: formatFen(rule.max) },
    config_desc: row.config_desc,
    is_use: rule.isUse ? 1 : 0,
    create_time: row.create_time,
    modify_time: row.modify_time,
  };
};

export const putRechargeConfig = async (db: Db, c: { isUse: 0 | 1; isCustom: 0 | 1; min: number; max: number }): Promise<void> => {
  if (c.min <= 0 || c.min > c.max) throw new AppError(M.rechargeBoundsInvalid);
  await putSetting(db, RECHARGE_CONFIG_KEY, { is_custom: c.isCustom, custom_min: c.min, custom_max: c.max }, c.isUse);
};

export const packageToWire = (r: typeof memberRecharge.$inferSelect): RechargePackage => ({
  recharge_id: r.rechargeId,
  recharge_name: r.rechargeName,
  cover_img: r.coverImg,
  face_value: formatFen(r.faceValue),
  buy_price: formatFen(r.buyPrice),
  point: r.point,
  growth: r.growth,
  coupon_id: r.couponId,
  sale_num: r.saleNum,
  status: r.status,
  create_time: r.createTime,
});

const emptyPage = <T>(): Paged<T> => ({ page_count: 0, count: 0, list: [] });

/** Packages on sale, cheapest face value first (none while recharge is off). */
export const rechargePage = async (db: Db, page: number, pageSize: number): Promise<Paged<RechargePackage>> => {
  if (!(await rechargeRule(db)).isUse) return emptyPage();
  const where = eq(memberRecharge.status, RECHARGE_STATUS.on);
  const [total] = await db.select({ n: count() }).from(memberRecharge).where(where);
  const rows = await db
    .select()
    .from(memberRecharge)
    .where(where)
    .orderBy(asc(memberRecharge.sort), asc(memberRecharge.faceValue), asc(memberRecharge.rechargeId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const n = total?.n ?? 0;
  return { page_count: pageCount(n, pageSize), count: n, list: rows.map(packageToWire) };
};

const onSalePackage = async (db: Db, rechargeId: number) => {
  const [r] = await db
    .select()
    .from(memberRecharge)
    .where(and(eq(memberRecharge.rechargeId, rechargeId), eq(memberRecharge.status, RECHARGE_STATUS.on)))
    .limit(1);
  if (!r) throw new AppError(M.rechargeNotExist);
  return r;
};

export const rechargeInfo = async (db: Db, rechargeId: number): Promise<RechargePackage> => {
  if (!(await rechargeRule(db)).isUse) throw new AppError(M.rechargeClosed);
  return packageToWire(await onSalePackage(db, rechargeId));
};

/** What a typed amount must be: a yuan text with at most two decimals, within the configured bounds. */
export const customAmount = (text: string, rule: RechargeRule): number => {
  const value = parseYuan(text);
  if (value === null || value < 0) throw new AppError(M.rechargeAmountInvalid);
  if (value < rule.min) throw new AppError(M.rechargeAmountTooSmall, Code.ERROR, { min: formatFen(rule.min) });
  if (value > rule.max) throw new AppError(M.rechargeAmountTooBig, Code.ERROR, { max: formatFen(rule.max) });
  return value;
};

/**
 * `/memberrecharge/api/ordercreate/create`: writes an unpaid recharge order (a copy of the package, or
 * the typed amount with nothing else) and its waiting pay record of event `memberrecharge` in one
 * transaction; answers the out_trade_no for `/api/pay/pay`.
 */
export const createRechargeOrder = async (db: Db, memberId: number, input: RechargeCreateParams): Promise<string> => {
  const rule = await rechargeRule(db);
  if (!rule.isUse) throw new AppError(M.rechargeClosed);
  let bought: {
    rechargeId: number;
    name: string;
    cover: string;
    face: number;
    price: number;
    point: number;
    growth: number;
    coupon: string;
  };
  if (input.recharge_id !== undefined) {
    const p = await onSalePackage(db, input.recharge_id);
    bought = {
      rechargeId: p.rechargeId,
      name: p.rechargeName,
      cover: p.coverImg,
      face: p.faceValue,
      price: p.buyPrice,
      point: p.point,
      growth: p.growth,
      coupon: p.couponId,
    };
  } else if (input.face_value !== undefined) {
    if (!rule.isCustom) throw new AppError(M.rechargeCustomClosed);
    const face = customAmount(input.face_value, rule);
    const name = translate(M.rechargeCustomName, 'zh-cn');
    bought = { rechargeId: 0, name, cover: '', face, price: face, point: 0, growth: 0, coupon: '' };
  } else {
    throw new AppError(M.rechargeTarget, Code.ERROR, undefined, null, 'REQUEST_RECHARGE_ID');
  }
  return db.transaction(async (tx) => {
    const [orderNo, outTradeNo] = (await nextNumbers(tx, 2)) as [string, string];
    const [o] = await tx
      .insert(memberRechargeOrder)
      .values({
        orderNo,
        outTradeNo,
        memberId,
        rechargeId: bought.rechargeId,
        rechargeName: bought.name,
        coverImg: bought.cover,
        faceValue: bought.face,
        buyPrice: bought.price,
        point: bought.point,
        growth: bought.growth,
        couponId: bought.coupon,
        createTime: nowSeconds(),
      })
      .returning({ id: memberRechargeOrder.orderId });
    await createPayRecordTx(tx, {
      memberId,
      payMoney: bought.price,
      relateIds: [o!.id],
      body: bought.name,
      outTradeNo,
      event: RECHARGE_PAY_EVENT,
    });
    return outTradeNo;
  });
};

const orderToWire = (r: typeof memberRechargeOrder.$inferSelect): RechargeOrder => ({
  order_id: r.orderId,
  recharge_id: r.rechargeId,
  recharge_name: r.rechargeName,
  order_no: r.orderNo,
  cover_img: r.coverImg,
  buy_price: formatFen(r.buyPrice),
  face_value: formatFen(r.faceValue),
  point: r.point,
  growth: r.growth,
  coupon_id: r.couponId,
  status: r.status,
  pay_type: r.payType,
  pay_time: r.payTime,
  create_time: r.createTime,
  out_trade_no: r.outTradeNo,
});

/** The member's paid recharge orders, newest payment first. */
export const rechargeOrderPage = async (db: Db, memberId: number, page: number, pageSize: number): Promise<Paged<RechargeOrder>> => {
  const where = and(eq(memberRechargeOrder.memberId, memberId), eq(memberRechargeOrder.status, RECHARGE_ORDER_STATUS.paid));
  const [total] = await db.select({ n: count() }).from(memberRechargeOrder).where(where);
  const rows = await db
    .select()
    .from(memberRechargeOrder)
    .where(where)
    .orderBy(desc(memberRechargeOrder.payTime), desc(memberRechargeOrder.orderId))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const n = total?.n ?? 0;
  return { page_count: pageCount(n, pageSize), count: n, list: rows.map(orderToWire) };
};
