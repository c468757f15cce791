import { posterParams } from '@mall/contract';
import { route, type Ctx, type RouteSpec } from '../../infra/http/route';
import { aftersaleDoc, goodsPoster, servicerConfig, shopPoster, type PosterCtx } from './poster.service';

const posterCtx = (ctx: Ctx): PosterCtx => ({
  uploadDir: ctx.deps.config.uploadDir,
  origin: `${ctx.req.protocol}://${ctx.req.host}`,
  memberId: ctx.memberId,
  lang: ctx.lang,
});

/** Share posters and the detail page's settings (reference §4.1, §4.5, §4.6). */
export const posterRoutes = (): RouteSpec[] => [
  route('/api/goods/poster', {
    auth: 'optional',
    input: posterParams,
    handler: ({ page, qrcode_param }, ctx) => goodsPoster(ctx.deps.database.db, posterCtx(ctx), page, qrcode_param),
  }),
  route('/api/shop/poster', {
    auth: 'optional',
    input: posterParams,
    handler: ({ page, qrcode_param }, ctx) => shopPoster(ctx.deps.database.db, posterCtx(ctx), page, qrcode_param),
  }),
  route('/api/goods/aftersale', { handler: ({}, { deps, lang }) => aftersaleDoc(deps.database.db, lang) }),
  route('/api/config/servicer', { handler: ({}, { deps }) => servicerConfig(deps.database.db) }),
];
