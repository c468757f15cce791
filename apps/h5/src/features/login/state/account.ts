import { create } from 'zustand';
import { fetchRewardConfig, type AuthInfo } from '../login.api';
import { rewardFromConfig, type Reward } from '../model/reward';

/**
 * App-level account overlays, opened from outside the pages (start-up WeChat flow, any login form):
 * the bind-phone popup, the new-member reward popup and a request to open the login page.
 * Kept free of UI imports: the shell mounts `AccountOverlays`, which loads the popups on first use.
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

/**
 * After a registration (`is_register == 1`): fetch the gift config and open the popup when a reward
 * exists (spec §4). Failures are quiet — the popup is a bonus, the account exists either way.
 */
export const showRegisterReward = async (
  fetchConfig: typeof fetchRewardConfig = fetchRewardConfig,
): Promise<Reward | null> => {
  try {
    const reward = rewardFromConfig(await fetchConfig());
    if (reward) useRewardPopup.getState().show(reward);
    return reward;
  } catch {
    return null;
  }
};

/** Runs `showRegisterReward` when a login/registration answer says the member was just created. */
export const afterAuthAnswer = (answer: { is_register?: number | string } | null | undefined): void => {
  if (Number(answer?.is_register) === 1) void showRegisterReward();
};
