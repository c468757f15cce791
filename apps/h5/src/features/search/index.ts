/** What other features use from search: remembering a searched word. */
export { rememberWord } from './model/history';
