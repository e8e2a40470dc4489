import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { nodeVersionProblem } from './tools/check-node.mjs';

// `npx vitest` skips npm's pre-scripts, and on an older Node the API's threads, which tsx runs
// as TypeScript, would fail file by file (decision 0028): one clear stop instead.
const nodeProblem = nodeVersionProblem();
if (nodeProblem) throw new Error(nodeProblem);

export default defineConfig({
  test: {
    // Vitest keeps a core for itself by default (availableParallelism() - 1): on a two-core
    // machine that is one worker, and every file of the four projects ran one after another.
    // Its main process mostly waits on the workers, so each core gets a worker.
    maxWorkers: availableParallelism(),
    // Transformed modules are kept on disk between runs (node_modules/.experimental-vitest-cache,
    // keyed by each file's content and the project's configuration; the default from Vitest 5):
    // one API file that builds an app spent 2 of its 10 s transforming the app again.
    experimental: { fsModuleCache: true },
    projects: [
      {
        test: {
          name: 'contracts',
          root: 'packages/contracts',
          environment: 'node',
          include: ['src/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          environment: 'node',
          include: ['src/**/*.test.ts'],
          setupFiles: ['src/test/setup.ts'],
          globalSetup: ['src/test/global-setup.ts'],
          // A worker keeps the modules it loaded, and the databases its apps gave back
          // (test/template-databases.ts), from one file to the next.
          isolate: false,
          // Guards against a hang, not a pace: a test that builds its own app (a database
          // cloned from the template, migrations checked) took over 30 s with a load average of
          // 16 on two cores, and failed on the guard alone.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      'apps/web/vite.config.ts',
      {
        test: {
          name: 'tooling',
          environment: 'node',
          include: ['tools/**/*.test.ts'],
          // Linting loads the whole TypeScript toolchain once.
          testTimeout: 60_000,
        },
      },
    ],
  },
});
