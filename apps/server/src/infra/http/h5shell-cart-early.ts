import { APP_TYPES, cartApi } from '@mall/contract';

/**
 * Sends the member's `/api/cart/goodslists` GET from the cart's shell (h5shell-cart.ts), as the H5's request
 * client would send it (same address: app_type, app_type_name, token, website_id from the browser's storage;
 * same Accept-Language), while the app's code loads; the client takes that answer instead of asking again (the
 * H5's shared/lib/early.ts). Nothing is sent for a visitor. It reads no request data, so its CSP hash is fixed.
 */
export const CART_EARLY_SCRIPT =
  '(function(){try{var s=localStorage,t=s.getItem("token");if(!t)return;' +
  'var w=/MicroMessenger/i.test(navigator.userAgent),p=new URLSearchParams();' +
  `p.append("app_type",w?"wechat":"h5");p.append("app_type_name",w?${JSON.stringify(APP_TYPES.wechat)}:${JSON.stringify(APP_TYPES.h5)});` +
  'p.append("token",t);var x=s.getItem("website_id");if(x)p.append("website_id",x);' +
  `var u=${JSON.stringify(cartApi.goodslists.path)}+"?"+p;` +
  '(window.__mallEarly=window.__mallEarly||{})[u]=fetch(u,{headers:{"Accept-Language":s.getItem("lang")==="en-us"?"en-US":"zh-CN"}})' +
  '}catch(e){}})()';
