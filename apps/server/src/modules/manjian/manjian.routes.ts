import { manjianInfoParams } from '@mall/contract';
import { route, type RouteSpec } from '../../infra/http/route';
import { manjianForGoods } from './manjian.service';

/** Full reduction, read side (reference §4.18); checkout applies it with orders. */
export const manjianRoutes = (): RouteSpec[] => [
  route('/manjian/api/manjian/info', {
    input: manjianInfoParams,
    handler: ({ goods_id }, { deps }) => manjianForGoods(deps.database.db, goods_id),
  }),
];
