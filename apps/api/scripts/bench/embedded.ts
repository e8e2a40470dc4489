/**
 * Benchmark (not a test): does the embedded database hold up the server? For PGlite (a data
 * directory on disk, as `npm start` keeps it) and for a PostgreSQL server, it seeds the demo
 * data and 10,000 listed tutors, starts the server in a process of its own as `npm start` does,
 * and measures GET /api/v1/subjects (a cached answer, no database) idle and while two default
 * searches run back to back, with the server's resident memory after start and after load. It
 * also reads the memory of a cold start, on an empty database, as a first `npm start` makes it.
 * Run: npm run bench:embedded -w @nibras/api
 * BENCH_DATABASE_URL names the PostgreSQL server (the machine's own by default; a database is
 * created there and dropped); BENCH_ONLY=pglite or postgres measures one; BENCH_SECONDS sets
 * each load's length (10).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { seedDatabase } from '../../src/db/seed';
import { databaseUrlNamed, withAdminClient } from '../../src/test/database-template';
import { seedManyTutors, tutorCount } from './lib/many-tutors';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const kinds = (['pglite', 'postgres'] as const).filter(
  (kind) => !process.env.BENCH_ONLY || process.env.BENCH_ONLY === kind,
);

type Kind = (typeof kinds)[number];

/** A throw-away database for `kind`: its server environment, and how to remove it. */
async function createDatabase(kind: Kind) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `nibras-bench-${kind}-`));
  const environment: Record<string, string> = { DATA_DIR: dataDir };
  let drop = async () => {};
  if (kind === 'postgres') {
    const name = `nibras_bench_${randomBytes(6).toString('hex')}`;
    await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
    environment.DATABASE_URL = databaseUrlNamed(serverUrl, name);
    drop = async () => {
      await withAdminClient(serverUrl, (client) =>
        client.query(`drop database if exists ${name} with (force)`),
      );
    };
  }
  return {
    environment,
    async remove() {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Migrates and seeds as the server would at start, then adds the tutors. */
async function seedForLoad(environment: Record<string, string>) {
  const config = loadConfig({ NODE_ENV: 'development', ...environment });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    await seedDatabase(database.db, config);
    await seedManyTutors(database.db);
    await database.db.execute('analyze');
  } finally {
    await database.close();
  }
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** The server as `npm start` runs it (development mode, demo data), in a process of its own. */
async function startServer(environment: Record<string, string>) {
  const port = await freePort();
  const logFile = path.join(environment.DATA_DIR as string, 'server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...environment, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the server exited: ${readFileSync(logFile, 'utf8').slice(-2000)}`);
    const ready = await fetch(`${url}/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = child.pid as number;
  return {
    url,
    startSeconds: (performance.now() - started) / 1000,
    /** Resident memory of the whole process (main thread and database worker), in MB. */
    rssMb() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

async function subjectsLoad(url: string) {
  const result = await autocannon({
    url: `${url}/api/v1/subjects`,
    connections,
    duration: seconds,
    headers: { 'accept-language': 'en' },
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0) throw new Error(`${failed} of the /subjects requests failed`);
  return { perSecond: result.requests.total / result.duration, p99: result.latency.p99 };
}

/** Two clients, each sending the default search as soon as the last one answered. */
function twoSearches(url: string) {
  let running = true;
  const timings: number[] = [];
  const loop = async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${url}/api/v1/tutors`, {
        headers: { 'accept-language': 'en' },
      });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`a search answered ${response.status}`);
      timings.push(performance.now() - started);
    }
  };
  const loops = [loop(), loop()];
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      const sorted = timings.sort((a, b) => a - b);
      return { searches: sorted.length, median: sorted[Math.floor(sorted.length / 2)] ?? 0 };
    },
  };
}

async function coldStartRss(kind: Kind) {
  const database = await createDatabase(kind);
  try {
    const server = await startServer(database.environment);
    const rss = server.rssMb();
    await server.stop();
    return { rss, startSeconds: server.startSeconds };
  } finally {
    await database.remove();
  }
}

async function measure(kind: Kind) {
  const cold = await coldStartRss(kind);
  const database = await createDatabase(kind);
  try {
    const seeding = performance.now();
    await seedForLoad(database.environment);
    console.log(
      `${kind}: seeded ${tutorCount} tutors in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
    );
    const server = await startServer(database.environment);
    try {
      const afterStart = server.rssMb();
      await subjectsLoad(server.url); // warm-up, not counted
      const idle = await subjectsLoad(server.url);
      const searches = twoSearches(server.url);
      const busy = await subjectsLoad(server.url);
      const searched = await searches.stop();
      return { kind, cold, afterStart, idle, busy, searched, afterLoad: server.rssMb() };
    } finally {
      await server.stop();
    }
  } finally {
    await database.remove();
  }
}

const mb = (value: number) => `${value.toFixed(0)} MB`;
const results = [];
for (const kind of kinds) results.push(await measure(kind));

console.log(
  `\nGET /api/v1/subjects, ${connections} connections × ${seconds} s; ${tutorCount} tutors; RSS of the server process (main thread and database worker)`,
);
console.log(
  '| database | idle req/s | idle p99 | req/s during 2 searches | p99 | kept | searches done (median) | RSS cold start | RSS after start | RSS after load |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const { kind, cold, afterStart, idle, busy, searched, afterLoad } of results) {
  console.log(
    `| ${kind} | ${idle.perSecond.toFixed(0)} | ${idle.p99} ms | ${busy.perSecond.toFixed(0)} | ${busy.p99} ms | ${((100 * busy.perSecond) / idle.perSecond).toFixed(0)} % | ${searched.searches} (${searched.median.toFixed(0)} ms) | ${mb(cold.rss)} | ${mb(afterStart)} | ${mb(afterLoad)} |`,
  );
}
