import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const API_PATH = String.raw`/^\x2F(api|[a-z]+\x2Fapi)\x2F/`;
const API_PATH_MESSAGE = 'Call the API through its contract endpoint: api.call(endpoint, params), not a path string.';
/** String and template literals that start like an API path (`/api/…`, `/wechat/api/…`). */
export const H5_API_PATH_RULES = [
  { selector: `Literal[value=${API_PATH}]`, message: API_PATH_MESSAGE },
  { selector: `TemplateElement[value.raw=${API_PATH}]`, message: API_PATH_MESSAGE },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/artifacts/**', 'apps/server/migrations/**', 'scripts/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty-pattern': 'off',
    },
  },
  {
    // Type-aware rules on the code the workspaces' tsconfigs cover: promises that are dropped, handed to a place
    // expecting a plain value, or awaited when they are not promises.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts', 'e2e/**/*.ts', 'bench/**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['apps/h5/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The app has its own small router and translator (shared/lib/router, i18n/react): the first screen
      // stays light only if nothing pulls the general-purpose libraries back in.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-router', message: "Use the app's router: shared/lib/router." },
            { name: 'react-router-dom', message: "Use the app's router: shared/lib/router." },
            { name: 'react-i18next', message: 'Use useTranslation from i18n/react.' },
            { name: 'i18next', message: 'Use the translator from i18n (default export).' },
          ],
        },
      ],
    },
  },
  {
    // API paths live in the contract's endpoint declarations; a path typed in the app skips the declared params
    // and answer type. `\x2F` stands for `/`, which a selector's regular expression cannot hold.
    files: ['apps/h5/src/**/*.{ts,tsx}'],
    ignores: ['apps/h5/src/**/*.test.{ts,tsx}', 'apps/h5/src/features/testing/**', 'apps/h5/src/shared/lib/request.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...H5_API_PATH_RULES],
    },
  },
);
