/**
 * What other features use from the shop: its home-page blocks for the DIY registry, as loaders only, so each
 * stays in its own chunk and the registry does not depend on the shop's code.
 */
export const shopDiyBlocks = {
  ShopInfoBlock: () => import('./diy/ShopInfoBlock'),
  ShopSearchBlock: () => import('./diy/ShopSearchBlock'),
  ShopStoreBlock: () => import('./diy/ShopStoreBlock'),
};
