import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { workerModule } from './worker-modules';

describe('a thread or process module of the server (decision 0028)', () => {
  it('is the TypeScript source run through tsx beside a source module', () => {
    const { url, execArgv } = workerModule(
      './pglite-worker',
      new URL('./db/embedded/embedded-database.ts', import.meta.url).href,
    );
    expect(fileURLToPath(url)).toBe(
      fileURLToPath(new URL('./db/embedded/pglite-worker.ts', import.meta.url)),
    );
    expect(existsSync(url)).toBe(true);
    expect(execArgv[0]).toBe('--import');
    // By its full address: a Vitest worker, or a process started elsewhere, need not find tsx.
    expect(execArgv[1]).toMatch(/^file:\/\/.*\/tsx\/dist\/loader\.mjs$/);
    expect(existsSync(new URL(execArgv[1]!))).toBe(true);
  });

  it('is the bundled .js run by plain Node beside the bundle (decision 0018)', () => {
    expect(
      workerModule('./password-hashing.worker', 'file:///srv/nibras/apps/api/dist/server.js'),
    ).toEqual({
      url: new URL('file:///srv/nibras/apps/api/dist/password-hashing.worker.js'),
      execArgv: [],
    });
  });
});
