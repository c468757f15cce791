import { defineMessages } from '../../infra/http/messages';

export const posterMessages = defineMessages({
  'poster.paramInvalid': { 'zh-cn': '海报参数错误', 'en-us': 'Invalid poster parameters' },
  'poster.goodsNotExist': { 'zh-cn': '商品不存在', 'en-us': 'The goods does not exist' },
  'poster.shopNotExist': { 'zh-cn': '店铺不存在', 'en-us': 'The shop does not exist' },
  'poster.scanHint': { 'zh-cn': '长按识别二维码', 'en-us': 'Press and hold to scan' },
});
