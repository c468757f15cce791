import type { ModuleParts } from '../parts';
import { giftAdminRoutes } from './gift.admin';
import { giftRoutes } from './gift.routes';
export * from './gift.tables';
export { giftMessages } from './gift.messages';
export { addGift, giftToWire } from './gift.admin';
export { createGiftOrderTx, giftOrderOf, giftOrdersOf, type GiftAddress, type NewGiftOrder } from './gift.service';

export const giftModule: ModuleParts = {
  name: 'gift',
  routes: () => [...giftRoutes(), ...giftAdminRoutes()],
};
