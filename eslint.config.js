import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The API's modules by layer, lowest first (docs/architecture.md): a module may use the modules
 * of the layers below its own, never those of its own layer or above, so no two modules depend on
 * each other however many files lie between them.
 */
const apiModuleLayers = [
  ['mail', 'jobs', 'ledger', 'audit'],
  ['notifications'],
  ['catalog', 'areas', 'health', 'dev-clock', 'receipts'],
  ['auth', 'payments'],
  ['availability', 'social-sign-in', 'tutor-subjects', 'wallet', 'operators', 'tutor-applications'],
  ['booking'],
  [
    'account',
    'contact',
    'family',
    'messaging',
    'tutors',
    'payouts',
    'people',
    'disputes',
    'calendar-feed',
  ],
  ['drawn-pages', 'reports', 'overview'],
];
const apiModules = './apps/api/src/modules';
const unplacedModules = readdirSync(new URL(apiModules, import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !apiModuleLayers.flat().includes(entry.name))
  .map((entry) => entry.name);
if (unplacedModules.length > 0) {
  throw new Error(
    `eslint.config.js: place the API module(s) ${unplacedModules.join(', ')} in apiModuleLayers`,
  );
}
/**
 * The files of auth that other modules may use: users, passwords, emailed tokens, photos, the
 * refresh cookie, the demo accounts. Its sessions, registration, limits and routes are its own,
 * except to social sign-in, which builds on them.
 */
const authSurface = [
  'account-emails.ts',
  'auth.repo.ts',
  'avatar-url.ts',
  'demo-accounts.seed.ts',
  'demo-accounts.ts',
  'minimum-duration.ts',
  'one-time-tokens.ts',
  'passwords.ts',
  'profile-photo-upload.ts',
  'profile-photo.ts',
  'session-cookie.ts',
  'user-model.ts',
];
const authSurfaceOf = (module) =>
  module === 'social-sign-in' || module === 'operators'
    ? [
        ...authSurface,
        'auth.limits.ts',
        'register-form.ts',
        'registration.service.ts',
        'session.service.ts',
      ]
    : authSurface;
/**
 * Where the API's queries live (docs/architecture.md, "Where queries live"): only `*.repo.ts`
 * files query (a module's, or a plugin's), so every other file reaches the database through
 * them. Tests, their clients and fixtures, seeds and the test helpers may write rows directly.
 */
const queryingFiles = [
  '**/*.repo.ts',
  '**/*.test.ts',
  '**/*.test-client.ts',
  '**/*.fixtures.ts',
  '**/*.seed.ts',
  '**/test-helpers.ts',
];
const queriesMessage =
  'Queries live in *.repo.ts files (docs/architecture.md): call the module’s repository instead.';
/** Importing a table or an operator of drizzle's; a type (UserRow, SQL) may still be named. */
const queryImports = [
  {
    // Its errors are no query: the error log names a failed one.
    regex: '^drizzle-orm(/(?!errors$).*)?$',
    allowTypeImports: true,
    message: queriesMessage,
  },
  { group: ['**/db/schema', '**/db/schema/*'], allowTypeImports: true, message: queriesMessage },
];
/** The query builders' chains, whatever table they were handed. */
const queryCalls = [
  "CallExpression[callee.property.name='from'][callee.object.callee.property.name=/^select(Distinct(On)?)?$/]",
  "CallExpression[callee.property.name='values'][callee.object.callee.property.name='insert']",
  "CallExpression[callee.property.name='set'][callee.object.callee.property.name='update']",
  "CallExpression[callee.property.name='where'][callee.object.callee.property.name='delete']",
  "CallExpression[callee.property.name='execute']",
  "CallExpression[callee.property.name=/^find(First|Many)$/][callee.object.object.property.name='query']",
].map((selector) => ({ selector, message: queriesMessage }));
/** Due work is registered by the module's `*.jobs.ts`, which app.ts calls; never by its routes. */
const jobRegistrations = [
  {
    selector: "CallExpression[callee.property.name='registerJobHandler']",
    message:
      'A module registers its job handlers in its <module>.jobs.ts, called from app.ts (docs/architecture.md).',
  },
];
/**
 * A Fastify plugin is given its name: fastify-plugin names an unnamed one from a stack trace,
 * which the tests' global setup, loading the app through Vite's module runner with its module
 * cache, cannot make (vitest.config.ts); a name also says which plugin a dependency means.
 */
const unnamedPlugins = [
  {
    selector: "CallExpression[callee.name='fp'][arguments.length<2]",
    message: "Name the plugin: fp(plugin, { name: '…' }).",
  },
];
const jobImports = [
  {
    group: ['**/*.jobs', '**/*.jobs.ts'],
    message: 'Routes only declare routes: app.ts registers a module’s jobs (docs/architecture.md).',
  },
];

/** The web app's files name what they import from src/ (below). */
const noClimbing = {
  regex: '^\\.\\./',
  message: "Import from src/ by its path: '@/lib/…', '@/features/<feature>/…'.",
};

/** The files of a module that ship; its tests may lean on a neighbour's test client. */
const shippedFilesOf = (module) =>
  `${apiModules}/${module}/**/!(*.test|*.test-client|*.fixtures).ts`;

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/api/.build-test-*/**',
      '**/node_modules/**',
      'data/**',
      'apps/api/drizzle/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Files that break the rules on purpose, linted only by lint-rules.test.ts.
      'tools/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
    // Without a resolver the import rules see no file behind an import and find nothing.
    settings: {
      // Packages are not ours to check, and parsing their bundles is slow.
      'import-x/ignore': ['node_modules'],
      // Which files no-cycle reads to follow imports (only .js by default).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.jsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'] }),
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    settings: {
      // The web app's `@/` paths, as its tsconfig.json says.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.jsx', '.json'],
          tsconfig: {
            configFile: fileURLToPath(new URL('./apps/web/tsconfig.json', import.meta.url)),
          },
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Direction of imports: shared (components, lib) -> features -> app (bulletproof-react).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            // One zone per feature (a wildcard zone matches nothing): features never import
            // each other.
            ...webFeatures.map((feature) => ({
              target: `./apps/web/src/features/${feature}`,
              from: './apps/web/src/features',
              except: [`./${feature}`],
              message:
                'A feature never imports another feature; move what they share to components/ or lib/.',
            })),
            {
              target: ['./apps/web/src/components', './apps/web/src/lib'],
              from: ['./apps/web/src/features', './apps/web/src/app'],
              message: 'Shared code cannot depend on features or the app.',
            },
            {
              target: './apps/web/src/features',
              from: './apps/web/src/app',
              message: 'Features cannot depend on the app layer.',
            },
          ],
        },
      ],
    },
  },
  {
    // Beyond its own folder, a file of the web app names what it imports from src/ (`@/lib/…`),
    // never by climbing (`../../../lib/…`): the path says where the file is, and moves keep it.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [noClimbing] }],
    },
  },
  {
    // A page shows toasts with lib/toast.ts's `toast`, which brings the app's Toaster: sonner's
    // own would show nothing on a page where no other code asked for the Toaster (issue 35).
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/lib/toast.ts', '**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [noClimbing],
          paths: [
            {
              name: 'sonner',
              importNames: ['toast'],
              message: "Import `toast` from '@/lib/toast', which brings the Toaster.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...apiModuleLayers
              .flatMap((layer, index) =>
                layer.map((module) => ({
                  target: shippedFilesOf(module),
                  from: apiModuleLayers
                    .slice(index)
                    .flat()
                    .filter((other) => other !== module)
                    .map((other) => `${apiModules}/${other}`),
                  message: `An API module uses only the modules of the layers below its own (apiModuleLayers, docs/architecture.md): ${module} cannot depend on this one.`,
                })),
              )
              // The top layer's one module has no module at or above its own to keep out.
              .filter((zone) => zone.from.length > 0),
            ...apiModuleLayers
              .flat()
              .filter((module) => module !== 'auth')
              .map((module) => ({
                target: shippedFilesOf(module),
                from: `${apiModules}/auth`,
                except: authSurfaceOf(module).map((file) => `./${file}`),
                message:
                  'Other modules use only the files auth offers them (authSurface in eslint.config.js).',
              })),
            ...apiModuleLayers.flat().map((module) => ({
              target: `${apiModules}/${module}`,
              from: `${apiModules}/!(${module})/**/*.routes.ts`,
              message: 'Only app.ts registers routes: use the module’s service, not its routes.',
            })),
            {
              // The seed (db/seed.ts) is the one part of db/ that calls into modules.
              target: [
                './apps/api/src/plugins',
                './apps/api/src/emails',
                './apps/api/src/locales',
                './apps/api/src/config.ts',
                './apps/api/src/db/schema',
                './apps/api/src/db/client.ts',
              ],
              from: apiModules,
              message:
                'Plugins, emails, texts, config and the database layer serve every module; they cannot depend on one.',
            },
          ],
        },
      ],
    },
  },
  {
    // Repositories query; the rest of the API calls them, and only *.jobs.ts registers jobs.
    // The database layer (client, seed, embedded PGlite) and the tests' own setup are below it.
    files: ['apps/api/src/**/*.ts'],
    ignores: [...queryingFiles, '**/*.jobs.ts', 'apps/api/src/db/**', 'apps/api/src/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: queryImports }],
      'no-restricted-syntax': ['error', ...queryCalls, ...jobRegistrations, ...unnamedPlugins],
    },
  },
  {
    files: [`${apiModules}/**/*.jobs.ts`],
    ignores: queryingFiles,
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: queryImports }],
      'no-restricted-syntax': ['error', ...queryCalls],
    },
  },
  {
    // A route file neither registers a job nor calls the registration of a module's jobs.
    files: [`${apiModules}/**/*.routes.ts`],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [...queryImports, ...jobImports] },
      ],
    },
  },
  {
    // A spec's test comes from e2e/support/test.ts, which gives each test its own client address:
    // Playwright's own would send the whole suite from one address into the app's limits.
    files: ['e2e/specs/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              allowTypeImports: true,
              message: "Import test from '../support/test': each test comes from its own address.",
            },
          ],
        },
      ],
    },
  },
  {
    // Benchmarks exist to print their figures.
    files: ['**/bench/**/*.ts', 'apps/api/scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // Classic scripts of the page shell; the build fills in boot.js's fonts.
    files: ['apps/web/public/**/*.js', 'apps/web/boot/**/*.js'],
    languageOptions: {
      globals: {
        ...globals.browser,
        __FIRST_SCREEN_FONTS__: 'readonly',
        __FIRST_SCREENS__: 'readonly',
      },
      sourceType: 'script',
    },
  },
);
