import { discountAdminApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../../infra/http/route';
import { discountAdd, discountAdminList, discountClose, discountEdit } from './discount.admin';

/** Limited discount for the operator (x-admin-key); shoppers see it through the goods' own endpoints. */
export const discountAdminRoutes = (): RouteSpec[] => [
  serve(discountAdminApi.lists, (p, { deps }) => discountAdminList(deps.database.db, p)),
  serve(discountAdminApi.add, (p, { deps }) => discountAdd(deps.database.db, p)),
  serve(discountAdminApi.edit, (p, { deps }) => discountEdit(deps.database.db, p)),
  serve(discountAdminApi.close, ({ discount_id }, { deps }) => discountClose(deps.database.db, discount_id)),
];
