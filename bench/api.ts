/**
 * API throughput for `npm run bench` and `npm run bench -- api` (about a minute): the real server under
 * autocannon, 10 connections, each call a form POST as the Niushop uni-app client sends it
 * (`application/x-www-form-urlencoded`, `app_type=h5&app_type_name=H5` plus the call's own fields).
 * Each figure is printed with its ratio to a baseline of the same run: the same server answering
 * `/api/health`, which runs one trivial query (measured before and after the others), so figures from a busy
 * machine stay comparable.
 * On PGlite always; on PostgreSQL too when DATABASE_URL is set (in a throwaway database
 * `mall_bench_<pid>`, dropped afterwards), where the goods list is also measured with two server processes
 * (`WORKERS=2`, docs/deploy.md) beside the one-process figure, sign-ins/s (bench/signin.ts) and seckill orders/s
 * with their oversell (bench/seckill.ts). Prints figures,
 * asserts nothing.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';
import { startServer, type RunningServer } from '../e2e/support/server';
import { measureWithdrawApply, WITHDRAW_BENCH_ADMIN_KEY } from './withdraw';
import { measureSignin } from './signin';
import { measureSeckill } from './seckill';

const CONNECTIONS = 10;
const SECONDS = Number(process.env.BENCH_SECONDS) || 5;

const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries({ app_type: 'h5', app_type_name: 'H5', ...fields }).map(([k, v]) => [k, String(v)])).toString();

interface Case {
  name: string;
  path: string;
  body: string;
  /** Target requests/s and p99 on PostgreSQL (the issue's figures); none for the baseline. */
  target?: { rps: number; p99: number; pgliteRps?: number };
}

const LIST_CASE: Case = {
  name: 'goods list /api/goodssku/page',
  path: '/api/goodssku/page',
  // The fields the client's goods list sends (pages/goods/list), sorted by sales.
  body: form({
    page: 1,
    page_size: 10,
    keyword: '',
    category_id: 0,
    min_price: '',
    max_price: '',
    is_free_shipping: 0,
    order: 'sale_num',
    sort: 'desc',
    coupon: 0,
    brand_id: 0,
    is_own: '',
    attr: '',
    site_id: 0,
  }),
  target: { rps: 3000, p99: 15, pgliteRps: 1000 },
};

const CASES: Case[] = [
  { name: 'baseline /api/health (select 1)', path: '/api/health', body: form({}) },
  LIST_CASE,
  { name: 'goods detail /api/goodssku/detail', path: '/api/goodssku/detail', body: form({ sku_id: 1 }), target: { rps: 2500, p99: 15 } },
  { name: 'start-up /api/config/init', path: '/api/config/init', body: form({}), target: { rps: 5000, p99: 15 } },
  {
    name: 'home page /api/diyview/info',
    path: '/api/diyview/info',
    body: form({ name: 'DIY_VIEW_INDEX', site_id: 0 }),
    target: { rps: 5000, p99: 15 },
  },
];

interface Figure {
  /** The server process's CPU time per answered request (user + system), when its pid is known. */
  cpuMs?: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}

const post = async (url: string, body: string, seconds: number): Promise<Figure> => {
  const r = await autocannon({
    url,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-encoding': 'gzip, deflate, br' },
    body,
  });
  return {
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx + r.timeouts,
    total: r.requests.total,
  } as Figure & { total: number };
};

/**
 * CPU time (user + system, ms) the process has used, from /proc (Linux); null elsewhere. Unlike req/s it hardly
 * moves with other work on the machine, so it compares runs on a busy machine.
 */
export const cpuMsOf = (pid: number | undefined): number | null => {
  if (!pid) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line (11 and 12 after the name), in clock ticks (100/s).
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
};

/** Figures of every case against one running server, each with its ratio to the baseline. */
const measure = async (base: string, c: Case, pid?: number): Promise<Figure> => {
  // Each answer must be a success before it is timed (a code < 0 would be a fast wrong answer).
  const res = await fetch(`${base}${c.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: c.body,
  });
  const answer = (await res.json()) as { code: number; message: string };
  if (answer.code < 0) throw new Error(`${c.path}: ${answer.message}`);
  await post(`${base}${c.path}`, c.body, 1); // warm-up
  const cpuBefore = cpuMsOf(pid);
  const f = (await post(`${base}${c.path}`, c.body, SECONDS)) as Figure & { total: number };
  const cpuAfter = cpuMsOf(pid);
  if (cpuBefore !== null && cpuAfter !== null && f.total > 0) f.cpuMs = (cpuAfter - cpuBefore) / f.total;
  return f;
};

const cpuText = (f: Figure) => (f.cpuMs === undefined ? '' : `, server CPU ${f.cpuMs.toFixed(3)} ms/request`);

interface Measured {
  baseline: Figure & { before: number; after: number };
  figures: { c: Case; f: Figure }[];
}

/**
 * Figures of the cases against one running server. The baseline is measured before and after the cases and the
 * mean taken, as other work on the machine comes and goes.
 */
const measureCases = async (base: string, cases: Case[], pid?: number): Promise<Measured> => {
  const baselineCase = CASES[0]!;
  const first = await measure(base, baselineCase, pid);
  const figures = [];
  for (const c of cases) figures.push({ c, f: await measure(base, c, pid) });
  const last = await measure(base, baselineCase, pid);
  return {
    baseline: {
      rps: Math.round((first.rps + last.rps) / 2),
      before: first.rps,
      after: last.rps,
      p50: Math.max(first.p50, last.p50),
      p99: Math.max(first.p99, last.p99),
      errors: first.errors + last.errors,
      cpuMs: first.cpuMs === undefined || last.cpuMs === undefined ? undefined : (first.cpuMs + last.cpuMs) / 2,
    },
    figures,
  };
};

const baselineLine = (label: string, m: Measured) =>
  `API ${label}, ${CASES[0]!.name}: ${m.baseline.rps} req/s (before ${m.baseline.before}, after ${m.baseline.after}), p99 ${m.baseline.p99} ms, errors ${m.baseline.errors}${cpuText(m.baseline)}`;

/** Figures of every case against one running server, each with its ratio to the baseline. */
export const measureApi = async (base: string, label: string, pid?: number): Promise<string[]> =>
  (await measureApiFigures(base, label, pid)).lines;

const measureApiFigures = async (base: string, label: string, pid?: number): Promise<{ lines: string[]; measured: Measured }> => {
  const measured = await measureCases(base, CASES.slice(1), pid);
  const lines = [baselineLine(label, measured)];
  for (const { c, f } of measured.figures) {
    const want = label === 'PGlite' ? c.target?.pgliteRps : c.target?.rps;
    const target = want ? `; target ≥ ${want} req/s${label === 'PGlite' ? '' : `, p99 ≤ ${c.target!.p99} ms`}` : '';
    lines.push(
      `API ${label}, ${c.name}: ${f.rps} req/s (${(f.rps / measured.baseline.rps).toFixed(2)} × baseline), p50 ${f.p50} ms, p99 ${f.p99} ms, errors ${f.errors}${cpuText(f)}${target}`,
    );
  }
  return { lines, measured };
};

/**
 * The goods list with two server processes on the port (cluster mode, `WORKERS=2`, docs/deploy.md), beside the
 * figure of one process (`oneRps`) measured on the same database just before.
 */
const measureTwoProcesses = async (base: string, oneRps: number): Promise<string[]> => {
  const label = 'PostgreSQL, 2 processes (WORKERS=2)';
  const measured = await measureCases(base, [LIST_CASE]);
  const { f } = measured.figures[0]!;
  return [
    baselineLine(label, measured),
    `API ${label}, ${LIST_CASE.name}: ${f.rps} req/s (${(f.rps / measured.baseline.rps).toFixed(2)} × baseline, ${(f.rps / oneRps).toFixed(2)} × 1 process), p50 ${f.p50} ms, p99 ${f.p99} ms, errors ${f.errors}`,
  ];
};

/** Runs `work` on a throwaway PostgreSQL database beside DATABASE_URL's (`mall_bench_<pid>`, dropped afterwards). */
const withPostgresDatabase = async <T>(databaseUrl: string, work: (url: string) => Promise<T>): Promise<T> => {
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  const name = `mall_bench_${process.pid}`;
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(databaseUrl);
  u.pathname = `/${name}`;
  try {
    return await work(u.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
};

/** Runs `work` against the real server started with `env`. */
const withServer = async <T>(env: Record<string, string>, work: (server: RunningServer) => Promise<T>): Promise<T> => {
  const server = await startServer(env);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
};

/** Runs `work` against the real server on a throwaway PostgreSQL database beside DATABASE_URL's. */
export const withPostgresServer = <T>(
  databaseUrl: string,
  work: (server: RunningServer) => Promise<T>,
  env: Record<string, string> = {},
  /** Runs on the new database before the server starts (e.g. a large seed). */
  prepare?: (url: string) => Promise<void>,
) =>
  withPostgresDatabase(databaseUrl, async (url) => {
    await prepare?.(url);
    return withServer({ ...env, DATABASE_URL: url }, work);
  });

/**
 * The API figures on PGlite, and on PostgreSQL when DATABASE_URL is set: there with one server process, then
 * the goods list with two (the same database, seeded once).
 */
export const apiFigures = async (): Promise<string[]> => {
  const lines: string[] = [];
  // An already running server (e.g. one started under --cpu-prof): BENCH_API_URL=http://127.0.0.1:8080.
  if (process.env.BENCH_API_URL) return measureApi(process.env.BENCH_API_URL, 'given server');
  if (process.env.DATABASE_URL) {
    await withPostgresDatabase(process.env.DATABASE_URL, async (url) => {
      const one = await withServer({ DATABASE_URL: url, ADMIN_API_KEY: WITHDRAW_BENCH_ADMIN_KEY }, async (s) => {
        const figures = await measureApiFigures(s.url, 'PostgreSQL', s.pid);
        const w = await measureWithdrawApply(s.url, SECONDS, CONNECTIONS);
        const ratio = (w.rps / figures.measured.baseline.rps).toFixed(2);
        figures.lines.push(
          `API PostgreSQL, withdrawal apply /api/memberwithdraw/apply: ${w.rps} req/s (${ratio}× baseline), p99 ${w.p99} ms, errors ${w.errors}`,
        );
        figures.lines.push(
          ...(await measureSeckill(s.url, url, WITHDRAW_BENCH_ADMIN_KEY, '1 process', figures.measured.baseline.rps, () => cpuMsOf(s.pid))),
        );
        return figures;
      });
      lines.push(...one.lines);
      lines.push(await withServer({ DATABASE_URL: url }, (s) => measureSignin(s.url, url)));
      const oneRps = one.measured.figures.find(({ c }) => c === LIST_CASE)!.f.rps;
      lines.push(...(await withServer({ DATABASE_URL: url, WORKERS: '2' }, (s) => measureTwoProcesses(s.url, oneRps))));
    });
  } else {
    lines.push('API on PostgreSQL (1 and 2 processes): skipped (set DATABASE_URL)');
  }
  lines.push(...(await withServer({}, (s) => measureApi(s.url, 'PGlite', s.pid))));
  return lines;
};

/**
 * `npm run bench -- seckill`: the seckill rushes alone, on a throwaway PostgreSQL database (DATABASE_URL), with one
 * server process and with two (`WORKERS=2`, docs/deploy.md).
 */
export const seckillFigure = async (): Promise<string[]> => {
  const databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) return ['seckill on PostgreSQL: skipped (set DATABASE_URL)'];
  return withPostgresDatabase(databaseUrl, async (url) => {
    const env = { DATABASE_URL: url, ADMIN_API_KEY: WITHDRAW_BENCH_ADMIN_KEY };
    const one = await withServer(env, async (s) => {
      // The machine's baseline in the same run (a rush is one burst, so the baseline is measured just before).
      const baseline = await measure(s.url, CASES[0]!, s.pid);
      return [
        `API PostgreSQL, ${CASES[0]!.name}: ${baseline.rps} req/s, p99 ${baseline.p99} ms${cpuText(baseline)}`,
        ...(await measureSeckill(s.url, url, WITHDRAW_BENCH_ADMIN_KEY, '1 process', baseline.rps, () => cpuMsOf(s.pid))),
      ];
    });
    const two = await withServer({ ...env, WORKERS: '2' }, (s) =>
      measureSeckill(s.url, url, WITHDRAW_BENCH_ADMIN_KEY, '2 processes (WORKERS=2)'),
    );
    return [...one, ...two];
  });
};
