/**
 * Benchmark (not a test): does the embedded database hold up the server? On PGlite (a data
 * directory on disk, as `npm start` keeps it) and on the PostgreSQL server, with the demo data
 * and 10,000 listed tutors, the server runs in development mode as `npm start` runs it, and
 * GET /api/v1/subjects (a cached answer, no database) is measured idle and while two clients
 * send the default search back to back (from a process of their own), both warmed up first
 * and not counted, with the server's resident memory (main thread and
 * database worker, one process) after start and after load. A cold start, a first start on an
 * empty PGlite data directory (initdb, migrations, demo data), is measured too.
 * The share kept is measured in rounds, idle then busy, and the median round is reported with
 * the range: on two shared cores the idle figure alone moves by 2 × from one load to the next,
 * so a single pair says more about that moment than about the server.
 * Run: npm run bench -- embedded (BENCH_SECONDS sets each load's length, 5 by default;
 * BENCH_ROUNDS the number of rounds, 5 by default).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createBenchDatabase, type DatabaseKind } from './lib/bench-database';
import { load, type LoadFigures } from './lib/load';
import type { SearchFigures } from './lib/search-clients';
import { seedBenchTutors } from './lib/seed-tutors';
import { startApiServer } from './lib/server-process';

/** As many tutors as the search issue measured the embedded database with. */
const tutorCount = 10_000;

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = 10;

/** `npm start`'s mode: development, with the demo data; its log only for warnings. */
const startServer = (environment: Record<string, string>) =>
  startApiServer(
    { ...environment, NODE_ENV: 'development', LOG_LEVEL: 'warn' },
    path.join(environment.DATA_DIR as string, 'server.log'),
  );

async function subjects(url: string) {
  const figures = await load({
    url,
    connections,
    seconds,
    next: () => ({ path: '/api/v1/subjects' }),
  });
  const failed = figures.errors + (figures.requests - (figures.statuses['200'] ?? 0));
  if (failed > 0) throw new Error(`${failed} of the /subjects requests failed`);
  return figures;
}

/**
 * Starts the two search clients (lib/search-clients.ts) in a process of their own, resolving
 * once both are searching, so that the process's own start is not measured.
 */
async function twoSearches(url: string) {
  const clients = fork(fileURLToPath(new URL('./lib/search-clients.ts', import.meta.url)), [url]);
  const exited = new Promise<never>((_, reject) =>
    clients.once('exit', (code) => reject(new Error(`the search clients exited with ${code}`))),
  );
  const nextMessage = () =>
    Promise.race([new Promise<unknown>((resolve) => clients.once('message', resolve)), exited]);
  await nextMessage();
  return {
    async stop() {
      const figures = nextMessage();
      clients.send('stop');
      return (await figures) as SearchFigures;
    },
  };
}

async function coldStartRss() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-bench-cold-'));
  try {
    const server = await startServer({ DATA_DIR: dataDir });
    const rss = server.rssMb();
    await server.stop();
    return rss;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

type Round = {
  idle: LoadFigures;
  busy: LoadFigures;
  searched: SearchFigures;
  /** The busy throughput as a share of the idle one. */
  kept: number;
};

const medianOf = <T>(items: T[], by: (item: T) => number): T => {
  const sorted = [...items].sort((a, b) => by(a) - by(b));
  return sorted[Math.floor(sorted.length / 2)] as T;
};

async function measure(kind: DatabaseKind) {
  const seeding = performance.now();
  const database = await createBenchDatabase(kind, async (db) => {
    await seedBenchTutors(db, { from: 0, to: tutorCount });
    await db.execute('analyze');
  });
  console.log(
    `${kind}: seeded ${tutorCount} tutors in ${((performance.now() - seeding) / 1000).toFixed(0)} s`,
  );
  try {
    const server = await startServer(database.environment);
    try {
      const afterStart = server.rssMb();
      // Warm-up, not counted: the cheap route, and the searches beside it, whose first runs on
      // a fresh server compile PGlite's query paths (a second of CPU on V8's threads) and
      // would be measured as if every search cost that.
      const warming = await twoSearches(server.url);
      await subjects(server.url);
      await warming.stop();
      const measured: Round[] = [];
      for (let round = 0; round < rounds; round += 1) {
        const idle = await subjects(server.url);
        const searches = await twoSearches(server.url);
        const busy = await subjects(server.url);
        const searched = await searches.stop();
        measured.push({ idle, busy, searched, kept: busy.perSecond / idle.perSecond });
      }
      return { kind, afterStart, rounds: measured, afterLoad: server.rssMb() };
    } finally {
      await server.stop();
    }
  } finally {
    await database.remove();
  }
}

const mb = (value: number) => `${value.toFixed(0)} MB`;
const cold = await coldStartRss();
const results = [await measure('pglite'), await measure('postgres')];

const percent = (share: number) => `${(100 * share).toFixed(0)} %`;
console.log(
  `\nGET /api/v1/subjects, ${connections} connections × ${seconds} s, idle then during two back-to-back searches, ${rounds} rounds (the median round; kept: median and range); ${tutorCount} tutors; RSS of the server process (main thread and database worker)`,
);
console.log(
  '| database | idle req/s | idle p99 | req/s during 2 searches | p99 | kept | kept, range | searches done (median) | RSS after start | RSS after load |',
);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const { kind, afterStart, rounds: measured, afterLoad } of results) {
  const { idle, busy, searched, kept } = medianOf(measured, (round) => round.kept);
  const shares = measured.map((round) => round.kept);
  console.log(
    `| ${kind} | ${idle.perSecond.toFixed(0)} | ${idle.p99} ms | ${busy.perSecond.toFixed(0)} | ${busy.p99} ms | ${percent(kept)} | ${percent(Math.min(...shares))}–${percent(Math.max(...shares))} | ${searched.searches} (${searched.median.toFixed(0)} ms) | ${mb(afterStart)} | ${mb(afterLoad)} |`,
  );
}
console.log(`\nPGlite, cold start (empty data directory): ${mb(cold)}`);
