import type { Messages } from '../runtime';

/** en-us's messages: one module, loaded as one chunk when the language is chosen (i18n/index.ts). */
export default import.meta.glob<{ default: Messages }>(['../en-us/*.ts', '!../**/*.test.ts'], { eager: true });
