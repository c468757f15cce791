import type { BlockComponent } from './types';
import SearchBlock from './blocks/SearchBlock';
import ImageAdsBlock from './blocks/ImageAdsBlock';
import GraphicNavBlock from './blocks/GraphicNavBlock';
import NoticeBlock from './blocks/NoticeBlock';
import CouponBlock from './blocks/CouponBlock';
import TextNavBlock from './blocks/TextNavBlock';
import TitleBlock from './blocks/TitleBlock';
import RubikCubeBlock from './blocks/RubikCubeBlock';
import HorzBlankBlock from './blocks/HorzBlankBlock';
import HorzLineBlock from './blocks/HorzLineBlock';
import { lazy } from 'react';
import { shopDiyBlocks } from '../../shop';
import { belowFirstScreen } from './belowFirstScreen';
import { heldWhileLoading } from './heldWhileLoading';
import { SECKILL_BLOCK_HEIGHT, seckillParts } from '../../seckill';
import { groupbuyParts } from '../../groupbuy';
import { topicParts } from '../../topics';
import { pintuanParts } from '../../pintuan';
import { bargainParts } from '../../bargain';
import { presaleParts } from '../../presale';
import { wholesaleParts } from '../../wholesale';

// Shop home blocks (DIY_VIEW_SHOP_INDEX): their own chunks, never in the home page's first load.
const ShopInfoBlock = lazy(shopDiyBlocks.ShopInfoBlock);
const ShopSearchBlock = lazy(shopDiyBlocks.ShopSearchBlock);
const ShopStoreBlock = lazy(shopDiyBlocks.ShopStoreBlock);
// Promotion blocks: their own chunks too, fetched when a page has them. The seckill strip sits high on a page,
// its height held while it loads (SECKILL_BLOCK_HEIGHT, the strip's own fixed height); the others come below
// the first screen, so their code loads when they come into view or the shopper settles (belowFirstScreen, with
// about their height held).
const SeckillBlock = heldWhileLoading(seckillParts.SeckillBlock, SECKILL_BLOCK_HEIGHT);
const GroupbuyBlock = belowFirstScreen(groupbuyParts.GroupbuyBlock, 240);
const TopicBlock = belowFirstScreen(topicParts.TopicBlock, 180);
const PintuanBlock = belowFirstScreen(pintuanParts.PintuanBlock, 160);
const BargainBlock = belowFirstScreen(bargainParts.BargainBlock, 160);
const PresaleBlock = belowFirstScreen(presaleParts.PresaleBlock, 160);
const WholesaleBlock = belowFirstScreen(wholesaleParts.WholesaleBlock, 160);
// Rich text and the floating button (drawn over the page): loaded when a page has them. Blocks that take
// room in the flow near the top (titles, cubes, spacers; each well under 1 kB) render in the first pass, so a
// late chunk never pushes the content below them down.
const RichTextBlock = lazy(() => import('./blocks/RichTextBlock'));
const FloatBtnBlock = lazy(() => import('./blocks/FloatBtnBlock'));
// Goods lists and the video: the larger blocks, which the operator's pages put below the first screen; their code
// loads when they come into view or the shopper settles on the page (belowFirstScreen).
const GoodsListBlock = belowFirstScreen(() => import('./blocks/GoodsListBlock'), 500);
const VideoBlock = belowFirstScreen(() => import('./blocks/VideoBlock'), 240);

/**
 * The one DIY block registry: `controller` → component. Platform blocks are light (the banner carousel
 * is native scroll-snap, no animation library) and mostly imported directly, so they render in the same pass
 * as the page; shop blocks, rich text and the floating button are lazy chunks fetched when a page has them. Controllers not
 * listed here (promotion blocks until their promotion exists, unknown ones) are skipped.
 */
export const blockRegistry: Readonly<Record<string, BlockComponent>> = Object.freeze({
  Search: SearchBlock,
  ImageAds: ImageAdsBlock,
  GraphicNav: GraphicNavBlock,
  Notice: NoticeBlock,
  GoodsList: GoodsListBlock,
  Coupon: CouponBlock,
  ShopInfo: ShopInfoBlock,
  ShopSearch: ShopSearchBlock,
  ShopStore: ShopStoreBlock,
  TextNav: TextNavBlock,
  Title: TitleBlock,
  RubikCube: RubikCubeBlock,
  RichText: RichTextBlock,
  HorzBlank: HorzBlankBlock,
  HorzLine: HorzLineBlock,
  FloatBtn: FloatBtnBlock,
  Video: VideoBlock,
  Seckill: SeckillBlock,
  Groupbuy: GroupbuyBlock,
  Topic: TopicBlock,
  Pintuan: PintuanBlock,
  Bargain: BargainBlock,
  Presale: PresaleBlock,
  Wholesale: WholesaleBlock,
});
