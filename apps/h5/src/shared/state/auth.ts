import { create } from 'zustand';
import { storage, StorageKey } from '../lib/storage';

export interface AuthState {
  /** Member token (localStorage `token`); null for a visitor. */
  token: string | null;
  setToken(token: string | null): void;
  /** Drops the token (and everything keyed to the member). Never navigates. */
  logout(): void;
}

const readToken = (): string | null => storage.getString(StorageKey.token) || null;

export const useAuth = create<AuthState>()((set) => ({
  token: readToken(),
  setToken(token) {
    if (token) storage.setString(StorageKey.token, token);
    else storage.remove(StorageKey.token);
    set({ token: token || null });
  },
  logout() {
    storage.remove(StorageKey.token);
    set({ token: null });
  },
}));

/** Current token outside React. */
export const getToken = (): string | null => useAuth.getState().token;

/** Re-reads the token from storage (after storage was cleared at startup). */
export const reloadAuthFromStorage = (): void => useAuth.setState({ token: readToken() });
