import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import importCycles from './scripts/lint/importCycles.mjs';

/**
 * DESIGN §3: imports point one way, routes → (machines, ui, services) → (domain, lib); lib imports nothing. The demo
 * backend is given what it needs from the app by main.tsx; its own pages render the app's ui. ui reaches machines
 * only for view types: see `viewTypesOnly`.
 */
const layers = {
  demo: ['./src/routes', './src/machines'],
  domain: ['./src/machines', './src/services', './src/ui', './src/routes', './src/demo'],
  machines: ['./src/services', './src/ui', './src/routes', './src/demo'],
  ui: ['./src/services', './src/routes', './src/demo'],
  services: ['./src/machines', './src/ui', './src/routes', './src/demo'],
  lib: ['./src/domain', './src/machines', './src/services', './src/ui', './src/routes', './src/demo'],
};

/**
 * DESIGN §3: ui declares no view type of its own; it imports the selector's, as types only. Of src/machines, ui
 * may import only `*.view.ts` (this zone), and from those only with `import type` (the ui rule below).
 */
const viewTypesOnly = {
  target: './src/ui',
  from: './src/machines/**',
  except: ['**/src/machines/*.view.ts'],
  message: 'DESIGN §3: src/ui imports only view types, with `import type` from machines/*.view.ts.',
};

const banPackages = (names, message, ...more) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ group: names, message }, ...more] }],
});

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-topology',
      'dist-e2e-topology',
      'dist-e2e-production',
      'test-artifacts',
      'node_modules',
      'public/mockServiceWorker.js',
      'docs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, local: importCycles },
    settings: { 'import-x/resolver': { typescript: true, node: true } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      'local/no-import-cycles': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...Object.entries(layers).map(([layer, from]) => ({
              target: `./src/${layer}`,
              from,
              message: `DESIGN §3: src/${layer} may not import this layer.`,
            })),
            viewTypesOnly,
          ],
        },
      ],
    },
  },
  {
    files: ['src/machines/**'],
    rules: banPackages(
      ['react', 'react-*', '@xstate/react', 'ofetch', 'msw', 'msw/*', '@mantine/*'],
      'Machines are pure: xstate and types only.',
    ),
  },
  {
    files: ['src/ui/**'],
    rules: banPackages(['xstate', '@xstate/*', 'ofetch', 'msw', 'msw/*', 'react-router*'], 'UI is props-only.', {
      regex: '/machines/[^/]+\\.view$',
      allowTypeImports: true,
      message: viewTypesOnly.message,
    }),
  },
  {
    files: ['src/services/**'],
    rules: banPackages(
      ['react', 'react-*', '@xstate/react', 'xstate', 'msw', 'msw/*', '@mantine/*'],
      'Services never import React, machines or the demo.',
    ),
  },
  {
    files: ['src/domain/**'],
    rules: banPackages(
      ['react', 'react-*', 'xstate', '@xstate/*', 'ofetch', 'msw', 'msw/*', '@mantine/*'],
      'The domain is types and pure decoders (valibot).',
    ),
  },
  {
    files: ['src/lib/**'],
    rules: banPackages(['*'], 'lib is pure TypeScript with no dependencies.'),
  },
  {
    files: ['src/**'],
    ignores: ['src/demo/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^msw/]',
          message: 'msw is imported only by src/demo, so it never reaches the production bundle.',
        },
      ],
    },
  },
);
