import { defineMessages } from '../../infra/http/messages';

export const cartMessages = defineMessages({
  skuNotExist: { 'zh-cn': '商品不存在', 'en-us': 'The goods do not exist' },
  skuOffShelf: { 'zh-cn': '商品已下架', 'en-us': 'The goods are no longer on sale' },
  stockEmpty: { 'zh-cn': '商品库存不足', 'en-us': 'The goods are out of stock' },
  stockLeft: { 'zh-cn': '库存不足，最多可购买{max}件', 'en-us': 'Not enough stock: at most {max} can be bought' },
  stockLeftInCart: {
    'zh-cn': '库存不足，购物车中已有{cur}件，最多可购买{max}件',
    'en-us': 'Not enough stock: {cur} already in the cart, at most {max} can be bought',
  },
  maxBuy: { 'zh-cn': '该商品每人限购{max}件', 'en-us': 'Limited to {max} per member' },
  maxBuyInCart: {
    'zh-cn': '该商品每人限购{max}件，购物车中已有{cur}件',
    'en-us': 'Limited to {max} per member; {cur} already in the cart',
  },
  minBuy: { 'zh-cn': '该商品{min}件起售', 'en-us': 'The minimum purchase is {min}' },
  cartNotExist: { 'zh-cn': '购物车中没有该商品', 'en-us': 'This item is not in your cart' },
});
