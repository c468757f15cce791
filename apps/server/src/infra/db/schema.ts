// Every module's tables, gathered for drizzle-kit and the typed client.
// Each module owns its `<name>.tables.ts`; add one export line per module.
export * from '../../modules/config/config.tables';
export * from '../../modules/member/member.tables';
export * from '../../modules/cart/cart.tables';
export * from '../../modules/shop/shop.tables';
export * from '../../modules/goods/goods.tables';
export * from '../../modules/content/content.tables';
export * from '../sms/sms.tables';
export * from '../../modules/membercancel/membercancel.tables';
export * from '../../modules/wechat/wechat.tables';
