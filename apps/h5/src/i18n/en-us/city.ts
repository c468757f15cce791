export default {
  current: 'Current city',
  nationwide: 'All cities',
  chooseNationwide: 'Switch to all cities',
  located: 'Your city',
  locating: 'Locating…',
  noLocation: 'Your location is not available',
  distance: 'about {{km}} km',
  switched: 'Switched to {{name}}',
  empty: 'No cities open yet',
  index: 'City index',
};
