import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'e2e/artifacts/**', 'apps/server/migrations/**'] },
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
