// Builds the H5 when its sources (or the contract) are newer than apps/h5/dist.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const h5 = path.join(root, 'apps/h5');
const built = path.join(h5, 'dist/index.html');

const newest = (p) => {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let t = 0;
  for (const name of fs.readdirSync(p)) t = Math.max(t, newest(path.join(p, name)));
  return t;
};

export const h5NeedsBuild = () => {
  if (!fs.existsSync(built)) return true;
  const src = Math.max(
    newest(path.join(h5, 'src')),
    newest(path.join(h5, 'index.html')),
    newest(path.join(h5, 'vite.config.ts')),
    newest(path.join(root, 'packages/contract/src')),
  );
  return src > fs.statSync(built).mtimeMs;
};

export const buildH5IfNeeded = ({ force = false } = {}) => {
  if (!force && !h5NeedsBuild()) return;
  console.log('Building the H5 storefront…');
  // Callers may run under NODE_ENV=test (vitest); Vite would then bundle React's development build.
  const r = spawnSync('npm', ['run', 'build', '-w', '@mall/h5'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) throw new Error('H5 build failed');
};
