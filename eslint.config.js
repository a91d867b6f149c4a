import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { layoutZones } from './eslint.layout.js';
import { moduleCyclesRule } from './lint/module-cycles.js';
import { endpointCallsRule } from './lint/endpoint-calls.js';

/** The repository's own rules (lint/). */
const haat = {
  rules: {
    'endpoint-calls': endpointCallsRule,
    'no-module-cycle': moduleCyclesRule,
  },
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/dist-react-dev/**',
      'data/**',
      'apps/server/src/db/migrations/**',
      'test-results/**',
      'playwright-report/**',
      // Sources that break the layout's rules on purpose (lint/layout.test.ts lints them).
      'lint/fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The layout's rules (issue 25): which folder may import which, and no import cycles. Paths
    // are resolved as TypeScript does (the web app's @/ alias included).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files the cycle check reads, and with which parser.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          noWarnOnMultipleProjects: true,
          project: [
            'apps/web/tsconfig.json',
            'apps/server/tsconfig.json',
            'packages/shared/tsconfig.json',
          ],
        }),
      ],
    },
    rules: {
      // A host loaded with import() on first use (web lib/lazy-host.ts) reads back the module
      // that loaded it: that module has run by then, so such a loop is not counted.
      'import-x/no-cycle': [
        'error',
        { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true },
      ],
    },
  },
  {
    // Tests and their fixtures may set up another module's or feature's records the way that
    // module's own tests do.
    files: ['**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-*.ts', '**/src/test/**'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layoutZones(import.meta.dirname) }],
    },
  },
  {
    // The web app calls the API through the endpoint contract only (lint/endpoint-calls.js): its
    // answer types are inferred from the contract's schemas, so none is written by hand.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-*.ts', '**/src/test/**'],
    plugins: { haat },
    rules: { 'haat/endpoint-calls': 'error' },
  },
  {
    // No import cycle between the server's module folders, which import-x/no-cycle (file by file)
    // cannot see (lint/module-cycles.js); its fixture is linted by lint/layout.test.ts.
    files: ['apps/server/src/modules/**/*.ts', 'lint/fixtures/module-cycle/**/*.ts'],
    ignores: ['**/*.test.ts', '**/test-*.ts'],
    plugins: { haat },
    rules: { 'haat/no-module-cycle': 'error' },
  },
  {
    // Tests read JSON answers whose shape each assertion states for itself.
    files: ['**/*.test.{ts,tsx}', '**/src/test/**', 'e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
