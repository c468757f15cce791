import { giftApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../infra/http/route';
import { memberGiftOrderInfo, memberGiftOrderPage } from './gift.service';

/** Gift orders of the member (reference §4.15). */
export const giftRoutes = (): RouteSpec[] => [
  serve(giftApi.orderPage, ({ page, page_size }, { deps, memberId }) => memberGiftOrderPage(deps.database.db, memberId, page, page_size)),
  serve(giftApi.orderInfo, ({ order_id }, { deps, memberId }) => memberGiftOrderInfo(deps.database.db, memberId, order_id)),
];
