import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const scripts = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
/** The suite names scripts/test-all.mjs knows (`npm test -- <word>` runs those starting with the word). */
const suites = [...fs.readFileSync(path.join(root, 'scripts/test-all.mjs'), 'utf8').matchAll(/\{ name: '([^']+)'/g)].map((m) => m[1]!);

describe('package.json scripts', () => {
  it('test:<suite> runs what `npm test -- <suite>` runs, and each word picks a suite', () => {
    expect(suites).toEqual(expect.arrayContaining(['unit', 'api (PGlite)', 'api (PostgreSQL)', 'e2e (Chromium)']));
    for (const suite of ['unit', 'api', 'e2e']) {
      expect(scripts[`test:${suite}`], `test:${suite}`).toBe(`node scripts/test-all.mjs ${suite}`);
      expect(suites.some((name) => name.startsWith(suite)), suite).toBe(true);
    }
  });

  it('every script that runs a file of the repository names one that exists', () => {
    for (const [name, command] of Object.entries(scripts)) {
      for (const m of command.matchAll(/(?:^|\s)node(?:\s+--import\s+\S+)?\s+([\w./-]+\.(?:m?js|ts))/g)) {
        expect(fs.existsSync(path.join(root, m[1]!)), `${name}: ${m[1]}`).toBe(true);
      }
    }
  });
});
