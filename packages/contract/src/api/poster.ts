import { z } from 'zod';
import { endpoint, returns } from '../core/endpoint';
import { optional, strParam } from '../core/fields';

/**
 * Share posters and the other detail-page settings: `/api/goods/poster`, `/api/shop/poster`,
 * `/api/goods/aftersale`, `/api/config/servicer` (reference §4.1, §4.5, §4.6).
 */

/** `qrcode_param` is JSON text: `{sku_id, source_member}` for goods, `{site_id}` for shops. */
export const posterParams = z.object({
  /** The H5 route the QR code opens (defaults to the goods detail / shop index). */
  page: optional(strParam(1, 255)),
  qrcode_param: strParam(2, 500),
});
export type PosterParams = z.infer<typeof posterParams>;

export interface PosterResult {
  /** Relative upload path of the PNG, e.g. `upload/poster/goods_12_0_ab12cd.png`. */
  path: string;
}

/** `/api/goods/aftersale`: the after-sale guarantee document (HTML content). */
export interface AftersaleDoc {
  title: string;
  content: string;
}

/** `/api/config/servicer` value: how the H5 contacts customer service. */
export interface ServicerConfig {
  h5: { type: 'none' | 'third' | 'system'; third_url: string };
  /** Platform service phone used when the shop has none. */
  service_phone: string;
}

/** Share posters and the detail page's settings (reference §4.1, §4.5, §4.6). */
export const posterApi = {
  goods: endpoint({
    path: '/api/goods/poster',
    access: 'optional',
    params: posterParams,
    response: returns<PosterResult>(),
    write: true,
    summary: "A SKU's share poster (carrying the logged-in sharer)",
  }),
  shop: endpoint({
    path: '/api/shop/poster',
    access: 'optional',
    params: posterParams,
    response: returns<PosterResult>(),
    write: true,
    summary: "A shop's share poster (carrying the logged-in sharer)",
  }),
  aftersale: endpoint({
    path: '/api/goods/aftersale',
    access: 'visitor',
    response: returns<AftersaleDoc>(),
    summary: 'The after-sale guarantee document',
  }),
  servicer: endpoint({
    path: '/api/config/servicer',
    access: 'visitor',
    response: returns<ServicerConfig>(),
    summary: 'How the storefront contacts customer service',
  }),
};
