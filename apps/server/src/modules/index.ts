import type { RouteSpec } from '../infra/http/route';
import { configRoutes } from './config';
import { memberRoutes } from './member';
import { cartRoutes } from './cart';
import { goodsFindRoutes, goodsRoutes } from './goods';
import { shopRoutes } from './shop';
import { contentRoutes } from './content';
import { membercancelRoutes } from './membercancel';
import { adminRoutes } from './admin';
import { wechatRoutes } from './wechat';
import { evaluateRoutes } from './evaluate';
import { collectRoutes } from './collect';
import { posterRoutes } from './poster';
import { manjianRoutes } from './manjian';
import { bundlingRoutes } from './bundling';
import { couponRoutes } from './coupon';
import { storeRoutes } from './store';
import { websiteRoutes } from './website';
import { refundRoutes } from './refund';
import { verifyRoutes } from './verify';
import { orderRoutes } from './order';
import { payRoutes } from './pay';
import { addressRoutes } from './address';
import { ordercreateRoutes } from './order/ordercreate.routes';
import { virtualGoodsRoutes } from './order/virtualgoods';
import { memberLookupRoutes } from './member/member.lookup';

/** Every module's endpoints; one line per module. */
export const allRoutes: RouteSpec[] = [...configRoutes(), ...memberRoutes(), ...cartRoutes(), ...goodsRoutes(), ...goodsFindRoutes(), ...shopRoutes(), ...contentRoutes(), ...membercancelRoutes(), ...adminRoutes(), ...wechatRoutes(), ...evaluateRoutes(), ...collectRoutes(), ...posterRoutes(), ...manjianRoutes(), ...bundlingRoutes(), ...couponRoutes(), ...storeRoutes(), ...websiteRoutes(), ...refundRoutes(), ...verifyRoutes(), ...orderRoutes(), ...payRoutes(), ...addressRoutes(), ...ordercreateRoutes(), ...virtualGoodsRoutes(), ...memberLookupRoutes()];

export { memberGate } from './member';
