import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { describe, expect, inject, it } from 'vitest';
import { copyEmptyDataDir } from './test/database-template';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Resolves with everything printed so far once `text` appears in the output (no polling). */
function outputContaining(child: ChildProcessByStdio<null, Readable, Readable>, text: string) {
  return new Promise<string>((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(text)) resolve(output);
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) =>
      reject(new Error(`server exited (${code}) before "${text}":\n${output}`)),
    );
  });
}

describe('the server process', () => {
  // A hang guard, not a pace: its processes need 15-25 s of CPU, and `npm test` beside an
  // end-to-end run (load 9 on two cores) gave them less than a fifth of a core: 120 s was not enough.
  it('starts on the embedded database and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-server-'));
    // A first start's initdb is the production bundle's to prove (production-build.test.ts).
    copyEmptyDataDir(inject('databaseTemplate'), dataDir);
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      const started = await outputContaining(child, 'Nibras is running');
      // The first line says the mode and that it listens on this machine only.
      expect(JSON.parse(started.split('\n')[0] ?? '').msg).toMatch(
        /^test mode, listening on 127\.0\.0\.1 only, mailbox at /,
      );
      expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);

      // A second server on the same data would corrupt it: it refuses, naming the first.
      const second = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: apiRoot,
        env: { ...process.env, PORT: '0', DATA_DIR: dataDir, NODE_ENV: 'test' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let refusal = '';
      second.stderr.on('data', (chunk: Buffer) => (refusal += chunk.toString()));
      expect(await new Promise((resolve) => second.on('exit', resolve))).toBe(1);
      expect(refusal).toContain(`is in use by process ${child.pid}`);

      const stopped = outputContaining(child, 'shutting down');
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      await stopped;
      // The database closed: its worker ended and let go of the data directory.
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false);
    } finally {
      child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
