// What `npm test` needs besides Node.js, found or installed before any suite runs (as on a fresh Debian machine):
// the packages of package.json (npm install), for the browser suite Chromium and a CJK font (Debian: chromium,
// fonts-noto-cjk), for the API suite on PostgreSQL a server answering at TEST_DATABASE_URL (a local cluster that is
// installed but stopped is started). Where it cannot do that itself (not root, not Debian) it stops before running
// anything, with one line saying what to install or start.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { nodeTooOld, nodeTooOldLine } from './node-check.mjs';

const root = path.resolve(import.meta.dirname, '..');

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';
const LEAVE_OUT_BROWSER = '"npm test -- unit api" leaves the browser suite out';

const isLocalHost = (host) => ['127.0.0.1', 'localhost', '::1', '[::1]', ''].includes(host);

/**
 * Decides what to do from what the probes find. Probes are asked lazily, only for what the chosen suites need
 * (`npm test -- unit` never looks for Chromium). Answers the steps to take, or `stop`: the one line to print.
 *
 * @param {{ browser: boolean, postgresUrl?: string }} need
 * @param {{
 *   node: () => string,
 *   nodeModules: () => boolean,
 *   chromiumPath: () => { path: string, fromEnv: boolean },
 *   executable: (file: string) => boolean,
 *   cjkFont: () => boolean,
 *   debian: () => boolean,
 *   root: () => boolean,
 *   postgresReady: (host: string, port: number) => boolean | Promise<boolean>,
 *   postgresCluster: (port: number) => { version: string, name: string } | null,
 * }} probe
 * @returns {Promise<{ steps: Array<{ kind: 'npm-install' } | { kind: 'apt-install', packages: string[] } | { kind: 'start-postgres', version: string, name: string, host: string, port: number }>, stop?: string }>}
 */
export const planPrereqs = async (need, probe) => {
  const node = probe.node();
  if (nodeTooOld(node)) return { steps: [], stop: nodeTooOldLine(node) };
  const steps = [];
  const problems = [];
  if (!probe.nodeModules()) steps.push({ kind: 'npm-install' });

  const packages = [];
  if (need.browser) {
    const chromium = probe.chromiumPath();
    if (!probe.executable(chromium.path)) {
      if (chromium.fromEnv) problems.push(`CHROMIUM_PATH=${chromium.path} is not an executable: point it at Chromium or unset it`);
      else packages.push('chromium');
    }
    if (!probe.cjkFont()) packages.push('fonts-noto-cjk');
  }
  if (packages.length > 0) {
    if (!probe.debian()) {
      const what = packages.map((p) => (p === 'chromium' ? `Chromium at ${DEFAULT_CHROMIUM} (or CHROMIUM_PATH)` : 'a CJK font (Noto Sans CJK)'));
      problems.push(`the browser suite needs ${what.join(' and ')}: install it, or ${LEAVE_OUT_BROWSER}`);
    } else if (!probe.root()) {
      problems.push(`the browser suite needs ${packages.join(' and ')}: run "sudo apt-get install -y ${packages.join(' ')}", or ${LEAVE_OUT_BROWSER}`);
    } else {
      steps.push({ kind: 'apt-install', packages });
    }
  }

  if (need.postgresUrl) {
    let url;
    try {
      url = new URL(need.postgresUrl);
    } catch {
      url = null;
    }
    if (!url || !/^postgres(ql)?:$/.test(url.protocol)) {
      problems.push(`TEST_DATABASE_URL must be a postgres:// URL (it is "${need.postgresUrl}")`);
    } else {
      const host = url.hostname;
      const port = Number(url.port || 5432);
      const where = `${host || 'localhost'}:${port}`;
      if (!(await probe.postgresReady(host || '127.0.0.1', port))) {
        const cluster = isLocalHost(host) ? probe.postgresCluster(port) : null;
        if (cluster && probe.root()) steps.push({ kind: 'start-postgres', ...cluster, host: host || '127.0.0.1', port });
        else if (cluster) problems.push(`PostgreSQL at ${where} (TEST_DATABASE_URL) is stopped: run "sudo pg_ctlcluster ${cluster.version} ${cluster.name} start", or unset TEST_DATABASE_URL`);
        else if (isLocalHost(host) && probe.debian()) problems.push(`no PostgreSQL answers at ${where} (TEST_DATABASE_URL): install it ("sudo apt-get install -y postgresql"), or unset TEST_DATABASE_URL`);
        else problems.push(`no PostgreSQL answers at ${where} (TEST_DATABASE_URL): start it, or unset TEST_DATABASE_URL`);
      }
    }
  }

  if (problems.length > 0) return { steps: [], stop: `npm test cannot run: ${problems.join('; ')}.` };
  return { steps };
};

const has = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;

/** The real machine. */
export const machineProbes = (env = process.env) => ({
  node: () => process.versions.node,
  nodeModules: () => fs.existsSync(path.join(root, 'node_modules/vitest/package.json')),
  chromiumPath: () => (env.CHROMIUM_PATH ? { path: env.CHROMIUM_PATH, fromEnv: true } : { path: DEFAULT_CHROMIUM, fromEnv: false }),
  executable: (file) => {
    try {
      fs.accessSync(file, fs.constants.X_OK);
      return fs.statSync(file).isFile();
    } catch {
      return false;
    }
  },
  cjkFont: () => {
    if (has('fc-list')) return spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' }).stdout.trim() !== '';
    return false;
  },
  debian: () => fs.existsSync('/etc/debian_version') && has('apt-get'),
  root: () => process.getuid?.() === 0,
  postgresReady: (host, port) =>
    new Promise((resolve) => {
      const socket = net.connect({ host, port, timeout: 2000 });
      const done = (ok) => {
        socket.destroy();
        resolve(ok);
      };
      socket.once('connect', () => done(true));
      socket.once('timeout', () => done(false));
      socket.once('error', () => done(false));
    }),
  postgresCluster: (port) => {
    if (!has('pg_lsclusters')) return null;
    const out = spawnSync('pg_lsclusters', ['-h'], { encoding: 'utf8' }).stdout ?? '';
    for (const line of out.split('\n')) {
      const [version, name, p] = line.trim().split(/\s+/);
      if (version && name && Number(p) === port) return { version, name };
    }
    return null;
  },
});

const sh = (cmd, args, env = {}) => {
  console.log(`$ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status === 0;
};

/** Takes the steps (installs, starts). */
const take = async (steps, probe) => {
  for (const step of steps) {
    if (step.kind === 'npm-install') sh('npm', ['install', '--no-audit', '--no-fund']);
    if (step.kind === 'apt-install') {
      const env = { DEBIAN_FRONTEND: 'noninteractive' };
      if (sh('apt-get', ['update', '-qq'], env)) sh('apt-get', ['install', '-y', '-qq', ...step.packages], env);
    }
    if (step.kind === 'start-postgres') {
      sh('pg_ctlcluster', ['--skip-systemctl-redirect', step.version, step.name, 'start']);
      for (let i = 0; i < 30 && !(await probe.postgresReady(step.host, step.port)); i++) await new Promise((r) => setTimeout(r, 1000));
    }
  }
};

/**
 * Finds or installs what the chosen suites need; answers null when all is there, else the one line saying what is
 * missing (nothing has run then). After installing, it looks again: what is still missing is reported, not retried.
 */
export const ensurePrereqs = async (need, probe = machineProbes()) => {
  const plan = await planPrereqs(need, probe);
  if (plan.stop) return plan.stop;
  if (plan.steps.length === 0) return null;
  await take(plan.steps, probe);
  const again = await planPrereqs(need, probe);
  if (again.stop) return again.stop;
  if (again.steps.length > 0) {
    const left = again.steps.map((s) => (s.kind === 'apt-install' ? s.packages.join(' ') : s.kind === 'npm-install' ? 'npm install' : `PostgreSQL ${s.version} ${s.name}`));
    return `npm test cannot run: installing or starting ${left.join(', ')} did not work (see above).`;
  }
  return null;
};
