import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each module writes only the tables its own `<m>.tables.ts` files define; another module's rows change
 * through a function that module exports (taking the caller's transaction). This scans module sources for
 * drizzle writes (`.update(T)`, `.insert(T)`, `.delete(T)`) of a table imported from another module, and for
 * raw SQL writes (`update goods ...`, `update ${member} ...`) naming another module's table. Tests and
 * `testing.ts` (seed helpers) may write anywhere.
 */

type Source = { path: string; module: string; text: string };
type Owner = { module: string; table: string };

const TABLE = /export const (\w+) = pgTable\(\s*'(\w+)'/g;
const IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'\.\.\/(\w+)(?:\/[^']*)?'/g;
const ORM_WRITE = /\.(update|insert|delete)\(\s*(\w+)\s*\)/g;
const SQL_WRITE = /\b(?:update|insert\s+into|delete\s+from)\s+(?:\$\{\s*(\w+)\s*\}|(\w+))/gi;

/** Table owners by drizzle export name and by database name. */
export const tableOwners = (sources: Source[]) => {
  const byExport = new Map<string, Owner>();
  const byDbName = new Map<string, Owner>();
  for (const s of sources.filter((x) => x.path.endsWith('.tables.ts'))) {
    for (const m of s.text.matchAll(TABLE)) {
      byExport.set(`${s.module}:${m[1]}`, { module: s.module, table: m[1]! });
      byDbName.set(m[2]!, { module: s.module, table: m[1]! });
    }
  }
  return { byExport, byDbName };
};

/** `file: writes <module>.<table>` for every write of another module's table. */
export const foreignWrites = (sources: Source[]): string[] => {
  const { byExport, byDbName } = tableOwners(sources);
  const found: string[] = [];
  for (const s of sources) {
    if (/\.test\.ts$|\/testing\.ts$/.test(s.path)) continue;
    const foreign = new Map<string, Owner>();
    for (const m of s.text.matchAll(IMPORT)) {
      if (m[2] === s.module) continue;
      for (const spec of m[1]!.split(',')) {
        const [imported, local] = spec
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)
          .map((x) => x.trim());
        const owner = imported ? byExport.get(`${m[2]}:${imported}`) : undefined;
        if (owner) foreign.set(local ?? imported!, owner);
      }
    }
    const report = (o: Owner | undefined) => {
      if (o && o.module !== s.module) found.push(`${s.path}: writes ${o.module}.${o.table}`);
    };
    for (const m of s.text.matchAll(ORM_WRITE)) report(foreign.get(m[2]!));
    for (const m of s.text.matchAll(SQL_WRITE)) report(m[1] ? foreign.get(m[1]) : byDbName.get(m[2]!));
  }
  return [...new Set(found)];
};

const modulesDir = __dirname;
const moduleSources = (): Source[] =>
  readdirSync(modulesDir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(join(modulesDir, d.name), { recursive: true, encoding: 'utf8' })
        .filter((f) => f.endsWith('.ts'))
        .map((f) => {
          const full = join(modulesDir, d.name, f);
          return { path: relative(join(modulesDir, '../../../..'), full), module: d.name, text: readFileSync(full, 'utf8') };
        }),
    );

describe('table ownership', () => {
  it('no module writes a table another module defines', () => {
    expect(foreignWrites(moduleSources())).toEqual([]);
  });

  it('finds drizzle and raw SQL writes of a foreign table, and lets the owner write its own', () => {
    const tables = (module: string, body: string): Source => ({ path: `m/${module}/${module}.tables.ts`, module, text: body });
    const sources: Source[] = [
      tables('goods', "export const goods = pgTable('goods', {});\nexport const goodsSku = pgTable(\n  'goods_sku', {});"),
      tables('member', "export const member = pgTable('member', {});"),
      {
        path: 'm/collect/collect.service.ts',
        module: 'collect',
        text: [
          "import { goods as g, goodsSku } from '../goods';",
          "import { type member } from '../member/member.tables';",
          'await tx.update(g).set({});',
          'await tx.select().from(goodsSku);',
          'await db.execute(sql`update goods_sku set stock = 0`);',
          'await db.execute(sql`delete from ${member} where x`);',
          '// a guarded UPDATE and more, FOR UPDATE SKIP LOCKED',
        ].join('\n'),
      },
      { path: 'm/goods/goods.service.ts', module: 'goods', text: "import { goods } from './goods.tables';\ntx.update(goods);" },
      { path: 'm/collect/collect.api.test.ts', module: 'collect', text: "import { goods } from '../goods';\ntx.delete(goods);" },
    ];
    expect(foreignWrites(sources)).toEqual([
      'm/collect/collect.service.ts: writes goods.goods',
      'm/collect/collect.service.ts: writes goods.goodsSku',
      'm/collect/collect.service.ts: writes member.member',
    ]);
  });
});
