import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { PREACT_FOR_REACT } from './vite.config';

/**
 * H5 unit and component tests: `npx vitest run --project h5` (or `--config apps/h5/vitest.config.ts`).
 * One react (19) is installed, at the workspace root, so libraries load natively like any dependency.
 */
export default defineConfig({
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
    name: 'h5',
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}'],
    css: false,
    // antd-mobile's modules import their .css files (ES and CommonJS builds alike), which Node cannot
    // load: it goes through Vite, where `css: false` turns those imports into empty modules.
    server: { deps: { inline: true } },
    restoreMocks: true,
  },
});
