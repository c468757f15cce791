/** Test helpers other modules' tests may use (modules/pay/testing.ts). */
export { sandboxNotifyFields } from './channels/sandbox';
