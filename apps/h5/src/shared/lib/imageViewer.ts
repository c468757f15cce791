/**
 * The full-screen picture viewer (goods gallery, review pictures). antd-mobile's ImageViewer brings its
 * gesture and animation engines, so it loads with the first tap on a picture, not with the page.
 */
export const showImages = (urls: string[], index: number): void => {
  void import('antd-mobile/es/components/image-viewer').then(({ default: ImageViewer }) => {
    ImageViewer.Multi.show({ images: urls, defaultIndex: index });
  });
};
