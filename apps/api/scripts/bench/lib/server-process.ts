import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The API's start script (`npm start` in apps/api runs it): Node with the memory settings of
 * the database in DATABASE_URL (decision 0037). Benchmarks and tests start the server through
 * it, as production does.
 */
export const startScript = path.join(apiDir, 'scripts', 'start.sh');

/** The PATH with the Node running this first: the `node` the start script runs. */
export function pathWithThisNode() {
  return [path.dirname(process.execPath), process.env.PATH].join(path.delimiter);
}

/** Linux's clock ticks per second, in which /proc/<pid>/stat counts CPU time. */
const clockTicksPerSecond = 100;

/** A port nobody listens on now. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

export type ServerProcess = {
  url: string;
  pid: number;
  /** CPU time (user + system, every thread) the process has used so far, in ms. */
  cpuMs(): number;
  /** Resident memory now, in MB. */
  rssMb(): number;
  stop(): Promise<void>;
};

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/**
 * Starts Node (with `nodeArguments`: its flags and the script), or the API's start script
 * (`startScript`, which runs Node in its own place), in a process of its own, so that the
 * server's CPU time and memory are read apart from the load generator's. The `node` the start
 * script finds first is the one running this. Its log goes to `logFile`, as a production log
 * would go to a file.
 */
export async function startProcess(
  options: ({ nodeArguments: string[] } | { startScript: string[] }) & {
    environment: Record<string, string>;
    readyPath: string;
    logFile: string;
  },
): Promise<ServerProcess> {
  const port = await freePort();
  const log = openSync(options.logFile, 'a');
  const [file, args] =
    'startScript' in options
      ? ['sh', [startScript, ...options.startScript]]
      : [process.execPath, options.nodeArguments];
  const child = spawn(file, args, {
    cwd: apiDir,
    env: {
      ...process.env,
      PATH: pathWithThisNode(),
      ...options.environment,
      PORT: String(port),
    },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const url = `http://127.0.0.1:${port}`;
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${file} ${args.join(' ')} did not start`);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilAnswering(`${url}${options.readyPath}`, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    pid,
    cpuMs() {
      // Fields after the command name: state is the 3rd, utime the 14th, stime the 15th.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      return (ticks * 1000) / clockTicksPerSecond;
    },
    rssMb() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The API as `npm start` runs it (the bundle in dist/, built by `npm run bench` first), in
 * production mode, on the given database.
 */
export function startApiServer(environment: Record<string, string>, logFile: string) {
  return startProcess({
    startScript: [],
    environment: { NODE_ENV: 'production', SHUTDOWN_GRACE_MS: '0', ...environment },
    readyPath: '/ready',
    logFile,
  });
}
