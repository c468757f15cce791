import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense, type ReactElement } from 'react';
import { act, render as renderBare, screen } from '@testing-library/react';
import type { BlockProps } from './types';

let settle: () => void = () => undefined;
vi.mock('../../../shared/lib/settled', () => ({
  shopperSettled: () => new Promise<void>((resolve) => (settle = resolve)),
}));
const { belowFirstScreen } = await import('./belowFirstScreen');

/** An IntersectionObserver whose targets come into view only when told. */
const observed: { cb: IntersectionObserverCallback; el: Element }[] = [];
class FakeObserver {
  constructor(private readonly cb: IntersectionObserverCallback) {}
  observe(el: Element) {
    observed.push({ cb: this.cb, el });
  }
  disconnect() {}
}

/** The blocks render inside a Suspense boundary, as DiyRenderer draws them. */
const render = (ui: ReactElement) => renderBare(<Suspense fallback={null}>{ui}</Suspense>);

const Goods = ({ block }: BlockProps) => <div data-testid="goods">{block.id}</div>;

afterEach(() => {
  vi.unstubAllGlobals();
  observed.length = 0;
});

describe('a block below the first screen', () => {
  it('holds its place without loading its code, then loads once the shopper settles', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn(async () => ({ default: Goods }));
    const Block = belowFirstScreen(load, 500);
    const { container } = render(<Block block={{ id: 'g1', controller: 'GoodsList' }} />);
    const frame = container.querySelector<HTMLElement>('[data-block-waiting="GoodsList"]');
    expect(frame?.style.minHeight).toBe('500px');
    expect(load).not.toHaveBeenCalled();
    await act(async () => settle());
    expect(await screen.findByTestId('goods')).toHaveProperty('textContent', 'g1');
    expect(load).toHaveBeenCalledTimes(1);
  });

  const seen = (isIntersecting: boolean) =>
    act(async () => {
      for (const { cb, el } of observed) cb([{ isIntersecting, target: el } as IntersectionObserverEntry], {} as IntersectionObserver);
    });
  const wait = (ms: number) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

  it('loads once it has stayed in view for a second', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const Block = belowFirstScreen(async () => ({ default: Goods }), 240);
    render(<Block block={{ id: 'v1', controller: 'Video' }} />);
    await seen(true);
    await wait(500);
    expect(screen.queryByTestId('goods')).toBeNull();
    await wait(600);
    expect(await screen.findByTestId('goods')).toHaveProperty('textContent', 'v1');
  });

  it('does not load when pushed out of view before the second is up (the blocks above it came in)', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const load = vi.fn(async () => ({ default: Goods }));
    const Block = belowFirstScreen(load, 240);
    render(<Block block={{ id: 'v2', controller: 'Video' }} />);
    await seen(true);
    await wait(300);
    await seen(false);
    await wait(1000);
    expect(load).not.toHaveBeenCalled();
    expect(screen.queryByTestId('goods')).toBeNull();
  });
});
