import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuth } from '../state/auth';
import { followTokenInShell, mirrorToken, SHELL_SESSION_URL } from './shellSession';

const sent = (fetchMock: { mock: { calls: [string, RequestInit][] } }) =>
  fetchMock.mock.calls.map(([url, init]) => [url, new URLSearchParams(String(init.body)).get('token')]);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  sessionStorage.clear();
  useAuth.setState({ token: null });
});

describe('the token mirrored into the shell cookie', () => {
  it('follows login, refresh and logout, and sends a token stored before once per browser session', async () => {
    vi.useFakeTimers();
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response('{"code":0}'));
    vi.stubGlobal('fetch', fetchMock);
    useAuth.setState({ token: 'stored.1' });
    const stop = followTokenInShell(3000);
    expect(fetchMock).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3000);
    expect(sent(fetchMock)).toEqual([[SHELL_SESSION_URL, 'stored.1']]);

    useAuth.getState().setToken('fresh.2');
    useAuth.getState().logout();
    await vi.advanceTimersByTimeAsync(0);
    expect(sent(fetchMock).slice(1)).toEqual([
      [SHELL_SESSION_URL, 'fresh.2'],
      [SHELL_SESSION_URL, null],
    ]);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'POST', credentials: 'same-origin' });

    // a reload in the same browser session with the same token sends nothing more
    stop();
    fetchMock.mockClear();
    useAuth.setState({ token: 'fresh.2' });
    sessionStorage.setItem('mall_shell_token', 'fresh.2');
    followTokenInShell(10)();
    await vi.advanceTimersByTimeAsync(10);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('ignores a missing server (static hosting)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    await expect(mirrorToken('a.b')).resolves.toBeUndefined();
  });
});
