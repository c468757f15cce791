import { createContext, useContext } from 'react';
import type { ShopInfo } from '@mall/contract';

/** The shop whose DIY page is rendered (shop blocks read it; outside a shop page it is null). */
export const ShopContext = createContext<ShopInfo | null>(null);

export const useShopContext = (): ShopInfo | null => useContext(ShopContext);
