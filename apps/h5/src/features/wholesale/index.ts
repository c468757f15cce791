/** What other features use from wholesale: its query keys (a wholesale order changes the cart and its badge). */
export { wholesaleKeys } from './wholesale.keys';
