/**
 * The built app on a fresh database for a benchmark (npm run build first): the production
 * server's code in development mode, so that the demo tutors are there to open.
 * BENCH_SERVER_ROOT runs another checkout's built app and server (an older commit, for the
 * figures before a change).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function startBenchServer(port: number) {
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: process.env.BENCH_SERVER_ROOT ?? repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error' },
    stdio: 'inherit',
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const stop = async () => {
    server.kill('SIGTERM');
    // It must be gone before its data directory is, and before the next run takes the port.
    const timer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let attempt = 0; attempt < 200; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/ready`)).ok) return { baseUrl, stop };
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error('the server did not start');
}
