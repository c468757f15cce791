import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { topicApi } from '@mall/contract';
import { renderWithProviders } from '../../../test/utils';
import { fakeApi, withFakeHttp } from '../../testing';
import TopicBlock from './TopicBlock';

withFakeHttp();

const topic = (id: number) => ({
  topic_id: id,
  topic_name: `专题${id}`,
  topic_adv: `upload/topic/${id}.jpg`,
  status: 2,
  remark: '',
  start_time: 0,
  end_time: 0,
});

describe('TopicBlock', () => {
  beforeEach(() => fakeApi.reset());

  it('shows the running topics and opens one', async () => {
    fakeApi.on(topicApi.page, () => ({ page_count: 1, count: 2, list: [topic(3), topic(4)] }));
    const { router } = renderWithProviders(<TopicBlock block={{ id: '1', controller: 'Topic' }} />, { route: '/' });
    const items = await screen.findAllByTestId('diy-topic-item');
    expect(items.map((i) => i.textContent)).toEqual(['专题3', '专题4']);
    expect(screen.getByTestId('diy-topic').textContent).toContain('专题活动');
    expect(fakeApi.calls(topicApi.page)[0]?.params).toMatchObject({ page: 1, page_size: 3 });
    fireEvent.click(items[1]!);
    await waitFor(() => expect(router.state.location.search).toBe('?topic_id=4'));
  });

  it('opens the topic list from 更多', async () => {
    fakeApi.on(topicApi.page, () => ({ page_count: 1, count: 1, list: [topic(3)] }));
    const { router } = renderWithProviders(<TopicBlock block={{ id: '1', controller: 'Topic' }} />, { route: '/' });
    fireEvent.click(await screen.findByTestId('diy-topic-more'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/promotionpages/topics/list/list'));
  });

  it('takes the count the operator set', async () => {
    fakeApi.on(topicApi.page, () => ({ page_count: 1, count: 1, list: [topic(5)] }));
    renderWithProviders(<TopicBlock block={{ id: '1', controller: 'Topic', count: 5 }} />, { route: '/' });
    await screen.findAllByTestId('diy-topic-item');
    expect(fakeApi.calls(topicApi.page)[0]?.params).toMatchObject({ page_size: 5 });
  });

  it('draws nothing when no topic runs', async () => {
    fakeApi.on(topicApi.page, () => ({ page_count: 0, count: 0, list: [] }));
    const { container } = renderWithProviders(<TopicBlock block={{ id: '1', controller: 'Topic' }} />, { route: '/' });
    await waitFor(() => expect(fakeApi.calls(topicApi.page)).toHaveLength(1));
    expect(container.querySelector('[data-testid="diy-topic"]')).toBeNull();
  });
});
