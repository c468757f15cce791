export default {
  get: '获取动态码',
  sending: '发送中',
  counting: '{{s}}s后重新获取',
};
