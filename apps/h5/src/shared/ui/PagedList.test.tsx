import { describe, expect, it, vi, beforeEach, afterEach } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Paged } from '@mall/contract';
import { renderWithProviders } from '../../test/utils';
import { ApiError } from '../lib/request';
import { PagedList } from './PagedList';

interface Item {
  id: number;
}
const page = (from: number, n: number, count = 100): Paged<Item> => ({
  page_count: Math.ceil(count / 10),
  count,
  list: Array.from({ length: n }, (_, i) => ({ id: from + i })),
});

/** Controllable IntersectionObserver: `trigger()` reports the sentinel as visible. */
let observers: Array<{ cb: IntersectionObserverCallback; el?: Element; disconnected: boolean }> = [];
const trigger = () =>
  act(() => {
    for (const o of observers.filter((x) => !x.disconnected && x.el)) {
      o.cb([{ isIntersecting: true, target: o.el! } as IntersectionObserverEntry], {} as IntersectionObserver);
    }
  });

beforeEach(() => {
  observers = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private o: (typeof observers)[number];
      constructor(
        cb: IntersectionObserverCallback,
        public options?: IntersectionObserverInit,
      ) {
        this.o = { cb, disconnected: false };
        observers.push(this.o);
      }
      observe(el: Element) {
        this.o.el = el;
      }
      disconnect() {
        this.o.disconnected = true;
      }
      unobserve() {}
      takeRecords() {
        return [];
      }
    },
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderList = (fetchPage: (p: number, s: number) => Promise<Paged<Item>>, extra: object = {}) =>
  renderWithProviders(
    <PagedList<Item>
      queryKey={['test-list']}
      fetchPage={fetchPage}
      renderItem={(item) => <div data-testid="item">item {item.id}</div>}
      itemKey={(item) => item.id}
      {...extra}
    />,
  );

describe('PagedList', () => {
  it('renders the items of page 1 requested with page size 10', async () => {
    const fetchPage = vi.fn(async () => page(1, 10));
    renderList(fetchPage);
    expect(await screen.findByText('item 1')).toBeTruthy();
    expect(screen.getAllByTestId('item')).toHaveLength(10);
    expect(fetchPage).toHaveBeenCalledWith(1, 10);
  });

  it('with firstDraw, draws that many items first, then the rest and the footer a frame later', async () => {
    const fetchPage = vi.fn(async () => page(1, 10));
    renderList(fetchPage, { firstDraw: 4 });
    await screen.findByText('item 1');
    expect(screen.getAllByTestId('item')).toHaveLength(4);
    // no footer yet: its sentinel cannot ask for page 2 while the first page is still being drawn
    expect(document.querySelector('.m-list-footer')).toBeNull();
    expect(await screen.findByText('item 10')).toBeTruthy();
    expect(screen.getAllByTestId('item')).toHaveLength(10);
    expect(document.querySelector('.m-list-footer')).not.toBeNull();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state (暂无相关数据) for an empty first page, with the optional go-home button', async () => {
    renderList(async () => page(1, 0, 0), { empty: { showHome: true } });
    expect(await screen.findByText('暂无相关数据')).toBeTruthy();
    expect(screen.getByRole('button', { name: '去首页逛逛' })).toBeTruthy();
  });

  it('uses a custom empty text', async () => {
    renderList(async () => page(1, 0, 0), { empty: { text: '您还没有浏览过任何商品' } });
    expect(await screen.findByText('您还没有浏览过任何商品')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows "no more" when the first page is shorter than the page size, and never asks for page 2', async () => {
    const fetchPage = vi.fn(async () => page(1, 3, 3));
    renderList(fetchPage);
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    trigger();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('loads the next page when the end comes near (80 px margin) and stops after a short page', async () => {
    const fetchPage = vi.fn(async (p: number) => (p === 1 ? page(1, 10, 15) : page(11, 5, 15)));
    renderList(fetchPage);
    await screen.findByText('item 10');
    expect(observers.at(-1)?.cb).toBeTruthy();
    trigger();
    expect(await screen.findByText('item 15')).toBeTruthy();
    expect(fetchPage).toHaveBeenLastCalledWith(2, 10);
    expect(screen.getAllByTestId('item')).toHaveLength(15);
    expect(await screen.findByText('没有更多了')).toBeTruthy();
  });

  it('rolls back a failed page: the retry asks for the same page again', async () => {
    let failPage2 = true;
    const fetchPage = vi.fn(async (p: number) => {
      if (p === 2 && failPage2) throw new Error('net');
      return p === 1 ? page(1, 10, 20) : page(11, 10, 20);
    });
    renderList(fetchPage);
    await screen.findByText('item 10');
    trigger();
    const retry = await screen.findByRole('button', { name: '加载失败，点击重试' });
    expect(screen.getAllByTestId('item')).toHaveLength(10);
    failPage2 = false;
    fireEvent.click(retry);
    expect(await screen.findByText('item 20')).toBeTruthy();
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 2, 2]);
  });

  it('shows an error view with retry when the first page fails', async () => {
    const fetchPage = vi
      .fn()
      .mockRejectedValueOnce(new Error('net'))
      .mockResolvedValueOnce(page(1, 2, 2));
    renderList(fetchPage);
    fireEvent.click(await screen.findByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(screen.getAllByTestId('item')).toHaveLength(2));
  });

  it("shows the server's refusal of the first page instead of a retry (e.g. not a verifier)", async () => {
    const fetchPage = vi.fn().mockRejectedValue(new ApiError(-1, '您不是核销员'));
    renderList(fetchPage);
    expect(await screen.findByText('您不是核销员')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重新加载' })).toBeNull();
    expect(fetchPage).toHaveBeenCalledTimes(1);
  });

  it('offers a retry when the server itself failed', async () => {
    renderList(vi.fn().mockRejectedValue(new ApiError(-10001, '服务器错误')));
    expect(await screen.findByRole('button', { name: '重新加载' })).toBeTruthy();
  });

  it('passes a custom page size', async () => {
    const fetchPage = vi.fn(async () => page(1, 4, 4));
    renderList(fetchPage, { pageSize: 20 });
    await screen.findByText('item 4');
    expect(fetchPage).toHaveBeenCalledWith(1, 20);
  });

  it('pull-to-refresh reloads from page 1 and drops the later pages', async () => {
    let round = 0;
    const fetchPage = vi.fn(async (p: number) => (p === 1 ? page(round * 100 + 1, 10, 30) : page(11, 10, 30)));
    renderList(fetchPage);
    await screen.findByText('item 10');
    trigger();
    await screen.findByText('item 20');
    round = 1;
    const root = screen.getByText('item 1');
    fireEvent.touchStart(root, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(root, { touches: [{ clientY: 300 }] });
    fireEvent.touchEnd(root);
    expect(await screen.findByText('item 110')).toBeTruthy();
    expect(screen.queryByText('item 20')).toBeNull();
    expect(screen.getAllByTestId('item')).toHaveLength(10);
    expect(fetchPage.mock.calls.map((c) => c[0])).toEqual([1, 2, 1]);
  });
});
