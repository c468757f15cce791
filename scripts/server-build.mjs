// Builds the server into one JavaScript file, apps/server/dist/server.js (with its source map), when its
// sources (or the contract's) are newer than the build. `npm start`, the browser journeys and the bench run
// that file, so no TypeScript is transformed at run time. Packages from node_modules stay outside the bundle
// (native ones like sharp and argon2 must), except the workspace's own `@mall/contract`, which is TypeScript
// source and is bundled. The bundle sits one level under apps/server like src/ does, so the paths the server
// reads at run time (apps/server/src/paths.ts: migrations, seed assets, package.json) hold for both.
//
//   node scripts/server-build.mjs [--force]
import fs from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server');
export const serverBundle = path.join(server, 'dist/server.js');

/** Test files and test helpers are not part of the build. */
const isSource = (name) => !/\.test\.tsx?$/.test(name) && name !== 'test';

const newest = (p) => {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = 0;
  for (const name of fs.readdirSync(p)) if (isSource(name)) t = Math.max(t, newest(path.join(p, name)));
  return t;
};

export const serverNeedsBuild = () => {
  if (!fs.existsSync(serverBundle)) return true;
  const src = Math.max(
    newest(path.join(server, 'src')),
    newest(path.join(server, 'package.json')),
    newest(path.join(root, 'packages/contract/src')),
    newest(path.join(root, 'package-lock.json')),
    newest(import.meta.filename),
  );
  return src > fs.statSync(serverBundle).mtimeMs;
};

export const buildServer = () => {
  const started = Date.now();
  buildSync({
    entryPoints: [path.join(server, 'src/server.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    // Stack traces point at the TypeScript files (node --enable-source-maps).
    sourcesContent: false,
    logLevel: 'warning',
    // Bare imports stay imports of node_modules; the contract is pointed at its source so it is bundled.
    packages: 'external',
    alias: { '@mall/contract': './packages/contract/src/index.ts' },
    absWorkingDir: root,
  });
  console.log(`Built the server (apps/server/dist/server.js) in ${Date.now() - started} ms`);
};

export const buildServerIfNeeded = ({ force = false } = {}) => {
  if (force || serverNeedsBuild()) buildServer();
};

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename)
  buildServerIfNeeded({ force: process.argv.includes('--force') });
