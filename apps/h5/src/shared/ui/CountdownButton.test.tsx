import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import i18n from '../../i18n';
import { CountdownButton } from './CountdownButton';

const button = () => screen.getByTestId('cd') as HTMLButtonElement;
const flush = () => act(async () => {});
const tick = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(async () => {
  vi.useRealTimers();
  i18n.changeLanguage('zh-cn');
});

describe('CountdownButton', () => {
  it('after a successful send counts down from 120 s, showing the seconds, then resets and calls onReset', async () => {
    const onSend = vi.fn(async () => true);
    const onReset = vi.fn();
    render(<CountdownButton onSend={onSend} onReset={onReset} data-testid="cd" />);
    expect(button().textContent).toBe('获取动态码');
    fireEvent.click(button());
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
    expect(button().textContent).toBe('120s后重新获取');
    expect(button().disabled).toBe(true);
    tick(1000);
    expect(button().textContent).toBe('119s后重新获取');
    // not active while counting: a click sends nothing
    fireEvent.click(button());
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
    tick(118_000);
    expect(button().textContent).toBe('1s后重新获取');
    expect(onReset).not.toHaveBeenCalled();
    tick(1000);
    expect(button().textContent).toBe('获取动态码');
    expect(button().disabled).toBe(false);
    expect(onReset).toHaveBeenCalledTimes(1);
    // active again at its start
    fireEvent.click(button());
    await flush();
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('a failed send resets at once and calls onReset', async () => {
    const onReset = vi.fn();
    let reject!: (e: Error) => void;
    const onSend = vi.fn(() => new Promise<boolean>((_, r) => (reject = r)));
    render(<CountdownButton onSend={onSend} onReset={onReset} data-testid="cd" />);
    fireEvent.click(button());
    await flush();
    expect(button().disabled).toBe(true); // sending
    expect(button().dataset.phase).toBe('sending');
    await act(async () => reject(new Error('rate limited')));
    expect(button().textContent).toBe('获取动态码');
    expect(button().disabled).toBe(false);
    expect(onReset).toHaveBeenCalledTimes(1);
  });

  it('a send that sent nothing (form check failed) stays at the start without onReset', async () => {
    const onReset = vi.fn();
    render(<CountdownButton onSend={async () => false} onReset={onReset} data-testid="cd" />);
    fireEvent.click(button());
    await flush();
    expect(button().textContent).toBe('获取动态码');
    expect(button().disabled).toBe(false);
    expect(onReset).not.toHaveBeenCalled();
  });

  it('ignores a double tap while the first send runs', async () => {
    let resolve!: (v: boolean) => void;
    const onSend = vi.fn(() => new Promise<boolean>((r) => (resolve = r)));
    render(<CountdownButton onSend={onSend} data-testid="cd" />);
    fireEvent.click(button());
    fireEvent.click(button());
    await flush();
    expect(onSend).toHaveBeenCalledTimes(1);
    await act(async () => resolve(true));
    expect(button().textContent).toBe('120s后重新获取');
  });

  it('follows the clock (a throttled timer still ends on time) and stops when unmounted', async () => {
    const onReset = vi.fn();
    const { unmount } = render(<CountdownButton onSend={async () => true} onReset={onReset} seconds={5} data-testid="cd" />);
    fireEvent.click(button());
    await flush();
    expect(button().textContent).toBe('5s后重新获取');
    act(() => {
      vi.setSystemTime(Date.now() + 3000);
    }); // the tab slept 3 s
    tick(1000);
    expect(button().textContent).toBe('1s后重新获取');
    unmount();
    tick(5000);
    expect(onReset).not.toHaveBeenCalled();
  });

  it('speaks English', async () => {
    act(() => i18n.changeLanguage('en-us'));
    render(<CountdownButton onSend={async () => true} data-testid="cd" />);
    expect(button().textContent).toBe('Get code');
    fireEvent.click(button());
    await flush();
    expect(button().textContent).toBe('Resend in 120s');
  });
});
