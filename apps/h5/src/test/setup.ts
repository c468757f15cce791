import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { reduceMotion } from 'antd-mobile';
import { loadLanguage } from '../i18n';
import { installAntdRender } from '../app/antdRender';

// antd-mobile imperative APIs need the React 19 render adapter in tests too.
installAntdRender();
// Popups and toasts finish their animations at once, so closed ones leave the DOM.
reduceMotion();

// Every language is ready in tests, so i18n.changeLanguage() switches at once.
await loadLanguage('en-us');

afterEach(() => {
  cleanup();
  localStorage.clear();
});
