import { manjianApi } from '@mall/contract';
import { serve, type RouteSpec } from '../../../infra/http/route';
import { manjianForGoods } from './manjian.service';

/** Full reduction, read side (reference §4.18); checkout applies it with orders. */
export const manjianRoutes = (): RouteSpec[] => [
  serve(manjianApi.info, ({ goods_id }, { deps }) => manjianForGoods(deps.database.db, goods_id)),
];
