// Regenerates SQL migrations from the Drizzle schema. npm keeps drizzle-orm inside apps/server
// while drizzle-kit is hoisted to the root, so drizzle-kit cannot see the same drizzle-orm the
// schema uses; we run it from a folder where both are side by side (symlinks, preserved).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '..');
/** Node's lookup: the nearest node_modules/<name> walking up from apps/server. */
const pkgDir = (name) => {
  for (let dir = serverDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(candidate)) return fs.realpathSync(candidate);
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed`);
  }
};

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'drizzle-kit-'));
fs.mkdirSync(path.join(tmp, 'node_modules'));
for (const name of ['drizzle-kit', 'drizzle-orm']) fs.symlinkSync(pkgDir(name), path.join(tmp, 'node_modules', name));

const args = process.argv.slice(2);
const r = spawnSync(
  process.execPath,
  ['--preserve-symlinks', '--preserve-symlinks-main', path.join(tmp, 'node_modules/drizzle-kit/bin.cjs'), ...(args.length ? args : ['generate'])],
  { cwd: serverDir, stdio: 'inherit', env: { ...process.env, NODE_PATH: path.resolve(serverDir, '../../node_modules') } },
);
fs.rmSync(tmp, { recursive: true, force: true });
process.exit(r.status ?? 1);
