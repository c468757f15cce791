export default {
  notFound: 'This page does not exist or has been taken down',
};
