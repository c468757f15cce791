/** What other features use from payment: the pay popup (e.g. "pay" on an unpaid order), the result URLs and leaving for a cashier. */
export { PayPopup, type PayPopupProps } from './components/PayPopup';
export { payResultUrl, waitPayOrdersUrl } from './links';
export { leaveTo } from './redirect';
