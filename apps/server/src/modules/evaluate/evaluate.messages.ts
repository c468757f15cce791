import { defineMessages } from '../../infra/http/messages';

export const evaluateMessages = defineMessages({
  evDisabled: { 'zh-cn': '评价功能已关闭', 'en-us': 'Reviews are switched off' },
  evOrderNotExist: { 'zh-cn': '订单不存在', 'en-us': 'The order does not exist' },
  evOrderNotEvaluable: { 'zh-cn': '该订单当前不能评价', 'en-us': 'This order cannot be reviewed now' },
  evLineNotExist: { 'zh-cn': '订单项不存在', 'en-us': 'The order item does not exist' },
  evDuplicateLine: { 'zh-cn': '同一商品只能评价一次', 'en-us': 'Each item can be reviewed once' },
  evAlreadyEvaluated: { 'zh-cn': '该商品已评价', 'en-us': 'This item has already been reviewed' },
  evNotEvaluatedYet: { 'zh-cn': '请先评价后再追评', 'en-us': 'Review the item before adding a follow-up' },
  evAgainDone: { 'zh-cn': '该商品已追评', 'en-us': 'A follow-up was already added for this item' },
  evAuditDone: { 'zh-cn': '该评价不在待审核状态', 'en-us': 'This review is not waiting for approval' },
  evImageInvalid: { 'zh-cn': '评价图片无效，请重新上传', 'en-us': 'A review picture is invalid; upload it again' },
});
