import type { Messages } from '../runtime';

/**
 * zh-cn's messages beyond the bundled core (i18n/index.ts): one module, loaded as one chunk, so the start-up
 * holds a loader per language instead of one per message file. Not the namespaces a block of home loads
 * alone (`coupon`, `goods`, `promoblock`, i18n/index.ts `single`): imported here too, they would come with this chunk.
 */
export default import.meta.glob<{ default: Messages }>(
  ['../zh-cn/*.ts', '!../zh-cn/{common,titles,home,goods,coupon,promoblock}.ts', '!../**/*.test.ts'],
  {
    eager: true,
  },
);
