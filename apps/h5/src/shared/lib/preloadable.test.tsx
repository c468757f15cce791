import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { preloadable } from './preloadable';

const Row = ({ text }: { text: string }) => <p>{text}</p>;

describe('preloadable', () => {
  it('suspends once when its code was not asked for before the render', async () => {
    const Lazy = preloadable(() => Promise.resolve({ default: Row }));
    render(
      <Suspense fallback={<p>等待</p>}>
        <Lazy text="限时折扣" />
      </Suspense>,
    );
    expect(screen.getByText('等待')).toBeTruthy();
    expect(await screen.findByText('限时折扣')).toBeTruthy();
  });

  it('renders in the same pass once preloaded, and loads its code once', async () => {
    let loads = 0;
    const Lazy = preloadable(() => {
      loads += 1;
      return Promise.resolve({ default: Row });
    });
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    render(
      <Suspense fallback={<p>等待</p>}>
        <Lazy text="限时折扣" />
      </Suspense>,
    );
    expect(screen.getByText('限时折扣')).toBeTruthy();
    expect(screen.queryByText('等待')).toBeNull();
    expect(loads).toBe(1);
  });
});
