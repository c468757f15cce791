/**
 * What other features use from topics: its home block and the goods detail's 专题 row as loaders (so neither comes
 * with the home page or the goods detail's first load), the check whether a goods is in a running topic, and the
 * topic query keys.
 */
export const topicParts = {
  TopicBlock: () => import('./diy/TopicBlock'),
  GoodsTopicRow: () => import('./components/GoodsTopicRow'),
};
export { topicOfGoods } from './model/goodsPromotion';
/** Query keys of topic answers (a topic order changes their stock and sales). */
export { topicKeys } from './topics.keys';
