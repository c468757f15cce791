export default {
  searchPlaceholder: 'Search goods',
  sales: '{{count}} sold',
  more: 'More',
  notice: 'Notice',
  banner: 'Banner {{n}}',
  allCities: 'All cities',
  switchCity: 'Switch city',
  playVideo: 'Play the video',
};
