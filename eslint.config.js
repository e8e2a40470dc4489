import { readdirSync } from 'node:fs';
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

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
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
    // Benchmarks exist to print their figures.
    files: ['**/bench/**/*.ts', 'apps/api/scripts/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
);
