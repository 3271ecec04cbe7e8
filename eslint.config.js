import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import boundaries from './eslint/boundaries.js';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/build/**', '**/dist/**', '**/.react-router/**', 'test-results/**', '.data/**', 'packages/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { boundaries },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'boundaries/imports': 'error',
    },
  },
  {
    files: ['apps/web/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: 'react-i18next', importNames: ['useTranslation'], message: "Use app/i18n/use-translation.ts (cheaper per render)." }],
      }],
    },
  },
);
