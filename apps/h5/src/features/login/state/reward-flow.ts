import { fetchRewardConfig } from '../login.api';
import { rewardFromConfig, type Reward } from '../model/reward';
import { useRewardPopup } from './account';

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
