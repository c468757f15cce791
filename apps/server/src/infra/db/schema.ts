// Every module's tables, gathered for drizzle-kit and the typed client.
// Each module owns its `<name>.tables.ts`; add one export line per module.
export * from '../../modules/settings/settings.tables';
export * from '../../modules/member/member.tables';
export * from '../../modules/cart/cart.tables';
export * from '../../modules/shop/shop.tables';
export * from '../../modules/goods/goods.tables';
export * from '../../modules/content/content.tables';
export * from '../sms/sms.tables';
export * from '../../modules/membercancel/membercancel.tables';
export * from '../../modules/membersignin/membersignin.tables';
export * from '../../modules/wechat/wechat.tables';
export * from '../../modules/store/store.tables';
export * from '../../modules/website/website.tables';
export * from '../../modules/evaluate/evaluate.tables';
export * from '../../modules/collect/collect.tables';
export * from '../../modules/promotion/manjian/manjian.tables';
export * from '../../modules/promotion/bundling/bundling.tables';
export * from '../../modules/coupon/coupon.tables';
export * from '../../modules/order/order.tables';
export * from '../../modules/pay/pay.tables';
export * from '../../modules/order/delivery.tables';
export * from '../../modules/address/address.tables';
export * from '../../modules/refund/refund.tables';
export * from '../../modules/verify/verify.tables';
export * from '../../modules/pay/payrefund.tables';
