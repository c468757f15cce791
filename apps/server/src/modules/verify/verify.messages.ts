import { defineMessages } from '../../infra/http/messages';

export const verifyMessages = defineMessages({
  vfNotVerifier: { 'zh-cn': '您不是核销员', 'en-us': 'You are not a verifier' },
  vfCodeNotExist: { 'zh-cn': '当前核销码不存在!', 'en-us': 'This verification code does not exist' },
  vfIsVerified: { 'zh-cn': '该核销码已核销', 'en-us': 'This code has already been used' },
  vfOrderNotReady: { 'zh-cn': '订单当前状态不能核销', 'en-us': 'The order cannot be verified in its current state' },
  vfOrderLocked: { 'zh-cn': '订单正在维权中，暂不能核销', 'en-us': 'The order has an after-sale request in progress and cannot be verified now' },
  vfTypePickup: { 'zh-cn': '订单自提', 'en-us': 'Store pickup' },
  vfTypeVirtualgoods: { 'zh-cn': '虚拟商品', 'en-us': 'Virtual goods' },
  vfRemarkOrderNo: { 'zh-cn': '订单编号', 'en-us': 'Order no.' },
  vfRemarkBuyer: { 'zh-cn': '买家', 'en-us': 'Buyer' },
  vfRemarkMobile: { 'zh-cn': '联系电话', 'en-us': 'Phone' },
  vfRemarkStore: { 'zh-cn': '提货门店', 'en-us': 'Pickup store' },
  vfRemarkCreateTime: { 'zh-cn': '下单时间', 'en-us': 'Ordered at' },
  vfRemarkMessage: { 'zh-cn': '买家留言', 'en-us': 'Buyer message' },
  vfRemarkSpec: { 'zh-cn': '规格', 'en-us': 'Spec' },
  vfLogVerified: { 'zh-cn': '核销员核销提货', 'en-us': 'Picked up at the store' },
});
