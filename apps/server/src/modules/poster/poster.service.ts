import { eq } from 'drizzle-orm';
import { formatFen, type AftersaleDoc, type Lang, type ServicerConfig } from '@mall/contract';
import type { Db } from '../../infra/db/client';
import { AppError } from '../../infra/http/errors';
import { translate } from '../../infra/http/messages';
import { getSetting } from '../settings';
import { sanitizeHtml, skusForCart } from '../goods';
import { shop } from '../shop';
import { posterMessages } from './poster.messages';
import { renderPoster } from './poster.render';

export const GOODS_DETAIL_PAGE = '/pages/goods/detail/detail';
export const SHOP_INDEX_PAGE = '/otherpages/shop/index/index';
const H5_BASE = '/h5';

/** `qrcode_param` JSON → object; refuses anything else. */
const readParam = (text: string): Record<string, unknown> => {
  try {
    const v: unknown = JSON.parse(text);
    if (v && typeof v === 'object' && !Array.isArray(v)) return v as Record<string, unknown>;
  } catch {
    // falls through
  }
  throw new AppError(posterMessages['poster.paramInvalid']);
};

const positiveId = (v: unknown): number => {
  const n = typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v;
  if (typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= 2_147_483_647) return n;
  throw new AppError(posterMessages['poster.paramInvalid']);
};

/** Only H5 route paths: "/a/b/c" of letters, digits, `_` and `-`. */
const pagePath = (page: string | undefined, fallback: string) => {
  if (page === undefined) return fallback;
  if (!/^(\/[A-Za-z0-9_-]+){1,6}$/.test(page)) throw new AppError(posterMessages['poster.paramInvalid']);
  return page;
};

export interface PosterCtx {
  uploadDir: string;
  /** `https://mall.example` (the request's origin). */
  origin: string;
  memberId: number | null;
  lang: Lang;
}

/** `/api/goods/poster`: the SKU's picture, name and price with a QR code of its H5 detail (carrying `source_member`). */
export const goodsPoster = async (db: Db, c: PosterCtx, page: string | undefined, qrcodeParam: string) => {
  const param = readParam(qrcodeParam);
  const skuId = positiveId(param.sku_id);
  const [sku] = await skusForCart(db, [skuId]);
  if (!sku || sku.is_delete !== 0) throw new AppError(posterMessages['poster.goodsNotExist']);
  const query = new URLSearchParams({ sku_id: String(skuId) });
  // The sharer is whoever is logged in; a visitor's poster carries no source.
  if (c.memberId) query.set('source_member', String(c.memberId));
  const url = `${c.origin}${H5_BASE}${pagePath(page, GOODS_DETAIL_PAGE)}?${query}`;
  const path = await renderPoster(c.uploadDir, `goods_${skuId}_${c.memberId ?? 0}`, {
    image: sku.sku_image,
    title: sku.sku_name || sku.goods_name,
    price: `¥${formatFen(sku.discount_price)}`,
    subtitle: sku.site_name,
    hint: translate(posterMessages['poster.scanHint'], c.lang),
    url,
  });
  return { path };
};

/** `/api/shop/poster`: the shop's logo and name with a QR code of its H5 index. */
export const shopPoster = async (db: Db, c: PosterCtx, page: string | undefined, qrcodeParam: string) => {
  const param = readParam(qrcodeParam);
  const siteId = positiveId(param.site_id);
  const [s] = await db.select().from(shop).where(eq(shop.siteId, siteId)).limit(1);
  if (!s) throw new AppError(posterMessages['poster.shopNotExist']);
  const query = new URLSearchParams({ site_id: String(siteId) });
  if (c.memberId) query.set('source_member', String(c.memberId));
  const url = `${c.origin}${H5_BASE}${pagePath(page, SHOP_INDEX_PAGE)}?${query}`;
  const path = await renderPoster(c.uploadDir, `shop_${siteId}_${c.memberId ?? 0}`, {
    image: s.avatar || s.logo,
    title: s.siteName,
    price: '',
    subtitle: s.seoDescription,
    hint: translate(posterMessages['poster.scanHint'], c.lang),
    url,
  });
  return { path };
};

/** `/api/goods/aftersale`: the after-sale guarantee document in the reader's language when the operator wrote one. */
export const aftersaleDoc = async (db: Db, lang: Lang): Promise<AftersaleDoc> => {
  const v = (await getSetting(db, 'GOODS_AFTERSALE')).value;
  const localized = (v[lang] && typeof v[lang] === 'object' ? v[lang] : v) as Record<string, unknown>;
  return {
    title: typeof localized.title === 'string' ? localized.title : '',
    content: typeof localized.content === 'string' ? sanitizeHtml(localized.content) : '',
  };
};

/** `/api/config/servicer`: customer-service channel of the H5 (none / third-party link) and the service phone. */
export const servicerConfig = async (db: Db): Promise<ServicerConfig> => {
  const v = (await getSetting(db, 'SERVICER_CONFIG')).value;
  const h5 = (v.h5 && typeof v.h5 === 'object' ? v.h5 : {}) as Record<string, unknown>;
  const type = h5.type === 'third' || h5.type === 'system' ? h5.type : 'none';
  return {
    h5: { type, third_url: typeof h5.third_url === 'string' ? h5.third_url : '' },
    service_phone: typeof v.service_phone === 'string' ? v.service_phone : '',
  };
};
