/**
 * What other features use from topics: the goods detail's 专题 row as a loader (so it does not come with the goods
 * detail's first load), the check whether a goods is in a running topic, and the topic query keys.
 */
export const topicParts = {
  GoodsTopicRow: () => import('./components/GoodsTopicRow'),
};
export { topicOfGoods } from './model/goodsPromotion';
/** Query keys of topic answers (a topic order changes their stock and sales). */
export { topicKeys } from './topics.keys';
