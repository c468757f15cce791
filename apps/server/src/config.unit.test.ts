import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, repoRoot, SETTING_NAMES, SETTING_RULES } from './config';

const errorOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (e) {
    return e;
  }
  return null;
};

describe('loadConfig', () => {
  it('names a bad setting and its rule in one line', () => {
    const e = errorOf({ ADMIN_API_KEY: 'short' });
    expect(e).toBeInstanceOf(ConfigError);
    expect((e as Error).message).toBe('ADMIN_API_KEY: must be at least 16 characters');
  });

  it('gives one line per bad setting', () => {
    const e = errorOf({ PORT: 'eighty', LOG_LEVEL: 'loud', DATABASE_URL: 'mysql://db/mall', JOBS_INTERVAL_SECONDS: '-1' });
    expect((e as Error).message.split('\n')).toEqual([
      'PORT: must be a whole number from 1 to 65535',
      'DATABASE_URL: must be a postgres:// or postgresql:// URL',
      'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent',
      'JOBS_INTERVAL_SECONDS: must be a whole number from 0 to 86400',
    ]);
  });

  it('refuses several workers on the embedded PGlite, whose data directory serves one process', () => {
    expect((errorOf({ WORKERS: '2' }) as Error).message).toBe(
      'WORKERS: must be a whole number from 1 to 64; more than 1 needs DATABASE_URL',
    );
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: 'postgres://u@h:5432/db' }).workers).toBe(2);
    expect(loadConfig({}).workers).toBe(1);
  });

  it('takes an empty value as unset and good values as given', () => {
    const c = loadConfig({ ADMIN_API_KEY: '', PORT: '', TOKEN_SECRET: 'x'.repeat(16), DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(c.adminApiKey).toBeUndefined();
    expect(c.port).toBe(8080);
    expect(c.tokenSecret).toBe('x'.repeat(16));
    expect(c.databaseUrl).toBe('postgres://u@h:5432/db');
  });

  it("is described, every setting with its default and rule, in the README's Settings table", () => {
    const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
    const section = readme.split(/^## /m).find((s) => s.startsWith('Settings'));
    expect(section, 'README has a "## Settings" section').toBeDefined();
    const rows = new Map<string, string[]>();
    for (const line of section!.split('\n')) {
      const cells = line.split('|').map((c) => c.trim());
      const name = /^`([A-Z0-9_]+)`$/.exec(cells[1] ?? '')?.[1];
      if (name) rows.set(name, cells.slice(2, -1));
    }
    expect([...rows.keys()].filter((n) => n in SETTING_RULES).sort()).toEqual([...SETTING_NAMES].sort());
    for (const name of SETTING_NAMES) expect(rows.get(name)![1], name).toBe(SETTING_RULES[name]);
  });
});

describe('the server with a bad setting', () => {
  it('prints the one line and exits 1', () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-config-'));
    try {
      const r = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, HOME: process.env.HOME, DATA_DIR: dataDir, ADMIN_API_KEY: 'too-short' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(r.stderr).toBe('ADMIN_API_KEY: must be at least 16 characters\n');
      expect(r.stdout).toBe('');
      expect(r.status).toBe(1);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
