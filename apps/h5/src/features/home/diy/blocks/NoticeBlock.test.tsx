import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
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
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe('第二条');
    act(() => vi.advanceTimersByTime(3000));
    expect(shown()).toBe('第一条');
  });

  it('draws nothing without notices', () => {
    const { container } = renderWithProviders(<NoticeBlock block={block(['  '])} />);
    expect(container.querySelector('[role="marquee"]')).toBeNull();
  });
});
