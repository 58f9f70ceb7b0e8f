// `npm run lint` (also a step of `npm test`): TypeScript, React hooks and accessibility rules for every workspace,
// and the team boundaries of ARCHITECTURE.md as import rules. Formatting is Prettier's (.prettierrc.json);
// eslint-config-prettier switches off every rule that would argue with it.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import remoteWorkspaces from './scripts/remoteWorkspaces.cjs';
import apiModules from './api/lint/moduleBoundaries.cjs';
import waitingToMove from './api/lint/waitingToMove.cjs';

// Every mf-<name> workspace of package.json, so a new remote is born inside the team boundaries.
const REMOTES = remoteWorkspaces.REMOTE_WORKSPACES;
const APPS = ['shell', ...REMOTES];

/** @storefront/shared's public entry points, as its package.json `exports` names them. */
const SHARED_ENTRY_POINTS = Object.keys(JSON.parse(readFileSync(new URL('./shared/package.json', import.meta.url), 'utf8')).exports).map((entry) =>
  entry === '.' ? '@storefront/shared' : `@storefront/shared/${entry.slice(2)}`,
);

/**
 * One team boundary: files under `target` may not import anything under the `from` workspaces. Imports are checked by
 * the file they resolve to, so `../../mf-catalog/src/x` and `@storefront/mf-catalog` are both caught, and
 * a folder inside a workspace that bears another workspace's name is not. The message names the rule broken.
 */
const boundary = (target, from, rule) => from.map((workspace) => ({ target: `./${target}`, from: `./${workspace}`, message: `Team boundary: ${rule}` }));

/** The API's entry points for the release tool, as api/package.json `exports` names them (./releases, ./releases/database). */
const API_EXPORTS = JSON.parse(readFileSync(new URL('./api/package.json', import.meta.url), 'utf8')).exports;
const API_RELEASE_ENTRIES = Object.keys(API_EXPORTS).filter((entry) => entry.startsWith('./releases'));

const BOUNDARIES = [
  ...REMOTES.flatMap((remote) =>
    boundary(
      remote,
      [...APPS.filter((app) => app !== remote), 'api', 'e2e'],
      `a remote imports only its own src, @storefront/shared and packages, never another app (${remote})`,
    ),
  ),
  ...boundary('shell', [...REMOTES, 'api', 'e2e'], "the shell imports no remote's source: remotes reach it through Module Federation"),
  ...boundary('shared', [...APPS, 'api', 'e2e'], 'shared imports no app: every app depends on shared, never the reverse'),
  ...boundary('api', [...APPS, 'e2e'], 'the API imports no frontend source except the contracts in @storefront/shared and the page start-up'),
  ...boundary('api', ['tools'], 'the API imports no tool: the release tool depends on the API, never the reverse'),
  ...boundary('tools', [...APPS, 'startup', 'e2e'], 'the release tool imports no app: it builds a remote with webpack and reads its build'),
  {
    target: './tools',
    from: './api',
    except: API_RELEASE_ENTRIES.map((entry) => API_EXPORTS[entry]),
    message: `Team boundary: the release tool imports the API only through its entry points for it (${API_RELEASE_ENTRIES.map((entry) => `@storefront/api/${entry.slice(2)}`).join(', ')})`,
  },
  ...boundary(
    'startup',
    [...APPS, 'shared', 'api', 'e2e'],
    "the page's start-up imports nothing of the apps, the store or the API: the inline loader runs before any of them",
  ),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'coverage/**',
      'data/**',
      'screenshots/**',
      'bench/results/**',
      '.release-test-*/**',
      '.e2e-data/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Unused arguments named with a leading underscore say "deliberately unused" (callbacks with a fixed shape).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Scripts that drive a browser: their page.evaluate callbacks run there.
    files: ['bench/**/*.mjs', 'scripts/screenshots.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: [...APPS, 'shared'].map((dir) => `${dir}/src/**/*.tsx`),
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    // The two classic hook rules; version 7's React Compiler rules are for code the compiler builds, which this is not.
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A label wrapping its control may hold the text a few elements deep (a tier's name and price in the license cards).
      'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', depth: 4 }],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'webpack/*.test.js', 'bench/*.test.mjs', 'api/test/**/*.ts', 'jest/**/*'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    // Playwright reads a fixture's dependencies from its first parameter, which must be an object pattern, even `{}`.
    files: ['e2e/**/*.ts'],
    rules: { 'no-empty-pattern': ['error', { allowObjectPatternsAsParameters: true }] },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: BOUNDARIES }],
      // A module that imports itself back through others loads half-initialised; type-only imports are erased and exempt.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // Apps, the API and the e2e suite are not packages anyone imports by name; code they share lives in shared.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // Any @storefront/ name but shared, the start-up and the build config (and their subpaths), and the API's
              // entry points for the release tool (exactly those).
              regex: `^@storefront/(?!(shared|startup|webpack)(/|$)|(${API_RELEASE_ENTRIES.map((entry) => `api/${entry.slice(2)}`).join('|')})$)`,
              message:
                "Team boundary: only @storefront/shared, the page start-up (@storefront/startup), the build config and the API's entry points for the release tool are imported by package name; apps, tools and the rest of the API are not libraries.",
            },
            {
              // A file inside shared, by package path or relatively from outside it (its exports map refuses the former too).
              regex: '^@storefront/shared/src(/|$)|(^|/)shared/src(/|$)',
              message: `Import @storefront/shared through its public entry points only: ${SHARED_ENTRY_POINTS.join(', ')} (shared/package.json "exports").`,
            },
          ],
        },
      ],
    },
  },
  {
    // The API's schemas are TypeBox values: browser code takes only their types, so TypeBox never reaches a page.
    files: [...APPS, 'shared'].map((dir) => `${dir}/src/**/*.{ts,tsx}`),
    ignores: ['shared/src/schemas/**', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(typebox|@storefront/shared/schemas)(/|$)|^\\.\\.?/(.*/)?schemas(/|$)',
              allowTypeImports: true,
              message: "Browser code imports the API's schemas with `import type` only: TypeBox stays on the server (decision 0022).",
            },
          ],
        },
      ],
    },
  },
  {
    // The API's modules own their tables: a module imports only its own tables file (decision 0071). Tests may seed
    // any table. The files listed in api/lint/waitingToMove.cjs are waiting to move; that list only shrinks.
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.test.ts', ...Object.keys(waitingToMove.READS_OTHER_MODULES_TABLES)],
    plugins: { 'api-modules': apiModules },
    rules: { 'api-modules/own-tables-only': 'error' },
  },
  {
    // Route files validate, call their module's service and answer: no SQL, tables or query builder (decision 0071).
    files: ['api/src/**/*Routes.ts', 'api/src/**/*Route.ts'],
    ignores: Object.keys(waitingToMove.ROUTES_WITH_QUERIES),
    plugins: { 'api-modules': apiModules },
    rules: { 'api-modules/no-sql-in-routes': 'error' },
  },
  prettier,
);
