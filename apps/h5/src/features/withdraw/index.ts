// The withdrawal pages are loaded by the shell; other features link them by name (pageUrl('applyWithdrawal')).
export { withdrawKeys } from './withdraw.api';
