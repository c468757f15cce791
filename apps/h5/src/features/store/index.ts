/** What other features use from stores: the shop's store list and row, the shopper's location and chosen store, store queries. */
export { ShopStores } from './components/ShopStores';
export { StoreRow } from './components/StoreRow';
export { cachedLocation, chosenStore, useShopperLocation } from './location';
export { fetchStores, storeKeys } from './store.api';
