import type { ModuleParts } from '../parts';
import { memberRoutes } from './member.routes';
import { memberLookupRoutes } from './member.lookup';
import { memberLevelRoutes } from './member.level.routes';
export { memberChecksInFlight, memberGate } from './member.gate';
export { memberRoutes, requestOrigin } from './member.routes';
export {
  createMember,
  createMemberWithReward,
  closeAccount,
  hashPassword,
  verifyPassword,
  isUniqueViolation,
  knownReferrer,
  memberInfo,
  registerConfig,
  registerRewardConfig,
  putRegisterConfig,
  REGISTER_CONFIG_DEFAULTS,
  checkPasswordRules,
  modes,
  withRegistrationSlot,
  type NewMember,
  type Origin,
  type Session,
} from './member.service';
export {
  adjustAccount,
  AccountRefused,
  changeAccounts,
  changeAccountsEach,
  type AccountChange,
  type AccountChangeFrom,
} from './member.account';
export { moveWithdrawMoney, type WithdrawBucket, type WithdrawMove } from './member.withdraw';
export { levelList } from './member.level';
export { endSignStreak, setSignStreakTx } from './member.signstreak';
export { checkCaptcha, checkCaptchaIfOn, captchaRequired } from './member.captcha';
export {
  sendSmsCode,
  withSmsCode,
  unlockSmsLimits,
  checkSmsCode,
  checkMobileFormat,
  requireCodeInput,
  type SendCodeRequest,
  type CodeProof,
} from './member.sms';
export { DEFAULT_REGISTER_AGREEMENT, DEFAULT_REGISTER_AGREEMENT_EN, agreementFromSetting } from './member.agreement';
export { limitWait, recordEvent, clearEvents, type Limit } from './member.ratelimit';
export * from './member.tables';
export { checkPayPassword, isPayPasswordSet } from './member.profile';
export { memberMessages } from './member.messages';
export { attachWechatIds, bindWechatTx, fillEmptyHeadimgTx, recordSignIn, setWechatIdsTx, type WechatIds } from './member.wechat';

export const memberModule: ModuleParts = {
  name: 'member',
  routes: () => [...memberRoutes(), ...memberLookupRoutes(), ...memberLevelRoutes()],
};
