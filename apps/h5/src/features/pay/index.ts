/** What other features use from payment: the pay popup (e.g. "pay" on an unpaid order) and the result URL. */
export { PayPopup, type PayPopupProps } from './components/PayPopup';
export { payResultUrl, waitPayOrdersUrl, PAY_PATHS } from './paths';
