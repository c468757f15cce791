import { defineMessages } from '../http/messages';

export const storageMessages = defineMessages({
  uploadMissing: { 'zh-cn': '请选择要上传的图片', 'en-us': 'Please choose a picture to upload' },
  uploadTooLarge: { 'zh-cn': '图片大小不能超过{mb}MB', 'en-us': 'The picture must not be larger than {mb} MB' },
  uploadNotImage: {
    'zh-cn': '只能上传JPG、PNG、WEBP或GIF格式的图片',
    'en-us': 'Only JPG, PNG, WEBP or GIF pictures can be uploaded',
  },
  uploadFailed: { 'zh-cn': '上传失败', 'en-us': 'Upload failed' },
});
