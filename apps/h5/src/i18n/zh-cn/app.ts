export default {
  notFound: '您访问的页面不存在',
};
