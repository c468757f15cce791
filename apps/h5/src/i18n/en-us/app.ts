export default {
  notFound: 'The page you are looking for does not exist',
};
