import { checkDeps } from './scripts/lint-deps.mjs';
const r = await checkDeps({ targets: ['apps/h5/src/features/login'], outputType: 'json' });
const o = JSON.parse(r.output);
const m = o.modules.find((m) => m.source.endsWith('login/session.ts'));
console.log(JSON.stringify(m, null, 1).slice(0, 1500));
console.log(o.summary.ruleSetUsed ? 'rs' : 'no rs', JSON.stringify(o.summary).slice(0, 600));
console.log(JSON.stringify(o.summary.ruleSetUsed).slice(0, 400));
