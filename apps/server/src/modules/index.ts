import type { RouteSpec } from '../infra/http/route';
import { configRoutes } from './config';
import { memberRoutes } from './member';
import { cartRoutes } from './cart';
import { goodsRoutes } from './goods';
import { shopRoutes } from './shop';
import { contentRoutes } from './content';
import { membercancelRoutes } from './membercancel';
import { adminRoutes } from './admin';
import { wechatRoutes } from './wechat';

/** Every module's endpoints; one line per module. */
export const allRoutes: RouteSpec[] = [...configRoutes(), ...memberRoutes(), ...cartRoutes(), ...goodsRoutes(), ...shopRoutes(), ...contentRoutes(), ...membercancelRoutes(), ...adminRoutes(), ...wechatRoutes()];

export { memberGate } from './member';
