import { addonIsExitParams, nowSeconds } from '@mall/contract';
import { route, type RouteSpec } from '../../infra/http/route';
import { cartCount } from '../cart';
import { platformBottomNav } from '../content';
import { addonFlags, copyright, defaultImages, getSetting, styleTheme } from '../settings';

/** Start-up and settings endpoints (spec §7, reference §4.1). */
export const configRoutes = (): RouteSpec[] => [
  route('/api/config/init', {
    auth: 'optional',
    handler: async (_in, { deps, memberId, lang }) => {
      const db = deps.database.db;
      const [addons, theme, images, bottomNav, dev, count] = await Promise.all([
        addonFlags(db),
        styleTheme(db),
        defaultImages(db),
        platformBottomNav(db, lang),
        getSetting(db, 'DEVELOPMENT'),
        memberId ? cartCount(db, memberId) : Promise.resolve(0),
      ]);
      return {
        cart_count: count,
        // The wholesale add-on has its own cart; it is not installed yet, so it holds nothing.
        wholesale_cart_count: 0,
        style_theme: theme,
        addon_is_exit: addons,
        // In the request's language, as the DIY pages (content/diy.lang.ts); `{}` while the operator has none.
        diy_bottom_nav: bottomNav ?? {},
        development: dev.value.development === 1 ? 1 : 0,
        default_img: images,
      };
    },
  }),
  route('/api/config/defaultimg', { handler: ({}, { deps }) => defaultImages(deps.database.db) }),
  route('/api/diyview/style', { handler: async ({}, { deps }) => ({ style_theme: await styleTheme(deps.database.db) }) }),
  route('/api/addon/addonisexit', { handler: ({}, { deps }) => addonFlags(deps.database.db) }),
  route('/api/addon/isexit', {
    input: addonIsExitParams,
    handler: async ({ name }, { deps }) => ((await addonFlags(deps.database.db)) as Record<string, 0 | 1>)[name] ?? 0,
  }),
  route('/api/config/copyright', { handler: ({}, { deps }) => copyright(deps.database.db) }),
  route('/api/config/time', { handler: () => nowSeconds() }),
  route('/api/config/getCaptchaConfig', {
    handler: async ({}, { deps }) => {
      const row = await getSetting(deps.database.db, 'CAPTCHA_CONFIG');
      return { ...row, value: { shop_reception_login: row.value.shop_reception_login === 1 ? 1 : 0 } };
    },
  }),
];
