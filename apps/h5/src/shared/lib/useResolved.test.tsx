import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useResolved } from './useResolved';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('useResolved', () => {
  it('turns true once the step has resolved, and starts it only when told', async () => {
    const step = deferred();
    const start = vi.fn(() => step.promise);
    const { result, rerender } = renderHook(({ when }) => useResolved(start, when), { initialProps: { when: false } });
    expect(start).not.toHaveBeenCalled();
    rerender({ when: true });
    expect(start).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(false);
    await act(async () => step.resolve());
    expect(result.current).toBe(true);
  });

  it('starting out true never runs the step', () => {
    const start = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useResolved(start, true, true));
    expect(result.current).toBe(true);
    expect(start).not.toHaveBeenCalled();
  });
});
