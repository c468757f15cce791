import { useAuth } from '../state/auth';
import { BASENAME } from './paths';

/** The server's endpoint that keeps the token in a cookie for the app's pages (apps/server/src/infra/http/shell-session.ts). */
export const SHELL_SESSION_URL = `${BASENAME}/session`;
/** This browser session's last mirrored token (its tail), so a reload does not send it again. */
const MIRRORED_KEY = 'mall_shell_token';

const tail = (token: string | null) => (token ? token.slice(-16) : '');

/**
 * Mirrors the member token into the server's HttpOnly shell cookie (cleared with no token): the server then
 * draws the signed-in cart's first screen into the page it sends. The API's auth stays the `token` param.
 */
export const mirrorToken = async (token: string | null): Promise<void> => {
  try {
    const res = await fetch(SHELL_SESSION_URL, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(token ? { token } : {}).toString(),
      credentials: 'same-origin',
    });
    if (res.ok) sessionStorage.setItem(MIRRORED_KEY, tail(token));
  } catch {
    // No server of ours in front of the app (static hosting): the cart's lines are then the app's to draw.
  }
};

/**
 * Keeps the cookie in step with the token from start-up on: login, refresh and logout (each changes the stored
 * token), and once per browser session for a token stored before (a few seconds after start, off the first screen).
 * Answers how to stop following.
 */
export const followTokenInShell = (delayMs = 3000): (() => void) => {
  const stop = useAuth.subscribe((state, previous) => {
    if (state.token !== previous.token) void mirrorToken(state.token);
  });
  setTimeout(() => {
    const { token } = useAuth.getState();
    if (!token) return;
    let mirrored: string | null;
    try {
      mirrored = sessionStorage.getItem(MIRRORED_KEY);
    } catch {
      return;
    }
    if (mirrored !== tail(token)) void mirrorToken(token);
  }, delayMs);
  return stop;
};
