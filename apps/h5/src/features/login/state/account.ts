import { create } from 'zustand';
import type { AuthInfo } from '../login.api';
import type { Reward } from '../model/reward';

/**
 * App-level account overlays, opened from outside the pages (start-up WeChat flow, any login form):
 * the bind-phone popup, the new-member reward popup and a request to open the login page.
 * Kept free of UI and API imports (the shell mounts `AccountOverlays` on every page, the home screen
 * included); the popups load on first use and the reward flow lives in `state/reward-flow.ts`.
 */

export interface BindMobileState {
  open: boolean;
  /** `bind_mobile == 1`: binding is required (no closing, save disabled until every field is filled). */
  forced: boolean;
  /** The social identity to attach (from the WeChat code exchange). */
  authInfo: AuthInfo | null;
  show(opts: { forced: boolean; authInfo: AuthInfo | null }): void;
  hide(): void;
}

export const useBindMobile = create<BindMobileState>()((set) => ({
  open: false,
  forced: false,
  authInfo: null,
  show: ({ forced, authInfo }) => set({ open: true, forced, authInfo }),
  hide: () => set({ open: false }),
}));

export interface RewardPopupState {
  reward: Reward | null;
  show(reward: Reward): void;
  hide(): void;
}

export const useRewardPopup = create<RewardPopupState>()((set) => ({
  reward: null,
  show: (reward) => set({ reward }),
  hide: () => set({ reward: null }),
}));

export interface LoginRequestState {
  /** A request to open the login page waits (it may come before the app has rendered). */
  pending: boolean;
  request(): void;
  /** The overlay host took the request. */
  consume(): void;
}

export const useLoginRequest = create<LoginRequestState>()((set) => ({
  pending: false,
  request: () => set({ pending: true }),
  consume: () => set({ pending: false }),
}));
