export default {
  notFound: '页面不存在或已下架',
};
