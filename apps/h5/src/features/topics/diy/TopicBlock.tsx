import { useQuery } from '@tanstack/react-query';
import { useNamespaceTexts } from '../../../shared/lib/namespaceTexts';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { Img } from '../../../shared/ui/Img';
import { topicFirstQuery } from '../topics.api';
import s from './TopicBlock.module.css';

/** Topics the block shows unless the operator set a count. */
const BLOCK_TOPICS = 3;
const MAX_TOPICS = 10;

const blockCount = (block: Record<string, unknown>): number => {
  const n = Math.floor(Number(block.count));
  return Number.isFinite(n) && n > 0 ? Math.min(n, MAX_TOPICS) : BLOCK_TOPICS;
};

/**
 * DIY `Topic` block: the running topics' banners side by side with their names; a banner opens its topic, 更多 the
 * topic list. Nothing at all when no topic runs.
 */
export default function TopicBlock({ block }: { block: object }) {
  const { t } = useTranslation();
  const { go } = useGo();
  // the home screen starts with the core messages only; the blocks' texts come with their own small namespace
  const textsReady = useNamespaceTexts('promoblock', 'promoblock.more');
  const topics = useQuery(topicFirstQuery(blockCount(block as Record<string, unknown>)));

  if (!topics.data || topics.data.length === 0 || !textsReady) return null;
  return (
    <section className={s.block} data-testid="diy-topic">
      <div className={s.head}>
        <h3 className={s.title}>{t('promoblock.topicsTitle')}</h3>
        <button type="button" className={s.more} onClick={() => go('topicList')} data-testid="diy-topic-more">
          {t('promoblock.more')}
        </button>
      </div>
      <div className={topics.data.length === 1 ? `${s.row} ${s.single}` : s.row}>
        {topics.data.map((x) => (
          <button
            type="button"
            key={x.topic_id}
            className={s.item}
            onClick={() => go('topicDetail', { topic_id: x.topic_id })}
            data-testid="diy-topic-item"
          >
            <Img path={x.topic_adv} size="mid" alt={x.topic_name} ratio="750 / 300" className={s.banner} />
            <span className={s.name}>{x.topic_name}</span>
          </button>
        ))}
      </div>
    </section>
  );
}
