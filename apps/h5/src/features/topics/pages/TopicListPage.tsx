import type { TopicItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { pageUrl } from '../../../shared/pages';
import { PagedList } from '../../../shared/ui/PagedList';
import { TopicCard } from '../components/TopicCard';
import { fetchTopics } from '../topics.api';
import { topicKeys } from '../topics.keys';
import { useServerNow } from '../../../shared/lib/serverNow';
import s from './TopicPages.module.css';

/** 专题活动: the running topics, each a card with its banner, name, remark and time window. */
export default function TopicListPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const now = useServerNow();
  return (
    <div className={s.page} data-testid="topic-list">
      <div className={s.list}>
        <PagedList<TopicItem>
          queryKey={[...topicKeys.list()]}
          fetchPage={fetchTopics}
          itemKey={(x) => x.topic_id}
          empty={{ text: t('topics.empty'), showHome: true }}
          pullToRefresh
          renderItem={(x) => <TopicCard item={x} now={now} onOpen={() => go(pageUrl('topicDetail', { topic_id: x.topic_id }))} />}
        />
      </div>
    </div>
  );
}
