import { defineMessages } from '../../infra/http/messages';

export const addressMessages = defineMessages({
  addrNameRequired: { 'zh-cn': '请输入收货人姓名', 'en-us': 'Please enter the consignee name' },
  addrMobileRequired: { 'zh-cn': '请输入手机号', 'en-us': 'Please enter the mobile number' },
  addrMobileInvalid: { 'zh-cn': '请输入正确的手机号', 'en-us': 'Please enter a valid mobile number' },
  addrTelephoneInvalid: { 'zh-cn': '请输入正确的电话号码', 'en-us': 'Please enter a valid telephone number' },
  addrRegionRequired: { 'zh-cn': '请选择省市区县', 'en-us': 'Please choose the province, city and district' },
  addrRegionInvalid: { 'zh-cn': '所选地区不存在，请重新选择', 'en-us': 'The chosen region does not exist; please choose again' },
  addrAddressRequired: { 'zh-cn': '请输入详细地址', 'en-us': 'Please enter the detailed address' },
  addrAddressTooShort: { 'zh-cn': '详细地址至少{min}个字', 'en-us': 'The detailed address needs at least {min} characters' },
  addrCoordsPair: { 'zh-cn': '经纬度需同时填写', 'en-us': 'Longitude and latitude must be given together' },
  addrAddressNotExist: { 'zh-cn': '收货地址不存在', 'en-us': 'The address does not exist' },
  addrAddressLimit: { 'zh-cn': '收货地址最多保存{max}个', 'en-us': 'You can keep at most {max} addresses' },
  addrIdRequired: { 'zh-cn': '缺少参数id', 'en-us': 'Missing parameter id' },
  addrRegionNotMatched: { 'zh-cn': '未找到对应的地区：{name}', 'en-us': 'No matching region: {name}' },
  addrLocationUnknown: {
    'zh-cn': '无法识别该位置，请手动选择省市区',
    'en-us': 'This location cannot be recognised; please choose the province, city and district by hand',
  },
  addrNoRegionCoords: {
    'zh-cn': '地区数据没有经纬度，无法根据定位识别地区，请手动选择',
    'en-us': 'The region data has no coordinates, so the location cannot be matched to a region; please choose it by hand',
  },
});
