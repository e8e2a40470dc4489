import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertAsciiBundle, buildApi, escapeNonAscii } from '../scripts/build';
import { freePort, pathWithThisNode, startScript } from '../scripts/bench/lib/server-process';
import { demoPassword } from './modules/auth/demo-accounts';
import { apiRoot } from './paths';
import { threadsOf } from './test/thread-niceness';
import { backgroundNiceBelow } from './thread-priority';

/**
 * `npm start` runs the esbuild bundle, not these sources (decision 0018): a package that must
 * stay external, a worker the bundle cannot find, or a file looked up beside a module would
 * only fail there. So the bundle is built and started as `npm start` starts it, on a new data
 * directory: initdb's child process, the database's worker thread, the migrations, the demo
 * data, and a login through the hashing thread.
 */
describe('the production build', () => {
  const outdir = mkdtempSync(path.join(apiRoot, '.build-test-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-build-'));

  beforeAll(async () => {
    await buildApi(outdir);
  });

  afterAll(() => {
    rmSync(outdir, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('bundles the server and every thread and process it starts', () => {
    for (const file of [
      'server.js',
      'pglite-worker.js',
      'pglite-initdb.js',
      'password-hashing.worker.js',
    ]) {
      expect(existsSync(path.join(outdir, file)), file).toBe(true);
    }
  });

  it('names no source map in any bundled file (issue 31)', () => {
    const bundled = readdirSync(outdir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(c|m)?js$/.test(file),
    );
    expect(bundled.length).toBeGreaterThan(0);
    for (const file of bundled) {
      expect(readFileSync(path.join(outdir, file), 'utf8'), file).not.toContain('sourceMappingURL');
    }
  });

  it('writes every bundled script in ASCII, which V8 keeps in one byte a character (issue 36)', () => {
    const scripts = readdirSync(outdir).filter((file) => file.endsWith('.js'));
    expect(scripts).toContain('server.js');
    for (const file of scripts) {
      expect(readFileSync(path.join(outdir, file), 'utf8'), file).toMatch(/^\p{ASCII}*$/u);
    }
    // The build's own check refuses a script that is not, and passes its escaped form.
    const built = { inputs: {}, outputs: { 'dist/server.js': {} } } as unknown as Metafile;
    const pattern = String.raw`/\s+(?:dot|دوت)\s+/giu`;
    expect(() => assertAsciiBundle(built, () => pattern)).toThrow(/outside ASCII \(د و ت\)/);
    expect(() => assertAsciiBundle(built, () => escapeNonAscii(pattern))).not.toThrow();
  });

  it("escapes a package's characters outside ASCII without changing what its code means", () => {
    const source = String.raw`return [/(?:dot|دوت)’s\s/giu, "ليلى’s 😀", /[’]/.test("’")];`;
    const escaped = escapeNonAscii(source);
    expect(escaped).toMatch(/^\p{ASCII}*$/u);
    const [pattern, text, classMatches] = new Function(escaped)() as [RegExp, string, boolean];
    expect('a دوت’s b'.replace(pattern, '.')).toBe('a .b');
    expect(text).toBe('ليلى’s 😀');
    expect(classMatches).toBe(true);
  });

  it("starts Node with its database's memory settings (decisions 0021 and 0037)", () => {
    // A `node` that prints what it was given stands in for Node on the PATH.
    const bin = mkdtempSync(path.join(tmpdir(), 'nibras-node-'));
    try {
      writeFileSync(
        path.join(bin, 'node'),
        '#!/bin/sh\necho "MALLOC_MMAP_THRESHOLD_=$MALLOC_MMAP_THRESHOLD_ $*"\n',
        { mode: 0o755 },
      );
      const started = (databaseUrl?: string) =>
        execFileSync('sh', [startScript], {
          cwd: apiRoot,
          encoding: 'utf8',
          env: {
            PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
            ...(databaseUrl !== undefined && { DATABASE_URL: databaseUrl }),
          },
        }).trim();
      const embedded =
        'MALLOC_MMAP_THRESHOLD_=32768 --optimize-for-size --max-semi-space-size=2 dist/server.js';
      const server = 'MALLOC_MMAP_THRESHOLD_=32768 --max-semi-space-size=8 dist/server.js';
      expect(started()).toBe(embedded);
      expect(started('')).toBe(embedded);
      expect(started('memory://')).toBe(embedded);
      expect(started('postgres://nibras@db.example/nibras')).toBe(server);
      expect(started('postgresql://nibras@db.example/nibras')).toBe(server);
    } finally {
      rmSync(bin, { recursive: true, force: true });
    }
  });

  it('refuses a folder the bundle would not find its files from', async () => {
    await expect(buildApi(path.join(tmpdir(), 'elsewhere'))).rejects.toThrow(/must be built/);
  });

  // A hang guard, not a pace: its processes need 15-25 s of CPU, and `npm test` beside an
  // end-to-end run (load 9 on two cores) gave them less than a fifth of a core: 120 s was not enough.
  it('starts from the bundle on a new database, serves and logs in', async () => {
    // A port nobody listens on now, rather than a random one that another process may hold.
    const port = await freePort();
    // The embedded database: no DATABASE_URL, whatever the environment running the tests has.
    const { DATABASE_URL: _databaseUrl, ...environment } = process.env;
    const child = spawn('sh', [startScript, path.join(outdir, 'server.js')], {
      cwd: apiRoot,
      env: {
        ...environment,
        PATH: pathWithThisNode(),
        PORT: String(port),
        DATA_DIR: dataDir,
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      // Ready once it listens: the log line says so (no polling).
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', () => output.includes('Nibras is running') && resolve());
        void exited.then((code) => reject(new Error(`exited (${code}):\n${output}`)));
      });
      const url = `http://127.0.0.1:${port}`;
      expect((await fetch(`${url}/ready`)).status).toBe(200);
      if (process.platform === 'linux') {
        // What glibc read as the process started, and Node's flags: the start script's settings
        // for the embedded database, in the server's own process (the script's `exec`).
        const environ = readFileSync(`/proc/${child.pid}/environ`, 'utf8').split('\0');
        expect(environ).toContain('MALLOC_MMAP_THRESHOLD_=32768');
        const commandLine = readFileSync(`/proc/${child.pid}/cmdline`, 'utf8').split('\0');
        expect(commandLine).toContain('--optimize-for-size');
        expect(commandLine).toContain(path.join(outdir, 'server.js'));
        // The database's thread below the server's priority (decision 0024), and not libuv's
        // pool, which serves the whole process: the database's thread may be the first to use it.
        const threads = threadsOf(child.pid);
        const server = threads.find(({ task }) => task === child.pid)?.nice ?? 0;
        const below = backgroundNiceBelow(server);
        expect(threads.filter(({ nice }) => nice === below).length).toBeGreaterThan(0);
        const pool = threads.filter(({ name }) => name === 'libuv-worker');
        expect(pool.length).toBeGreaterThan(0);
        expect(pool.filter(({ nice }) => nice !== server)).toEqual([]);
      }
      const subjects = await fetch(`${url}/api/v1/subjects`);
      expect(subjects.status).toBe(200);
      expect(((await subjects.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
      const login = await fetch(`${url}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://localhost:' + port },
        body: JSON.stringify({ email: 'tutor@nibras.test', password: demoPassword }),
      });
      expect(login.status, await login.clone().text()).toBe(200);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
    expect(output).not.toMatch(/"level":(50|60)/);
  }, 300_000);
});
