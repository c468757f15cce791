import { describe, expect, it } from 'vitest';
import { planPrereqs } from './test-prereqs.mjs';

type Probe = Parameters<typeof planPrereqs>[1];

/** A machine where everything is in place; each test takes something away. Asked probes are recorded. */
const machine = (over: Partial<Probe> = {}) => {
  const asked: string[] = [];
  const base: Probe = {
    node: () => '20.19.0',
    nodeModules: () => true,
    chromiumPath: () => ({ path: '/usr/bin/chromium', fromEnv: false }),
    executable: () => true,
    cjkFont: () => true,
    debian: () => true,
    root: () => true,
    postgresReady: () => true,
    postgresCluster: () => ({ version: '15', name: 'main' }),
  };
  const probe = Object.fromEntries(
    Object.entries({ ...base, ...over }).map(([k, f]) => [k, (...a: never[]) => (asked.push(k), (f as (...a: never[]) => unknown)(...a))]),
  ) as Probe;
  return { probe, asked };
};

const PG = 'postgres://postgres@127.0.0.1:5432/test';

describe('what npm test needs before running', () => {
  it('runs straight away when everything is there', async () => {
    expect(await planPrereqs({ browser: true, postgresUrl: PG }, machine().probe)).toEqual({ steps: [] });
  });

  it('does not look for Chromium, fonts or PostgreSQL when only the unit suite is asked', async () => {
    const { probe, asked } = machine({ executable: () => false, cjkFont: () => false, postgresReady: () => false });
    expect(await planPrereqs({ browser: false }, probe)).toEqual({ steps: [] });
    expect(asked).not.toContain('chromiumPath');
    expect(asked).not.toContain('cjkFont');
    expect(asked).not.toContain('postgresReady');
  });

  it('installs the packages first when node_modules is missing', async () => {
    expect((await planPrereqs({ browser: false }, machine({ nodeModules: () => false }).probe)).steps).toEqual([{ kind: 'npm-install' }]);
  });

  it('installs Chromium and the CJK fonts with apt as root on Debian', async () => {
    const plan = await planPrereqs({ browser: true }, machine({ executable: () => false, cjkFont: () => false }).probe);
    expect(plan).toEqual({ steps: [{ kind: 'apt-install', packages: ['chromium', 'fonts-noto-cjk'] }] });
    const fontOnly = await planPrereqs({ browser: true }, machine({ cjkFont: () => false }).probe);
    expect(fontOnly.steps).toEqual([{ kind: 'apt-install', packages: ['fonts-noto-cjk'] }]);
  });

  it('stops with one line naming the apt command when not root', async () => {
    const plan = await planPrereqs({ browser: true }, machine({ executable: () => false, cjkFont: () => false, root: () => false }).probe);
    expect(plan.steps).toEqual([]);
    expect(plan.stop).toBe(
      'npm test cannot run: the browser suite needs chromium and fonts-noto-cjk: run "sudo apt-get install -y chromium fonts-noto-cjk", or "npm test -- unit api" leaves the browser suite out.',
    );
    expect(plan.stop).not.toContain('\n');
  });

  it('says what to install where there is no apt', async () => {
    const plan = await planPrereqs({ browser: true }, machine({ executable: () => false, debian: () => false }).probe);
    expect(plan.stop).toBe(
      'npm test cannot run: the browser suite needs Chromium at /usr/bin/chromium (or CHROMIUM_PATH): install it, or "npm test -- unit api" leaves the browser suite out.',
    );
  });

  it('does not install over a CHROMIUM_PATH that points nowhere', async () => {
    const plan = await planPrereqs(
      { browser: true },
      machine({ chromiumPath: () => ({ path: '/opt/chrome', fromEnv: true }), executable: () => false }).probe,
    );
    expect(plan.stop).toBe('npm test cannot run: CHROMIUM_PATH=/opt/chrome is not an executable: point it at Chromium or unset it.');
  });

  it('starts a stopped local PostgreSQL cluster as root, else says how', async () => {
    const down = { postgresReady: () => false };
    expect((await planPrereqs({ browser: false, postgresUrl: PG }, machine(down).probe)).steps).toEqual([
      { kind: 'start-postgres', version: '15', name: 'main', host: '127.0.0.1', port: 5432 },
    ]);
    expect((await planPrereqs({ browser: false, postgresUrl: PG }, machine({ ...down, root: () => false }).probe)).stop).toBe(
      'npm test cannot run: PostgreSQL at 127.0.0.1:5432 (TEST_DATABASE_URL) is stopped: run "sudo pg_ctlcluster 15 main start", or unset TEST_DATABASE_URL.',
    );
    expect((await planPrereqs({ browser: false, postgresUrl: PG }, machine({ ...down, postgresCluster: () => null }).probe)).stop).toBe(
      'npm test cannot run: no PostgreSQL answers at 127.0.0.1:5432 (TEST_DATABASE_URL): install it ("sudo apt-get install -y postgresql"), or unset TEST_DATABASE_URL.',
    );
    const remote = await planPrereqs({ browser: false, postgresUrl: 'postgres://u@db.example:6543/x' }, machine(down).probe);
    expect(remote.stop).toBe('npm test cannot run: no PostgreSQL answers at db.example:6543 (TEST_DATABASE_URL): start it, or unset TEST_DATABASE_URL.');
  });

  it('puts every problem on the one line', async () => {
    const plan = await planPrereqs(
      { browser: true, postgresUrl: PG },
      machine({ cjkFont: () => false, root: () => false, postgresReady: () => false }).probe,
    );
    expect(plan.stop).toBe(
      'npm test cannot run: the browser suite needs fonts-noto-cjk: run "sudo apt-get install -y fonts-noto-cjk", or "npm test -- unit api" leaves the browser suite out; PostgreSQL at 127.0.0.1:5432 (TEST_DATABASE_URL) is stopped: run "sudo pg_ctlcluster 15 main start", or unset TEST_DATABASE_URL.',
    );
  });

  it('stops on an old Node.js before anything else', async () => {
    const plan = await planPrereqs({ browser: true }, machine({ node: () => '18.19.0', nodeModules: () => false }).probe);
    expect(plan).toEqual({ steps: [], stop: 'Mall H5 needs Node.js 20.19 or newer (this is 18.19.0): install a newer nodejs, then run the command again.' });
  });
});
