export default {
  refused: 'This link cannot be opened here',
  openInBrowser: 'Open in browser',
};
