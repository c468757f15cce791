import { afterAll, afterEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { Dialog, reduceMotion, Toast } from 'antd-mobile';
import { loadLanguage } from '../i18n';
import { installAntdRender } from '../app/antdRender';
import { options } from 'preact';

// Preact runs effects after the next frame (a timer of up to 35 ms outside the browser); in tests they run on
// the next task, as React's do, so a test sees a rendered component's effects once its text has appeared.
options.requestAnimationFrame = (flush) => setTimeout(flush);

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
  // Dialogs and toasts opened imperatively live in their own React roots, which cleanup() does not know.
  Dialog.clear();
  Toast.clear();
  localStorage.clear();
});

// React schedules its last commits (those roots unmounting) on setImmediate; let them run while the DOM
// still exists, or a busy machine sees them fire after the environment is gone ("window is not defined").
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 50)));
