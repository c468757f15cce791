import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  Code,
  formatFen,
  nowSeconds,
  pageCount,
  type Lang,
  type Paged,
  type VerifierCheckResult,
  type VerifyContent,
  type VerifyListParams,
  type VerifyRecord,
  type VerifyType,
  type VerifyTypeMap,
} from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { translate } from '../../infra/http/messages';
import { order, orderEventTimes, orderGoods, OrderStatus, OrderType, receiveOrderTx, type OrderPaidStep } from '../order';
import { verifyMessages } from './verify.messages';
import { verifier, verify } from './verify.tables';

type Ord = typeof order.$inferSelect;
type Row = typeof verify.$inferSelect;

const typeOf = (orderType: number): VerifyType | null =>
  orderType === OrderType.PICKUP ? 'pickup' : orderType === OrderType.VIRTUAL ? 'virtualgoods' : null;

const typeName = (t: string, lang: Lang) =>
  translate(t === 'pickup' ? verifyMessages.vfTypePickup : verifyMessages.vfTypeVirtualgoods, lang);

export const verifyTypes = (lang: Lang): VerifyTypeMap => ({
  pickup: { name: typeName('pickup', lang) },
  virtualgoods: { name: typeName('virtualgoods', lang) },
});

/** Remark titles are stored as message keys and shown in the reader's language. */
const content = async (db: Db, o: Ord): Promise<VerifyContent> => {
  const lines = await db.select().from(orderGoods).where(eq(orderGoods.orderId, o.orderId)).orderBy(orderGoods.orderGoodsId);
  const spec = (v: unknown) =>
    Array.isArray(v)
      ? v
          .map((s: { spec_value_name?: unknown }) => String(s?.spec_value_name ?? ''))
          .filter(Boolean)
          .join(' ')
      : '';
  const items: VerifyContent['item_array'] = {};
  for (const l of lines) {
    const s = spec(l.skuSpecFormat);
    items[String(l.orderGoodsId)] = {
      img: l.skuImage,
      name: l.skuName,
      price: formatFen(l.price),
      num: l.num,
      remark_array: s ? [{ title: verifyMessages.vfRemarkSpec, value: s }] : [],
    };
  }
  const remarks: { title: string; value: string }[] = [
    { title: verifyMessages.vfRemarkOrderNo, value: o.orderNo },
    { title: verifyMessages.vfRemarkBuyer, value: o.name },
    { title: verifyMessages.vfRemarkMobile, value: o.mobile },
  ];
  if (o.deliveryStoreName) remarks.push({ title: verifyMessages.vfRemarkStore, value: o.deliveryStoreName });
  if (o.buyerMessage) remarks.push({ title: verifyMessages.vfRemarkMessage, value: o.buyerMessage });
  return { item_array: items, remark_array: remarks.filter((r) => r.value !== '') };
};

/**
 * Creates the verify record of a paid pickup/virtual order that carries a `delivery_code`. Marking an order
 * paid runs it (`verifyOnOrderPaid`, one of the order's paid steps) inside that transaction, for every way an
 * order is paid (balance at checkout, channel notify), so the desk only reads records. Answers true when a record
 * exists afterwards; a second call is a no-op (the code is unique).
 */
export const createVerifyRecordTx = async (tx: Db, o: Pick<Ord, 'orderId'>): Promise<boolean> => {
  const [full] = await tx.select().from(order).where(eq(order.orderId, o.orderId)).limit(1);
  if (!full || !full.deliveryCode) return false;
  const type = typeOf(full.orderType);
  if (!type) return false;
  await tx
    .insert(verify)
    .values({
      siteId: full.siteId,
      siteName: full.siteName,
      verifyCode: full.deliveryCode,
      verifyType: type,
      verifyContentJson: await content(tx, full),
      orderId: full.orderId,
      memberId: full.memberId,
      createTime: nowSeconds(),
    })
    .onConflictDoNothing({ target: verify.verifyCode });
  return true;
};

/** The step this module adds to marking an order paid: pickup and virtual orders get the code the desk redeems. */
export const verifyOnOrderPaid: OrderPaidStep = async (tx, o) => {
  if (o.orderType === OrderType.PICKUP || o.orderType === OrderType.VIRTUAL) await createVerifyRecordTx(tx, o);
};

const toWire = (r: Row, lang: Lang): VerifyRecord => {
  const c = r.verifyContentJson as VerifyContent;
  const local: VerifyContent = {
    item_array: Object.fromEntries(
      Object.entries(c.item_array ?? {}).map(([k, v]) => [
        k,
        { ...v, remark_array: (v.remark_array ?? []).map((x) => ({ title: translate(x.title, lang), value: x.value })) },
      ]),
    ),
    remark_array: (c.remark_array ?? []).map((x) => ({ title: translate(x.title, lang), value: x.value })),
  };
  return {
    id: r.id,
    site_id: r.siteId,
    site_name: r.siteName,
    verify_code: r.verifyCode,
    verify_type: r.verifyType as VerifyType,
    verify_type_name: typeName(r.verifyType, lang),
    verify_content_json: JSON.stringify(local),
    verifier_id: r.verifierId,
    verifier_name: r.verifierName,
    is_verify: r.isVerify === 1 ? 1 : 0,
    create_time: r.createTime,
    verify_time: r.verifyTime,
    order_id: r.orderId,
  };
};

const verifiersOf = (db: Db, memberId: number) =>
  db.select().from(verifier).where(eq(verifier.memberId, memberId)).orderBy(verifier.verifierId);

const notVerifier = () => new AppError(verifyMessages.vfNotVerifier, Code.ERROR, undefined, null, 'VERIFIER_FAIL');

export const checkIsVerifier = async (db: Db, memberId: number): Promise<VerifierCheckResult> => {
  const [v] = await verifiersOf(db, memberId);
  if (!v) throw notVerifier();
  return { verifier_id: v.verifierId, site_id: v.siteId, verifier_name: v.verifierName };
};

/**
 * The caller's verifier row and the record of a code (made when its order was paid) of one of the caller's
 * shops. A code of another shop is looked up exactly like a code that does not exist (one query, same
 * answer), so a verifier cannot learn which codes other shops have.
 */
const loadForVerifier = async (db: Db, memberId: number, code: string) => {
  const mine = await verifiersOf(db, memberId);
  if (mine.length === 0) throw notVerifier();
  const sites = mine.map((m) => m.siteId);
  const [rec] = await db
    .select()
    .from(verify)
    .where(and(eq(verify.verifyCode, code), inArray(verify.siteId, sites)))
    .limit(1);
  const v = rec && mine.find((m) => m.siteId === rec.siteId);
  if (!rec || !v) throw new AppError(verifyMessages.vfCodeNotExist);
  return { rec, v };
};

export const verifyInfo = async (db: Db, memberId: number, code: string, lang: Lang): Promise<VerifyRecord> => {
  const { rec } = await loadForVerifier(db, memberId, code);
  return toWire(rec, lang);
};

/**
 * Redeems a code once (guarded is_verify 0 → 1). A pickup code also moves its order 2 → 4 (received; review
 * allowed; auto-complete starts) in the same transaction; an order with an open after-sale request waits.
 */
export const verifyCode = async (
  db: Db,
  memberId: number,
  code: string,
  lang: Lang,
  receivedSteps: readonly OrderPaidStep[] = [],
): Promise<VerifyRecord> => {
  const { rec, v } = await loadForVerifier(db, memberId, code);
  const days = (await orderEventTimes(db)).auto_complete;
  return db.transaction(async (tx) => {
    if (rec.isVerify === 1) throw new AppError(verifyMessages.vfIsVerified, Code.ERROR, undefined, null, 'IS_VERIFYED');
    const [o] = await tx.select().from(order).where(eq(order.orderId, rec.orderId)).for('update').limit(1);
    // A closed order's code (cancelled, or every item refunded) is not used any more.
    if (!o || o.orderStatus === OrderStatus.CLOSED) throw new AppError(verifyMessages.vfOrderNotReady);
    if (o.isLock === 1) throw new AppError(verifyMessages.vfOrderLocked);
    const t = nowSeconds();
    const [done] = await tx
      .update(verify)
      .set({ isVerify: 1, verifierId: v.verifierId, verifierName: v.verifierName, verifyTime: t })
      .where(and(eq(verify.id, rec.id), eq(verify.isVerify, 0)))
      .returning();
    if (!done) throw new AppError(verifyMessages.vfIsVerified, Code.ERROR, undefined, null, 'IS_VERIFYED');
    if (rec.verifyType === 'pickup') {
      const by = { way: 'shop', uid: memberId, action: translate(verifyMessages.vfLogVerified, 'zh-cn') } as const;
      // Rolls the code back too: the order was closed or moved meanwhile.
      if ((await receiveOrderTx(tx, o.orderId, by, t, days, OrderStatus.WAIT_PICKUP, receivedSteps)) !== 'ok')
        throw new AppError(verifyMessages.vfOrderNotReady);
    }
    return toWire(done, lang);
  });
};

/** Codes this member redeemed (any of its shops), newest first. */
export const verifyList = async (db: Db, memberId: number, input: VerifyListParams, lang: Lang): Promise<Paged<VerifyRecord>> => {
  const ids = (await verifiersOf(db, memberId)).map((v) => v.verifierId);
  if (ids.length === 0) throw notVerifier();
  const conds = [inArray(verify.verifierId, ids), eq(verify.isVerify, 1)];
  if (input.verify_type !== 'all') conds.push(eq(verify.verifyType, input.verify_type));
  const where = and(...conds);
  const [{ n }] = await db.select({ n: count() }).from(verify).where(where);
  const result: Paged<VerifyRecord> = { page_count: pageCount(n, input.page_size), count: n, list: [] };
  const offset = (input.page - 1) * input.page_size;
  if (n === 0 || offset >= n) return result;
  const rows = await db
    .select()
    .from(verify)
    .where(where)
    .orderBy(desc(verify.verifyTime), desc(verify.id))
    .limit(input.page_size)
    .offset(offset);
  result.list = rows.map((r) => toWire(r, lang));
  return result;
};
