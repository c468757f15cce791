import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The docs that describe the tree must name only files and folders that exist: a renamed or moved file makes
// this fail until the docs follow.
const root = path.resolve(import.meta.dirname, '..');
const DOCS = ['README.md', 'docs/architecture.md', 'CONTRIBUTING.md'];
// Docs write paths from the repository root or from the root of the workspace they are talking about.
const BASES = [
  '',
  'apps/server/src',
  'apps/server/src/modules',
  'apps/server',
  'apps/h5/src',
  'apps/h5',
  'packages/contract/src',
  'packages/contract',
];

/** Backticked words that look like repo paths (a slash or a file extension; no placeholders, globs or URLs). */
export const pathsIn = (text: string): string[] => {
  const out = new Set<string>();
  for (const m of text.matchAll(/`([^`\s]+)`/g)) {
    const p = m[1]!.replace(/[),.:;]+$/, '').replace(/#.*$/, '');
    if (/[<>*{}$|]|:\/\/|^\/|^\.\.?\/|^-|=/.test(p)) continue;
    if (!/^[\w@.-]+(\/[\w@.[\]-]+)*\/?$/.test(p)) continue;
    if (!(p.includes('/') || /\.(ts|tsx|mjs|cjs|js|json|md|css)$/.test(p))) continue;
    if (/^(npm|node|npx)\b/.test(p) || p.startsWith('@') || /\.(jpe?g|png|gif|webp)$/.test(p)) continue;
    out.add(p);
  }
  return [...out];
};

const tracked = spawnSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).stdout.split('\n').filter(Boolean);
const basenames = new Set(tracked.map((f) => path.basename(f)));
const ignored = (p: string): boolean => spawnSync('git', ['check-ignore', '-q', p], { cwd: root }).status === 0;

/** Under one of the bases, as written or as an import specifier (`shared/lib/api` → `.ts`, `.tsx`, `/index.ts`). */
const exists = (p: string): boolean => {
  // A bare file name names a file somewhere in the tree (the text around it says which folder).
  if (!p.includes('/')) return basenames.has(p);
  // A bare folder name (`components/`) names a kind of folder the text places.
  if (/^[\w-]+\/$/.test(p)) return tracked.some((f) => f.includes(`/${p}`));
  if (ignored(p)) return true;
  return BASES.some((b) => ['', '.ts', '.tsx', '/index.ts'].some((ext) => fs.existsSync(path.join(root, b, p.replace(/\/$/, '') + ext))));
};

describe('paths named in the docs', () => {
  for (const doc of DOCS) {
    it(`${doc} names only paths that exist`, () => {
      const text = fs.readFileSync(path.join(root, doc), 'utf8');
      const missing = pathsIn(text).filter((p) => !exists(p));
      expect(missing).toEqual([]);
    });
  }

  it("the README's layout names folders that exist, each indented one under the folder above it", () => {
    const text = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const block = /## Layout\n\n```\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
    const missing: string[] = [];
    let parent = '';
    for (const line of block.split('\n')) {
      const m = /^( *)(\S+)/.exec(line);
      if (!m || !m[2]!.endsWith('/')) continue;
      const indented = m[1]!.length > 0;
      // `i18n/ theme/ platform/`: several sibling folders on one line.
      const names = line
        .trim()
        .split(/\s{2,}/)[0]!
        .split(' ')
        .filter((w) => w.endsWith('/'));
      for (const name of names) {
        const full = indented ? path.join(parent, name) : name;
        if (!fs.existsSync(path.join(root, full))) missing.push(full);
      }
      if (!indented) parent = m[2]!;
    }
    expect(block).not.toBe('');
    expect(missing).toEqual([]);
  });

  it('the check can fail: a made-up path is reported', () => {
    expect(pathsIn('see `apps/server/src/nowhere.ts` and `npm run x`').filter((p) => !exists(p))).toEqual(['apps/server/src/nowhere.ts']);
  });
});
