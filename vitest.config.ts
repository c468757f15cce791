import { defineConfig } from 'vitest/config';
import { h5Projects } from './apps/h5/vitest.config';

// Projects: pure unit tests (node), H5 component/unit tests (jsdom, apps/h5/vitest.config.ts: h5 and h5-mocks),
// and API tests over HTTP against a seeded database (PGlite, or PostgreSQL with TEST_DB=pg).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/contract/src/**/*.test.ts', 'apps/server/src/**/*.unit.test.ts', 'scripts/**/*.unit.test.ts'],
        },
      },
      ...h5Projects(),
      {
        test: {
          name: 'api',
          sequence: { groupOrder: 2 },
          environment: 'node',
          include: ['apps/server/src/**/*.api.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Each file starts its own server; two at a time suits a 2-core machine.
          maxWorkers: 2,
          // Files share a worker's module graph: importing the server afresh cost each file about 1.4 s. What the
          // server keeps in memory is held per database (WeakMaps keyed by the Db), and each file opens its own.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          sequence: { groupOrder: 3 },
          environment: 'node',
          include: ['e2e/**/*.e2e.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // A page on a busy 2-core machine can take seconds to settle; a poll fails only after 10 s of waiting.
          expect: { poll: { timeout: 10_000 } },
          // One Chromium at a time on 2 cores; journeys share one seeded server.
          fileParallelism: false,
        },
      },
    ],
  },
});
