import { Code, formatFen } from '@mall/contract';
import type { Db } from '../../../infra/db/client';
import { AppError } from '../../../infra/http/errors';
import { translate } from '../../../infra/http/messages';
import type { Ctx } from '../../../infra/http/route';
import { renderPoster } from '../../poster';

/** A kind's poster: what names its row in `qrcode_param` and in the detail page's query, and its messages. */
export interface ActivityPosterSpec {
  /** Keys of `qrcode_param` naming the row, the first present wins. */
  paramKeys: readonly string[];
  /** The query key of the detail page the QR code opens. */
  queryKey: string;
  /** The H5 detail page when the request names none. */
  detailPage: string;
  /** Prefix of the poster's file name. */
  filePrefix: string;
  /** Message keys: a bad `qrcode_param` or `page`, and the hint under the QR code. */
  paramMessage: string;
  hintMessage: string;
  /** The row's id, price (fen), picture, title and shop; throws the kind's refusal when there is none. */
  facts: (db: Db, id: number) => Promise<{ id: number; price: number; image: string; title: string; shop: string }>;
}

/** The row id a poster's `qrcode_param` (JSON) names. */
const posterId = (text: string, spec: ActivityPosterSpec): number => {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    v = null;
  }
  const o = v && typeof v === 'object' ? (v as Record<string, unknown>) : {};
  let raw: unknown;
  for (const k of spec.paramKeys) {
    raw = o[k];
    if (raw !== undefined && raw !== null) break;
  }
  const n = typeof raw === 'string' && /^\d{1,10}$/.test(raw) ? Number(raw) : raw;
  if (typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 2_147_483_647) return n;
  throw new AppError(spec.paramMessage, Code.ERROR);
};

/** `/<addon>/api/…/poster`: the SKU's picture, activity price and a QR code of the kind's detail page. */
export const activityPoster = async (spec: ActivityPosterSpec, qrcodeParam: string, page: string | undefined, ctx: Ctx) => {
  if (page !== undefined && !/^(\/[A-Za-z0-9_-]+){1,6}$/.test(page)) throw new AppError(spec.paramMessage, Code.ERROR);
  const f = await spec.facts(ctx.deps.database.db, posterId(qrcodeParam, spec));
  const query = new URLSearchParams({ [spec.queryKey]: String(f.id) });
  if (ctx.memberId) query.set('source_member', String(ctx.memberId));
  const url = `${ctx.req.protocol}://${ctx.req.host}/h5${page ?? spec.detailPage}?${query}`;
  const path = await renderPoster(ctx.deps.config.uploadDir, `${spec.filePrefix}_${f.id}_${ctx.memberId ?? 0}`, {
    image: f.image,
    title: f.title,
    price: `¥${formatFen(f.price)}`,
    subtitle: f.shop,
    hint: translate(spec.hintMessage, ctx.lang),
    url,
  });
  return { path };
};
