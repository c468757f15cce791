import { Code, formatFen, seckillAdminApi, seckillApi } from '@mall/contract';
import { AppError } from '../../../infra/http/errors';
import { translate } from '../../../infra/http/messages';
import { serve, type Ctx, type RouteSpec } from '../../../infra/http/route';
import { renderPoster } from '../../poster';
import { activityCheckoutSource, type PromotionCheckoutEntry } from '../engine';
import {
  seckillAdd,
  seckillAdminList,
  seckillClose,
  seckillEdit,
  seckillTimeAdd,
  seckillTimeDelete,
  seckillTimeEdit,
  seckillTimeList,
} from './seckill.admin';
import { seckillKind } from './seckill.kind';
import { seckillMessages } from './seckill.messages';
import { seckillGoodsDetail, seckillGoodsInfo, seckillGoodsPage, seckillPosterFacts, seckillSlotsToday } from './seckill.service';

const DETAIL_PAGE = '/promotionpages/seckill/detail/detail';

/** The seckill row a poster's `qrcode_param` names (`{seckill_id}`, or `{id}`). */
const posterRowId = (text: string): number => {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    v = null;
  }
  const o = v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  const raw = o.seckill_id ?? o.id;
  const n = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  if (typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 2_147_483_647) return n;
  throw new AppError(seckillMessages.seckillPosterParam, Code.ERROR);
};

/** `/seckill/api/seckillgoods/poster`: the seckill SKU's picture, seckill price and a QR code of its seckill detail. */
const seckillPoster = async (qrcodeParam: string, page: string | undefined, ctx: Ctx) => {
  if (page !== undefined && !/^(\/[A-Za-z0-9_-]+){1,6}$/.test(page)) throw new AppError(seckillMessages.seckillPosterParam, Code.ERROR);
  const f = await seckillPosterFacts(ctx.deps.database.db, posterRowId(qrcodeParam));
  const query = new URLSearchParams({ seckill_id: String(f.rowId) });
  if (ctx.memberId) query.set('source_member', String(ctx.memberId));
  const url = `${ctx.req.protocol}://${ctx.req.host}/h5${page ?? DETAIL_PAGE}?${query}`;
  const path = await renderPoster(ctx.deps.config.uploadDir, `seckill_${f.rowId}_${ctx.memberId ?? 0}`, {
    image: f.image,
    title: f.title,
    price: `¥${formatFen(f.price)}`,
    subtitle: f.shop,
    hint: translate(seckillMessages.seckillPosterHint, ctx.lang),
    url,
  });
  return { path };
};

/** Seckill for shoppers (reference §4.18); its order trio is mounted by the order module from `seckillCheckout`. */
export const seckillRoutes = (): RouteSpec[] => [
  serve(seckillApi.lists, ({ site_id }, { deps }) => seckillSlotsToday(deps.database.db, site_id)),
  serve(seckillApi.goodsPage, (p, { deps }) => seckillGoodsPage(deps.database.db, p)),
  serve(seckillApi.goodsDetail, ({ seckill_id }, { deps, memberId }) => seckillGoodsDetail(deps.database.db, seckill_id, memberId)),
  serve(seckillApi.goodsInfo, ({ seckill_id, sku_id }, { deps, memberId }) =>
    seckillGoodsInfo(deps.database.db, seckill_id, sku_id, memberId),
  ),
  serve(seckillApi.goodsPoster, ({ qrcode_param, page }, ctx) => seckillPoster(qrcode_param, page, ctx)),
];

/** Seckill for the operator (x-admin-key). */
export const seckillAdminRoutes = (): RouteSpec[] => [
  serve(seckillAdminApi.timeLists, (_p, { deps }) => seckillTimeList(deps.database.db)),
  serve(seckillAdminApi.timeAdd, (p, { deps }) => seckillTimeAdd(deps.database.db, p)),
  serve(seckillAdminApi.timeEdit, (p, { deps }) => seckillTimeEdit(deps.database.db, p)),
  serve(seckillAdminApi.timeDelete, ({ id }, { deps }) => seckillTimeDelete(deps.database.db, id)),
  serve(seckillAdminApi.lists, (p, { deps }) => seckillAdminList(deps.database.db, p)),
  serve(seckillAdminApi.add, (p, { deps }) => seckillAdd(deps.database.db, p)),
  serve(seckillAdminApi.edit, (p, { deps }) => seckillEdit(deps.database.db, p)),
  serve(seckillAdminApi.close, ({ seckill_id }, { deps }) => seckillClose(deps.database.db, seckill_id)),
];

/** The seckill order trio over the one checkout pipeline (mounted by the order module). */
export const seckillCheckout: PromotionCheckoutEntry = {
  payment: seckillApi.orderPayment,
  calculate: seckillApi.orderCalculate,
  create: seckillApi.orderCreate,
  source: (p) => activityCheckoutSource(seckillKind, Number(p.seckill_id), Number(p.sku_id), p.num),
};
