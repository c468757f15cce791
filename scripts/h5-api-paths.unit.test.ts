import path from 'node:path';
import { ESLint, Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { H5_API_PATH_RULES } from '../eslint.config.js';

const root = path.join(import.meta.dirname, '..');

/** The H5's ban on API path strings: it must catch a path typed in the app and leave other text alone. */
describe('H5 API path rule', () => {
  const linter = new Linter({ configType: 'flat' });
  const lint = (code: string): string[] =>
    linter
      .verify(
        code,
        [
          {
            files: ['**/*.ts'],
            languageOptions: { parser: tseslint.parser },
            rules: { 'no-restricted-syntax': ['error', ...H5_API_PATH_RULES] },
          },
        ],
        'snippet.ts',
      )
      .map((m) => m.message);

  it('reports string and template literals that start like an API path', () => {
    expect(lint("export const a = http.post('/api/goodsevaluate/add', {});")).toHaveLength(1);
    expect(lint("export const b = '/wechat/api/wechat/authcodetoopenid';")).toHaveLength(1);
    expect(lint('export const c = (n: string) => `/api/upload/${n}`;')).toHaveLength(1);
    expect(lint("export const d = '/api/x';")[0]).toMatch(/api\.call\(endpoint/);
  });

  it('leaves page paths, comments and other text alone', () => {
    expect(lint("export const a = '/pages/order/detail/detail'; // see `/api/order/detail`")).toEqual([]);
    expect(lint("export const b = 'api/x'; export const c = `${base}/path`;")).toEqual([]);
  });

  it('applies to the app code, not to its tests or the request client', async () => {
    const eslint = new ESLint({ cwd: root });
    const ruleFor = async (file: string) => ((await eslint.calculateConfigForFile(file)) as Linter.Config).rules?.['no-restricted-syntax'];
    expect(await ruleFor('apps/h5/src/features/goods/detail.api.ts')).toBeTruthy();
    expect(await ruleFor('apps/h5/src/features/goods/detail.api.test.ts')).toBeUndefined();
    expect(await ruleFor('apps/h5/src/shared/lib/request.ts')).toBeUndefined();
  });
});
