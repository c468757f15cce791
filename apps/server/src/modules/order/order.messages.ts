import { defineMessages } from '../../infra/http/messages';

/** Member order pages, order actions, the operator's shipping API and the timers (keys prefixed `om`). */
export const orderMessages = defineMessages({
  // errors
  omOrderNotExist: { 'zh-cn': '订单不存在', 'en-us': 'The order does not exist' },
  omCloseNotAllowed: { 'zh-cn': '只有待支付的订单可以取消', 'en-us': 'Only unpaid orders can be cancelled' },
  omTakeDeliveryNotAllowed: { 'zh-cn': '订单当前状态不能确认收货', 'en-us': 'This order cannot be confirmed as received now' },
  omOrderLocked: {
    'zh-cn': '您正在维权中，请等待维权结束后再操作',
    'en-us': 'An after-sale request is open for this order; try again when it is finished',
  },
  omExtendNotAllowed: { 'zh-cn': '订单当前状态不能延长收货', 'en-us': 'The receiving time of this order cannot be extended now' },
  omExtendOnce: { 'zh-cn': '每个订单只能延长一次收货时间', 'en-us': 'The receiving time of an order can only be extended once' },
  omEvaluateNotAllowed: { 'zh-cn': '订单当前状态不能评价', 'en-us': 'This order cannot be reviewed now' },
  omEvaluated: { 'zh-cn': '该订单已评价', 'en-us': 'This order has already been reviewed' },
  omShipNotAllowed: { 'zh-cn': '订单当前状态不能发货', 'en-us': 'This order cannot be shipped in its current status' },
  omShipGroupForming: { 'zh-cn': '拼团未成功，暂不能发货', 'en-us': 'The group has not succeeded yet; the order cannot be shipped' },
  omShipLinesInvalid: { 'zh-cn': '发货商品不存在或已发货', 'en-us': 'Some of the lines do not exist or have already been shipped' },
  omShipLinesRefunding: { 'zh-cn': '维权中的商品不能发货', 'en-us': 'Lines in an after-sale request cannot be shipped' },
  omNotExpressOrder: { 'zh-cn': '该订单不是物流配送订单', 'en-us': 'This is not an express order' },
  omNotLocalOrder: { 'zh-cn': '该订单不是外卖配送订单', 'en-us': 'This is not a local delivery order' },
  omPackageNotExist: { 'zh-cn': '包裹不存在', 'en-us': 'The parcel does not exist' },
  omCancelOrdersOpen: {
    'zh-cn': '您还有未完成的订单，请等订单完成后再申请注销',
    'en-us': 'You still have open orders; apply again once they are finished',
  },

  // order status names (§5)
  omStatusWaitPay: { 'zh-cn': '待支付', 'en-us': 'Awaiting payment' },
  omStatusWaitSend: { 'zh-cn': '待发货', 'en-us': 'To be shipped' },
  omStatusWaitPickup: { 'zh-cn': '待提货', 'en-us': 'Awaiting pickup' },
  omStatusShipped: { 'zh-cn': '已发货', 'en-us': 'Shipped' },
  omStatusDelivering: { 'zh-cn': '配送中', 'en-us': 'Delivering' },
  omStatusReceived: { 'zh-cn': '已收货', 'en-us': 'Received' },
  omStatusPickedUp: { 'zh-cn': '已提货', 'en-us': 'Picked up' },
  omStatusComplete: { 'zh-cn': '已完成', 'en-us': 'Completed' },
  omStatusClosed: { 'zh-cn': '已关闭', 'en-us': 'Closed' },

  // order types
  omTypeExpress: { 'zh-cn': '普通订单', 'en-us': 'Standard order' },
  omTypePickup: { 'zh-cn': '自提订单', 'en-us': 'Pickup order' },
  omTypeLocal: { 'zh-cn': '外卖订单', 'en-us': 'Local delivery order' },
  omTypeVirtual: { 'zh-cn': '虚拟订单', 'en-us': 'Virtual order' },

  // delivery ways
  omDeliveryExpress: { 'zh-cn': '物流配送', 'en-us': 'Express delivery' },
  omDeliveryStore: { 'zh-cn': '门店自提', 'en-us': 'Store pickup' },
  omDeliveryLocal: { 'zh-cn': '外卖配送', 'en-us': 'Local delivery' },
  omDeliveryVirtual: { 'zh-cn': '无需配送', 'en-us': 'No delivery needed' },

  // pay types
  omPayNone: { 'zh-cn': '未支付', 'en-us': 'Not paid' },
  omPayBalance: { 'zh-cn': '余额支付', 'en-us': 'Balance' },
  omPayWechat: { 'zh-cn': '微信支付', 'en-us': 'WeChat Pay' },
  omPayAlipay: { 'zh-cn': '支付宝支付', 'en-us': 'Alipay' },
  omPaySandbox: { 'zh-cn': '模拟支付', 'en-us': 'Sandbox payment' },
  omPayOnline: { 'zh-cn': '在线支付', 'en-us': 'Online payment' },

  // member actions
  omActionClose: { 'zh-cn': '取消订单', 'en-us': 'Cancel order' },
  omActionPay: { 'zh-cn': '支付', 'en-us': 'Pay' },
  omActionTakeDelivery: { 'zh-cn': '确认收货', 'en-us': 'Confirm receipt' },
  omActionTrace: { 'zh-cn': '查看物流', 'en-us': 'Logistics' },
  omActionExtend: { 'zh-cn': '延长收货', 'en-us': 'Extend receiving' },
  omActionEvaluate: { 'zh-cn': '评价', 'en-us': 'Review' },
  omActionEvaluateAgain: { 'zh-cn': '追评', 'en-us': 'Add review' },

  // line delivery status
  omLineUnshipped: { 'zh-cn': '待发货', 'en-us': 'To be shipped' },
  omLineShipped: { 'zh-cn': '已发货', 'en-us': 'Shipped' },
  omLineReceived: { 'zh-cn': '已收货', 'en-us': 'Received' },

  // line refund status names and actions
  omRefundNone: { 'zh-cn': '', 'en-us': '' },
  omRefundApplied: { 'zh-cn': '申请维权', 'en-us': 'After-sale requested' },
  omRefundAgreed: { 'zh-cn': '待转账', 'en-us': 'Awaiting refund transfer' },
  omRefundDone: { 'zh-cn': '维权结束', 'en-us': 'After-sale finished' },
  omRefundWaitReturn: { 'zh-cn': '买家待退货', 'en-us': 'Awaiting your return' },
  omRefundWaitReceive: { 'zh-cn': '卖家待收货', 'en-us': 'Awaiting seller receipt' },
  omRefundReceived: { 'zh-cn': '卖家已收货', 'en-us': 'Seller received the return' },
  omRefundRefused: { 'zh-cn': '卖家拒绝', 'en-us': 'Refused by seller' },
  omRefundActionApply: { 'zh-cn': '退款', 'en-us': 'Refund' },
  omRefundActionDetail: { 'zh-cn': '退款详情', 'en-us': 'Refund details' },
  omRefundActionCancel: { 'zh-cn': '撤销维权', 'en-us': 'Withdraw request' },
  omRefundActionDelivery: { 'zh-cn': '填写发货物流', 'en-us': 'Enter return shipment' },
  omRefundActionAsk: { 'zh-cn': '重新申请', 'en-us': 'Apply again' },

  // evaluate status
  omEvaluateNone: { 'zh-cn': '未评价', 'en-us': 'Not reviewed' },
  omEvaluateDone: { 'zh-cn': '已评价', 'en-us': 'Reviewed' },
  omEvaluateAgain: { 'zh-cn': '已追评', 'en-us': 'Follow-up added' },

  // parcels and traces
  omPackageName: { 'zh-cn': '包裹{n}', 'en-us': 'Parcel {n}' },
  omTraceNone: { 'zh-cn': '暂无物流信息', 'en-us': 'No tracking information yet' },
  omTraceCollected: { 'zh-cn': '已揽收', 'en-us': 'Collected' },
  omTraceTransit: { 'zh-cn': '运输中', 'en-us': 'In transit' },
  omTraceArrived: { 'zh-cn': '到达派件城市', 'en-us': 'Arrived at destination city' },
  omTraceSigned: { 'zh-cn': '已签收', 'en-us': 'Delivered' },
  omTraceProblem: { 'zh-cn': '问题件', 'en-us': 'Delivery problem' },
  omTraceNoLogistics: { 'zh-cn': '该包裹无需物流', 'en-us': 'This parcel needs no logistics' },

  // order log actions
  omLogMemberClose: { 'zh-cn': '买家取消订单', 'en-us': 'Buyer cancelled the order' },
  omLogAutoClose: { 'zh-cn': '订单超时未支付自动关闭', 'en-us': 'Closed automatically: not paid in time' },
  omLogTakeDelivery: { 'zh-cn': '买家确认收货', 'en-us': 'Buyer confirmed receipt' },
  omLogAutoTakeDelivery: { 'zh-cn': '订单自动收货', 'en-us': 'Received automatically' },
  omLogAutoComplete: { 'zh-cn': '订单自动完成', 'en-us': 'Completed automatically' },
  omLogShip: { 'zh-cn': '商家发货', 'en-us': 'Shop shipped the order' },
  omLogLocalStart: { 'zh-cn': '商家开始配送', 'en-us': 'Shop started local delivery' },
  omLogShopTakeDelivery: { 'zh-cn': '商家确认送达', 'en-us': 'Shop confirmed delivery' },
});
