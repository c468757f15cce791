/** Query keys of topic answers (a topic order changes their stock and sales). */
export { topicKeys } from './topics.keys';
