import type { DialogConfirmProps } from 'antd-mobile';

/**
 * antd-mobile's confirm dialog, loaded when first asked: a first screen that only may ask (the cart's delete,
 * the member centre's logout) does not load the dialog and its animation engine with the page.
 */
export const confirmDialog = async (props: DialogConfirmProps): Promise<boolean> => {
  const { default: Dialog } = await import('antd-mobile/es/components/dialog');
  return Dialog.confirm(props);
};
