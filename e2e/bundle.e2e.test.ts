import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './support/server';

// The H5 build the journeys run on (built once by the global setup): what every first screen loads before any page.
const dist = path.join(repoRoot, 'apps/h5/dist');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
const startFiles = Object.values(manifest)
  .map((m) => m.file)
  .filter((f) => /^assets\/(?:framework|app-start)-[\w-]+\.js$/.test(f));

describe('the start-up JavaScript', () => {
  it('carries no request schemas: the contract reaches the storefront as paths only', () => {
    expect(startFiles).toHaveLength(2);
    for (const file of startFiles) {
      // zod's error class is named in its code; the contract's schemas would bring it (about 25 kB gzip).
      expect(fs.readFileSync(path.join(dist, file), 'utf8'), file).not.toContain('ZodError');
    }
  });

  it('stays small: the app start-up under 24 kB gzip', () => {
    const appStart = startFiles.find((f) => f.includes('app-start'))!;
    expect(zlib.gzipSync(fs.readFileSync(path.join(dist, appStart))).length).toBeLessThan(24_000);
  });
});
