// Prettier on the changed files only: `node scripts/format.mjs` writes, `--check` reports. The code base predates
// the formatter, so it is applied file by file as files change rather than in one repository-wide rewrite.
// Changed = differing from FORMAT_BASE (default HEAD: what is about to be committed; FORMAT_BASE=main for a
// branch), plus new files git does not ignore.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const check = process.argv.includes('--check');
const base = process.env.FORMAT_BASE || 'HEAD';
const FORMATTED = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;

const git = (args) => {
  const r = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  if (r.status !== 0) {
    console.error(`git ${args.join(' ')}: ${r.stderr.trim()}`);
    process.exit(2);
  }
  return r.stdout.split('\n').filter(Boolean);
};

const files = [
  ...new Set([...git(['diff', '--name-only', '--diff-filter=ACMR', base]), ...git(['ls-files', '--others', '--exclude-standard'])]),
].filter((f) => FORMATTED.test(f) && fs.existsSync(path.join(root, f)));

if (files.length === 0) {
  console.log(`No changed source files against ${base}.`);
  process.exit(0);
}
const prettier = path.join(root, 'node_modules/prettier/bin/prettier.cjs');
const r = spawnSync(process.execPath, [prettier, check ? '--check' : '--write', '--ignore-unknown', ...files], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(r.status ?? 1);
