import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { reduceMotion } from 'antd-mobile';
import { loadLanguage } from '../i18n';
import { installAntdRender } from '../app/antdRender';

// antd-mobile imperative APIs need the React 19 render adapter in tests too.
installAntdRender();
// Popups and toasts finish their animations at once, so closed ones leave the DOM.
reduceMotion();

// Every message of every language is ready in tests, so pages render without the page loader and
// i18n.changeLanguage() switches at once.
await loadLanguage('zh-cn');
await loadLanguage('en-us');

afterEach(() => {
  cleanup();
  localStorage.clear();
});
