// `npm test`: every suite — unit (node + H5 jsdom), API on PGlite, API on PostgreSQL when
// TEST_DATABASE_URL is set, browser journeys in Chromium — then one total line.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-test-'));
const only = process.argv.slice(2);

const suites = [
  { name: 'unit', args: ['--project', 'unit', '--project', 'h5'], env: {} },
  { name: 'api (PGlite)', args: ['--project', 'api'], env: { TEST_DB: 'pglite' } },
];
if (process.env.TEST_DATABASE_URL) {
  suites.push({ name: 'api (PostgreSQL)', args: ['--project', 'api'], env: { TEST_DB: 'pg' } });
}
suites.push({ name: 'e2e (Chromium)', args: ['--project', 'e2e'], env: {} });

let passed = 0;
let failed = 0;
const lines = [];
for (const [i, suite] of suites.entries()) {
  if (only.length && !only.some((o) => suite.name.startsWith(o))) continue;
  const report = path.join(out, `report-${i}.json`);
  console.log(`\n=== ${suite.name} ===`);
  const r = spawnSync(
    'npx',
    ['vitest', 'run', ...suite.args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    { cwd: root, stdio: 'inherit', env: { ...process.env, ...suite.env } },
  );
  let p = 0;
  let f;
  if (fs.existsSync(report)) {
    const json = JSON.parse(fs.readFileSync(report, 'utf8'));
    p = json.numPassedTests ?? 0;
    f = (json.numFailedTests ?? 0) + (r.status !== 0 && json.numFailedTests === 0 ? 1 : 0);
  } else {
    f = 1; // the runner itself failed before reporting
  }
  passed += p;
  failed += f;
  lines.push(`${suite.name}: ${p} passed, ${f} failed`);
}
console.log('\n' + lines.join('\n'));
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
