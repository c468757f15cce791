import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkDeps } from './lint-deps.mjs';

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
}

/** The import rules, run on a small tree laid out like the repo: they must catch what they forbid. */
describe('import rules', () => {
  it('report a cycle, a deep import into a feature or module, and shared code importing a feature', async () => {
    const result = await checkDeps({
      baseDir: path.join(import.meta.dirname, 'fixtures/deps'),
      targets: ['apps'],
      outputType: 'json',
    });
    const { summary } = JSON.parse(result.output) as { summary: { error: number; violations: Violation[] } };
    const found = summary.violations.map((v) => `${v.rule.name}: ${v.from} → ${v.to}`);

    expect(found).toContain('no-circular: apps/h5/src/features/a/a.ts → apps/h5/src/features/b/b.ts');
    expect(found).toContain('h5-feature-face: apps/h5/src/features/a/a.ts → apps/h5/src/features/b/b.ts');
    expect(found).toContain('server-module-face: apps/server/src/modules/m/service.ts → apps/server/src/modules/n/inner.ts');
    expect(found).toContain('h5-shared-stays-below: apps/h5/src/shared/s.ts → apps/h5/src/features/a/index.ts');
    // through the face is allowed, and a cycle of type-only imports is not a cycle
    expect(found.filter((v) => v.includes('→ apps/server/src/modules/n/index.ts'))).toEqual([]);
    expect(found.filter((v) => v.includes('features/c/'))).toEqual([]);
    expect(summary.error).toBe(found.length);
  });
});
