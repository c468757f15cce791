// Settings and add-on switches: read by every module, so this imports no feature module.
export {
  getSetting,
  putSetting,
  addonFlags,
  copyright,
  defaultImages,
  loadTokenSecret,
  styleTheme,
  type SettingRow,
} from './settings.service';
export { cachedPublicRead, publicAnswers } from './public-cache';
export * from './settings.tables';
