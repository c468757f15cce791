// `npm test`: every suite — unit (node + H5 jsdom), API on PGlite, API on PostgreSQL when
// TEST_DATABASE_URL is set, browser journeys in Chromium — then each suite's count and time and one total line.
// `npm test -- unit` (or api, e2e) runs the suites whose name starts with that word. What the chosen suites need
// (packages, Chromium and a CJK font, PostgreSQL) is found or installed first (scripts/test-prereqs.mjs).
import './node-check.mjs';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePrereqs } from './test-prereqs.mjs';

const root = path.resolve(import.meta.dirname, '..');
const only = process.argv.slice(2);

/** `2m 10s`, `45s`. */
const duration = (ms) => {
  const s = Math.round(ms / 1000);
  return s >= 60 ? `${Math.floor(s / 60)}m ${String(s % 60).padStart(2, '0')}s` : `${s}s`;
};

const all = [
  { name: 'unit', args: ['--project', 'unit', '--project', 'h5*'], env: {} },
  { name: 'api (PGlite)', args: ['--project', 'api'], env: { TEST_DB: 'pglite' } },
];
if (process.env.TEST_DATABASE_URL) {
  all.push({ name: 'api (PostgreSQL)', args: ['--project', 'api'], env: { TEST_DB: 'pg' }, postgres: true });
}
all.push({ name: 'e2e (Chromium)', args: ['--project', 'e2e'], env: {}, browser: true });
const suites = all.filter((s) => !only.length || only.some((o) => s.name.startsWith(o)));
if (suites.length === 0) {
  console.error(`No suite's name starts with ${only.join(' or ')}: the suites are ${all.map((s) => s.name).join(', ')}.`);
  process.exit(1);
}

const stop = await ensurePrereqs({
  browser: suites.some((s) => s.browser),
  postgresUrl: suites.some((s) => s.postgres) ? process.env.TEST_DATABASE_URL : undefined,
});
if (stop) {
  console.error(stop);
  process.exit(1);
}

const out = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-test-'));
const started = Date.now();
let passed = 0;
let failed = 0;
const lines = [];
/** What failed, named again after the totals: a long log is often read from its end only. */
const failures = [];
/** The first lines of a failure message, indented under its test's name. */
const head = (text) =>
  String(text ?? '')
    .split('\n')
    .slice(0, 6)
    .join('\n    ');
/** Each failed test's name and the first lines of its message; a file that failed outside any test, its message. */
const failuresOf = (suite, json) => {
  const found = [];
  for (const file of json.testResults ?? []) {
    const rel = path.relative(root, file.name ?? '');
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) {
      found.push(`[${suite}] ${rel} > ${t.fullName}\n    ${head(t.failureMessages?.[0])}`);
    }
    if (failedTests.length === 0 && file.status === 'failed') {
      found.push(`[${suite}] ${rel}: ${head(file.message)}`);
    }
  }
  return found;
};
for (const [i, suite] of suites.entries()) {
  const report = path.join(out, `report-${i}.json`);
  console.log(`\n=== ${suite.name} ===`);
  const t0 = Date.now();
  const r = spawnSync('npx', ['vitest', 'run', ...suite.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...suite.env },
  });
  let p = 0;
  let f;
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    p = json.numPassedTests ?? 0;
    f = (json.numFailedTests ?? 0) + (r.status !== 0 && json.numFailedTests === 0 ? 1 : 0);
    const found = failuresOf(suite.name, json);
    failures.push(...found);
    if (r.status !== 0 && found.length === 0) {
      failures.push(`[${suite.name}] vitest exited with ${r.status} without a failed test: an unhandled error, see above`);
    }
  } else {
    f = 1; // the runner itself failed before reporting
    failures.push(`[${suite.name}] vitest exited with ${r.status} before writing its report`);
  }
  passed += p;
  failed += f;
  lines.push(`${suite.name}: ${p} passed, ${f} failed (${duration(Date.now() - t0)})`);
}
fs.rmSync(out, { recursive: true, force: true });
if (failures.length) console.log('\nFailed:\n' + failures.join('\n'));
console.log('\n' + lines.join('\n'));
console.log(`${passed} passed, ${failed} failed (${duration(Date.now() - started)})`);
process.exit(failed > 0 ? 1 : 0);
