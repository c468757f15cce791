/** What other features use from reviews: one review as shown on the goods page. */
export { EvaluateItem } from './components/EvaluateItem';
