import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/**
 * H5 unit and component tests: `npx vitest run --config apps/h5/vitest.config.ts`.
 *
 * The workspace install hoists react 18 to the root (a peer of @react-spring 9.6) while the H5 uses react 19
 * from apps/h5/node_modules. Every library that imports react is therefore transformed by Vite (inline) and
 * `react`/`react-dom` are deduped to the H5 copy, as in the production build.
 */
const USES_REACT = [
  /antd-mobile/,
  /@testing-library[\\/]react/,
  /@tanstack[\\/]react-query/,
  /react-router/,
  /react-i18next/,
  /zustand/,
  /@react-spring/,
  /@use-gesture/,
  /ahooks/,
  /[\\/]rc-/,
  /use-sync-external-store/,
  /staged-components/,
];

const requireFromH5 = createRequire(`${import.meta.dirname}/package.json`);
const pkgDir = (name: string): string => dirname(requireFromH5.resolve(`${name}/package.json`));
const REACT_DIR = pkgDir('react');
const REACT_DOM_DIR = pkgDir('react-dom');

export default defineConfig({
  plugins: [react()],
  root: import.meta.dirname,
  resolve: {
    // Prefer ES builds: CommonJS builds would require() the hoisted react 18 natively, outside Vite.
    conditions: ['module', 'browser', 'development'],
    mainFields: ['module', 'jsnext:main', 'main'],
    dedupe: ['react', 'react-dom'],
    alias: [
      { find: /^react$/, replacement: REACT_DIR },
      { find: /^react\/(.*)$/, replacement: `${REACT_DIR}/$1` },
      { find: /^react-dom$/, replacement: REACT_DOM_DIR },
      { find: /^react-dom\/(.*)$/, replacement: `${REACT_DOM_DIR}/$1` },
      // its CommonJS "main" would require() the hoisted react-dom 18 natively; the ES build goes through Vite
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: `${import.meta.dirname}/src/test/shims/use-sync-external-store.ts`,
      },
      { find: /^@testing-library\/react$/, replacement: `${pkgDir('@testing-library/react')}/dist/@testing-library/react.esm.js` },
    ],
  },
  test: {
    name: 'h5',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // Also: antd-mobile's ES build imports .css files, which Node cannot load.
    server: { deps: { inline: USES_REACT } },
    restoreMocks: true,
  },
});
