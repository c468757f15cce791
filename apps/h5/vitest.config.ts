import fs from 'node:fs';
import path from 'node:path';
import { defineConfig, defineProject, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { PREACT_FOR_REACT } from './vite.config';

const TESTS = 'src/**/*.test.{ts,tsx}';
const SETUP = ['./src/test/setup.ts'];
const isTest = (file: string): boolean => /\.test\.tsx?$/.test(file);

/**
 * The test files that replace modules (`vi.mock`). A module mock only reaches modules loaded after it, so
 * these files need a module graph of their own; every other file shares its worker's graph.
 */
export const filesWithModuleMocks = (): string[] =>
  fs
    .readdirSync(path.join(import.meta.dirname, 'src'), { recursive: true, encoding: 'utf8' })
    .filter(isTest)
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .filter((file) => /\bvi\.mock\(/.test(fs.readFileSync(path.join(import.meta.dirname, file), 'utf8')))
    .sort();

/**
 * H5 unit and component tests (jsdom): `npx vitest run --project 'h5*'`. Two projects: `h5`, whose files share one
 * module graph per worker (a fresh graph and DOM per file cost about 2 s of a file's 2.3 s on this suite;
 * `src/test/sharedGraph.ts` puts back the stores, the language and the DOM after each test), and `h5-mocks`, the
 * files with module mocks, each in its own graph.
 * One react (19) is installed, at the workspace root, so libraries load natively like any dependency.
 */
const base = defineConfig({
  plugins: [react()],
  root: import.meta.dirname,
  resolve: {
    // antd-mobile has no `exports` map: its barrel would resolve to the CommonJS `main` while the app's
    // deep imports (antd-mobile/es/utils/unstable-render in app/antdRender.ts) load the ES build, i.e. two
    // copies, and the React 19 render adapter installed on one is unknown to the other (Dialog, Popup…).
    mainFields: ['module', 'jsnext:main', 'main'],
    // The tests render with the runtime the build ships (vite.config.ts).
    alias: PREACT_FOR_REACT,
  },
  test: {
    environment: 'jsdom',
    setupFiles: SETUP,
    css: false,
    // antd-mobile's modules import their .css files (ES and CommonJS builds alike), which Node cannot
    // load: it goes through Vite, where `css: false` turns those imports into empty modules.
    server: { deps: { inline: true } },
    // The libraries every file loads, bundled once into one module each (esbuild) rather than evaluated
    // module by module: half of each file's set-up time. The antd-mobile entries the app imports deeply are
    // listed too, so they share the barrel's modules (one copy, as in the build).
    deps: {
      optimizer: {
        client: {
          enabled: true,
          include: [
            'antd-mobile',
            'antd-mobile/es/utils/unstable-render',
            'antd-mobile/es/components/action-sheet',
            'antd-mobile/es/components/date-picker',
            'antd-mobile/es/components/dialog',
            'antd-mobile/es/components/passcode-input',
            'antd-mobile/es/components/popup',
            'antd-mobile/es/components/toast',
            '@tanstack/react-query',
            '@testing-library/react',
            'preact',
            'preact/compat',
            'preact/hooks',
            'react-router',
            'zustand',
          ],
        },
      },
    },
    restoreMocks: true,
    unstubGlobals: true,
    unstubEnvs: true,
  },
});

export const h5Projects = (): TestProjectInlineConfiguration[] => {
  const mocked = filesWithModuleMocks();
  return [
    defineProject({
      ...base,
      test: {
        ...base.test,
        name: 'h5',
        include: [TESTS],
        exclude: mocked,
        isolate: false,
        setupFiles: [...SETUP, './src/test/sharedGraph.ts'],
      },
    }),
    defineProject({ ...base, test: { ...base.test, name: 'h5-mocks', include: mocked } }),
  ];
};

export default base;
