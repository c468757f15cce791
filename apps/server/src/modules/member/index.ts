export { memberGate } from './member.gate';
export { memberRoutes } from './member.routes';
export { createMember, hashPassword, verifyPassword, memberInfo, registerConfig, registerRewardConfig } from './member.service';
export { changeAccounts, type AccountChange } from './member.account';
export { checkCaptcha, checkCaptchaIfOn, captchaRequired } from './member.captcha';
export * from './member.tables';
