/** What other features use from login: the captcha row, password fields and the registration settings. */
export { CaptchaRow } from './components/CaptchaRow';
export { PasswordField, PasswordPair } from './components/PasswordField';
export { useCaptcha } from './components/useCaptcha';
export { registerConfigQuery } from './login.api';
