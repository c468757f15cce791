import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../../test/utils';
import NoticeBlock from './NoticeBlock';

const block = (titles: string[]) => ({ id: 'n', controller: 'Notice', list: titles.map((title) => ({ title })) });

describe('NoticeBlock', () => {
  afterEach(() => vi.useRealTimers());

  it('shows one notice at a time and turns to the next every 3 s, back to the first after the last', () => {
    vi.useFakeTimers();
    renderWithProviders(<NoticeBlock block={block(['第一条', '第二条'])} />);
    const shown = () => screen.getAllByText(/第.条/).find((el) => el.getAttribute('aria-hidden') === 'false')?.textContent;
    expect(shown()).toBe('第一条');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(shown()).toBe('第二条');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(shown()).toBe('第一条');
  });

  it('draws nothing without notices', () => {
    const { container } = renderWithProviders(<NoticeBlock block={block(['  '])} />);
    expect(container.querySelector('[role="marquee"]')).toBeNull();
  });

  it("opens a notice's own link (wap_url), else the notice of noticeIds at its place", async () => {
    const b = {
      id: 'n',
      controller: 'Notice',
      sources: 'diy',
      noticeIds: [7, 8],
      list: [{ title: '有链接', link: { url: '/a', wap_url: '/otherpages/help/list/list' } }, { title: '无链接' }],
    };
    const { router } = renderWithProviders(<NoticeBlock block={b} />);
    fireEvent.click(screen.getByText('有链接'));
    expect(router.state.location.pathname).toBe('/otherpages/help/list/list');
    await act(() => router.navigate(-1));
    fireEvent.click(await screen.findByText('无链接'));
    expect(router.state.location.pathname + router.state.location.search).toBe('/otherpages/notice/detail/detail?id=8');
  });
});
