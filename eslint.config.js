// @ts-check
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Browser and platform APIs the machines and domain packages must never touch (ARCHITECTURE.md). */
const platformGlobals = [
  'window',
  'document',
  'navigator',
  'localStorage',
  'sessionStorage',
  'indexedDB',
  'fetch',
  'XMLHttpRequest',
  'WebSocket',
  'location',
  'history',
].map((name) => ({ name, message: 'Platform-free package: inject this (an action or actor in @showroom/machines).' }));

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'storybook-static/**',
      'coverage/**',
      '**/__screenshots__/**',
      '.vitest-attachments/**',
      '!.storybook',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The hooks rules wherever React code may live: components, and the `.ts` hooks, stores and
    // services beside them. Not the server, the machines, the API package, the journeys or the
    // scripts: they hold no React, and their `use…` names (Playwright's `use`, Fastify's
    // `useEmailVerification`) are not hooks.
    files: ['**/*.tsx', 'apps/storefront/src/**/*.ts', 'packages/ui/src/**/*.ts', '.storybook/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'jsx-a11y': jsxA11y },
    rules: jsxA11y.flatConfigs.strict.rules,
  },
  ...storybook.configs['flat/recommended'],
  {
    files: ['packages/ui/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@showroom/*', '!@showroom/domain'],
              message: '@showroom/ui depends on no workspace package but @showroom/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/machines/src/**'],
    ignores: ['packages/machines/src/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...platformGlobals],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', '@showroom/*', '!@showroom/domain'],
              message: '@showroom/machines imports no React and no workspace package but @showroom/domain.',
            },
            { group: ['node:*', 'fs', 'http', 'https', 'net'], message: '@showroom/machines is platform-free.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/api/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*'], message: '@showroom/api imports no React.' },
            {
              group: ['@showroom/*', '!@showroom/domain'],
              message: '@showroom/api imports no workspace package but @showroom/domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/emails/src/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@showroom/*', '!@showroom/domain'],
              message:
                "@showroom/emails uses no workspace package but @showroom/domain (mail clients drop the design system's style sheets).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/domain/src/**'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    rules: {
      'no-restricted-globals': ['error', ...platformGlobals],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^[^.]',
              message: '@showroom/domain imports nothing: its rules are plain TypeScript that every package may use.',
            },
          ],
        },
      ],
    },
  },
  {
    // The CommonJS consumer of the packed packages (scripts/check-packages.mjs): require() is its point.
    files: ['scripts/fixtures/package-consumer/*.cjs', 'scripts/fixtures/package-consumer/*.cts'],
    languageOptions: { globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  prettier,
);
