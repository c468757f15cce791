import { configApi, nowSeconds, type CaptchaConfig, type InitConfig, type Lang } from '@mall/contract';
import { sql } from 'drizzle-orm';
import { serve, type RouteSpec } from '../../infra/http/route';
import { cartCount } from '../cart';
import { platformBottomNav } from '../content';
import { wholesaleCartCount } from '../promotion';
import { addonFlags, cachedPublicRead, copyright, defaultImages, getSetting, publicAnswers, styleTheme } from '../settings';
import type { Db } from '../../infra/db/client';

/** Everything `/api/config/init` answers but the member's cart counts. */
const initSettings = async (db: Db, lang: Lang): Promise<Omit<InitConfig, 'cart_count' | 'wholesale_cart_count'>> => {
  const [addons, theme, images, bottomNav, dev] = await Promise.all([
    addonFlags(db),
    styleTheme(db),
    defaultImages(db),
    platformBottomNav(db, lang),
    getSetting(db, 'DEVELOPMENT'),
  ]);
  return {
    style_theme: theme,
    addon_is_exit: addons,
    // In the request's language, as the DIY pages (content/diy.lang.ts); `{}` while the operator has none.
    diy_bottom_nav: bottomNav ?? {},
    development: dev.value.development === 1 ? 1 : 0,
    default_img: images,
  };
};

/** Start-up and settings endpoints (spec §7, reference §4.1). */
export const configRoutes = (): RouteSpec[] => [
  serve(
    configApi.init,
    async (_in, { deps, memberId, lang }) => {
      const db = deps.database.db;
      const [common, count, wholesaleCount] = await Promise.all([
        // The same for every caller in a language: kept in memory while settings, add-ons and DIY pages are unchanged.
        cachedPublicRead(db, `config.init:${lang}`, () => initSettings(db, lang)),
        memberId ? cartCount(db, memberId) : Promise.resolve(0),
        // The wholesale add-on's own cart (its module's count: this module reads no promotion table).
        memberId ? wholesaleCartCount(db, memberId) : Promise.resolve(0),
      ]);
      return { cart_count: count, wholesale_cart_count: wholesaleCount, ...common };
    },
    // A member's answer holds their cart count: kept finished for visitors only.
    { keep: { ...publicAnswers, visitorsOnly: true } },
  ),
  serve(configApi.defaultImg, (_in, { deps }) => defaultImages(deps.database.db)),
  serve(configApi.style, async (_in, { deps }) => ({ style_theme: await styleTheme(deps.database.db) })),
  serve(configApi.addonIsExit, (_in, { deps }) => addonFlags(deps.database.db)),
  serve(configApi.isExit, async ({ name }, { deps }) => ((await addonFlags(deps.database.db)) as Record<string, 0 | 1>)[name] ?? 0),
  serve(configApi.copyright, (_in, { deps }) => copyright(deps.database.db)),
  serve(configApi.time, () => nowSeconds()),
  // One trivial query: load balancers ask it, and `npm run bench -- api` measures the others against it.
  serve(configApi.health, async (_in, { deps }) => {
    await deps.database.rows(sql`select 1`);
    return 1 as const;
  }),
  serve(configApi.captchaConfig, async (_in, { deps }): Promise<CaptchaConfig> => {
    const row = await getSetting(deps.database.db, 'CAPTCHA_CONFIG');
    return { ...row, value: { shop_reception_login: row.value.shop_reception_login === 1 ? 1 : 0 } };
  }),
];
