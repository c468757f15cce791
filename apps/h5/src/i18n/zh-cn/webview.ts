export default {
  refused: '该链接无法在此打开',
  openInBrowser: '在浏览器中打开',
};
