import { useQuery } from '@tanstack/react-query';
import type { TopicGoodsItem } from '@mall/contract';
import { useTranslation } from '../../../i18n/react';
import { useGo } from '../../../shared/lib/nav';
import { positiveId, usePageParams } from '../../../shared/lib/pageParams';
import { pageUrl } from '../../../shared/pages';
import { EmptyState } from '../../../shared/ui/EmptyState';
import { ErrorView } from '../../../shared/ui/ErrorView';
import { Img } from '../../../shared/ui/Img';
import { LoadingView } from '../../../shared/ui/LoadingView';
import { PagedList } from '../../../shared/ui/PagedList';
import { Countdown } from '../../../shared/ui/Countdown';
import { TopicGoodsCard } from '../components/TopicGoodsCard';
import { safeColor, topicCountdown, topicState } from '../model/topics';
import { fetchTopicGoodsList, topicHeadQuery } from '../topics.api';
import { topicKeys } from '../topics.keys';
import { useServerNow } from '../../../shared/lib/serverNow';
import s from './TopicPages.module.css';

/**
 * 专题详情 (`?topic_id=`): the page painted in the topic's own `bg_color`, its banner on top with the countdown,
 * then a grid of its goods at the topic price over the struck original.
 */
export default function TopicDetailPage() {
  const { t } = useTranslation();
  const { go } = useGo();
  const topicId = positiveId(usePageParams('topicDetail').topic_id);
  const head = useQuery({ ...topicHeadQuery(topicId), enabled: topicId > 0 });
  const now = useServerNow();

  if (topicId <= 0) return <EmptyState text={t('topics.notFound')} showHome />;
  if (head.isPending) return <LoadingView fullPage />;
  if (head.isError) {
    const message = head.error instanceof Error ? head.error.message : '';
    return <ErrorView text={message || undefined} onRetry={() => void head.refetch()} />;
  }
  const topic = head.data;
  const state = topicState(topic, now);
  const left = topicCountdown(topic, now);
  // The topic's colour is data the operator chose for this page (checked to be a colour before it is used).
  const bg = safeColor(topic.bg_color);

  return (
    <div className={s.page} style={bg ? { background: bg } : undefined} data-testid="topic-detail" data-bg={bg ?? ''}>
      <Img className={s.banner} path={topic.topic_adv} alt={topic.topic_name} ratio="750 / 300" loading="eager" />
      <div className={s.head}>
        <h1 className={s.title}>{topic.topic_name}</h1>
        {topic.remark && <p className={s.remark}>{topic.remark}</p>}
        <div className={s.timer}>
          {left ? (
            <Countdown
              label={t(left.state === 'running' ? 'topics.endsIn' : 'topics.startsIn')}
              seconds={left.seconds}
              testId="topic-countdown"
            />
          ) : (
            <span className={s.stateText}>{t(`topics.${state}`)}</span>
          )}
        </div>
      </div>
      <PagedList<TopicGoodsItem>
        className={s.grid}
        queryKey={[...topicKeys.goods(topicId), 'list']}
        fetchPage={(page, size) => fetchTopicGoodsList(topicId, page, size)}
        itemKey={(g) => g.id}
        empty={{ text: t('topics.emptyGoods') }}
        renderItem={(g) => <TopicGoodsCard item={g} onOpen={() => go(pageUrl('topicGoodsDetail', { id: g.id }))} />}
      />
    </div>
  );
}
