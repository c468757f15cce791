import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

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
);
