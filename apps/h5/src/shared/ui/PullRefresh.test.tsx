import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PullRefresh } from './PullRefresh';

const pull = (el: Element, distance: number) => {
  fireEvent.touchStart(el, { touches: [{ clientY: 100 }] });
  fireEvent.touchMove(el, { touches: [{ clientY: 100 + distance / 2 }] });
  fireEvent.touchMove(el, { touches: [{ clientY: 100 + distance }] });
};

describe('PullRefresh', () => {
  it('below the 80 px threshold it says pull, and releasing does not refresh', () => {
    const onRefresh = vi.fn(async () => undefined);
    render(<PullRefresh onRefresh={onRefresh}>content</PullRefresh>);
    const root = screen.getByText('content');
    pull(root, 100); // damped: 50 px
    expect(screen.getByText('下拉刷新')).toBeTruthy();
    fireEvent.touchEnd(root);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('past the threshold it says release; releasing refreshes, then shows finished', async () => {
    let done!: () => void;
    const onRefresh = vi.fn(() => new Promise<void>((r) => (done = r)));
    const { container } = render(<PullRefresh onRefresh={onRefresh}>content</PullRefresh>);
    const root = screen.getByText('content');
    pull(root, 200); // damped: 100 px ≥ 80
    expect(screen.getByText('释放立即刷新')).toBeTruthy();
    fireEvent.touchEnd(root);
    await waitFor(() => expect(onRefresh).toHaveBeenCalledTimes(1));
    expect(container.querySelector('[data-status="refreshing"]')).toBeTruthy();
    await act(async () => done());
    expect(await screen.findByText('刷新成功')).toBeTruthy();
  });

  it('an inner PullRefresh leaves the gesture to the outer one', async () => {
    const outer = vi.fn(async () => undefined);
    const inner = vi.fn(async () => undefined);
    const { container } = render(
      <PullRefresh onRefresh={outer}>
        <PullRefresh onRefresh={inner}>content</PullRefresh>
      </PullRefresh>,
    );
    expect(container.querySelectorAll('.m-pull')).toHaveLength(1);
    const root = screen.getByText('content');
    pull(root, 200);
    fireEvent.touchEnd(root);
    await waitFor(() => expect(outer).toHaveBeenCalledTimes(1));
    expect(inner).not.toHaveBeenCalled();
  });
});
