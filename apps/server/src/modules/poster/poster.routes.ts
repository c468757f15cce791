import { posterApi } from '@mall/contract';
import { serve, type Ctx, type RouteSpec } from '../../infra/http/route';
import { aftersaleDoc, goodsPoster, servicerConfig, shopPoster, type PosterCtx } from './poster.service';

const posterCtx = (ctx: Ctx): PosterCtx => ({
  uploadDir: ctx.deps.config.uploadDir,
  origin: `${ctx.req.protocol}://${ctx.req.host}`,
  memberId: ctx.memberId,
  lang: ctx.lang,
});

/** Share posters and the detail page's settings (reference §4.1, §4.5, §4.6). */
export const posterRoutes = (): RouteSpec[] => [
  serve(posterApi.goods, ({ page, qrcode_param }, ctx) => goodsPoster(ctx.deps.database.db, posterCtx(ctx), page, qrcode_param)),
  serve(posterApi.shop, ({ page, qrcode_param }, ctx) => shopPoster(ctx.deps.database.db, posterCtx(ctx), page, qrcode_param)),
  serve(posterApi.aftersale, (_input, { deps, lang }) => aftersaleDoc(deps.database.db, lang)),
  serve(posterApi.servicer, (_input, { deps }) => servicerConfig(deps.database.db)),
];
