/** What other features use from gifts: their query keys. */
export { giftKeys } from './gift.api';
