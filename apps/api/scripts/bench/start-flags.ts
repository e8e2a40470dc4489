/**
 * Benchmark (not a test): what `npm start`'s memory settings (decision 0021:
 * MALLOC_MMAP_THRESHOLD_=32768, --optimize-for-size, --max-semi-space-size=2) cost and save,
 * per database (issue 36). The built bundle is started on PGlite (a data directory) and on a
 * PostgreSQL database, each with every setting, with none, and with each alone, in production
 * mode; each is loaded with autocannon, 10 connections, GET /subjects then a mix of searches
 * (every request from another visitor's address: TRUST_PROXY=127.0.0.1 and X-Forwarded-For),
 * and reports requests a second, the server's CPU per request and its RSS after start and
 * after the load. Settings are taken in turns, BENCH_ROUNDS times (2), so each sees the same
 * machine. Both databases hold the demo data and BENCH_TUTORS (10,000) bench tutors.
 * Run (builds the API first): npm run bench -- start-flags
 * BENCH_DATABASES=postgres,pglite, BENCH_SETTINGS=1,3 (the settings to run, counted from 1 in
 * the list below; all by default), BENCH_ROUNDS, BENCH_SECONDS, BENCH_TUTORS.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createBenchDatabase, type DatabaseKind } from './lib/bench-database';
import { load, visitorAddress } from './lib/load';
import { seedBenchTutors } from './lib/seed-tutors';
import { startProcess, type ServerProcess } from './lib/server-process';

const kinds = (process.env.BENCH_DATABASES ?? 'postgres,pglite').split(',') as DatabaseKind[];
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const seconds = Number(process.env.BENCH_SECONDS ?? 8);
const tutorCount = Number(process.env.BENCH_TUTORS ?? 10_000);

type Setting = { name: string; environment: Record<string, string>; flags: string[] };
const allSettings: Setting[] = [
  {
    name: 'all three (decision 0021)',
    environment: { MALLOC_MMAP_THRESHOLD_: '32768' },
    flags: ['--optimize-for-size', '--max-semi-space-size=2'],
  },
  { name: 'none', environment: {}, flags: [] },
  {
    name: 'MALLOC_MMAP_THRESHOLD_, --max-semi-space-size=8',
    environment: { MALLOC_MMAP_THRESHOLD_: '32768' },
    flags: ['--max-semi-space-size=8'],
  },
  {
    name: 'MALLOC_MMAP_THRESHOLD_, --max-semi-space-size=4',
    environment: { MALLOC_MMAP_THRESHOLD_: '32768' },
    flags: ['--max-semi-space-size=4'],
  },
  { name: '--optimize-for-size only', environment: {}, flags: ['--optimize-for-size'] },
  // V8's memory saver mode: its heap kept small at the expense of CPU, as a browser tab's.
  {
    name: 'MALLOC_MMAP_THRESHOLD_, --max-semi-space-size=8, --memory-saver-mode',
    environment: { MALLOC_MMAP_THRESHOLD_: '32768' },
    flags: ['--max-semi-space-size=8', '--memory-saver-mode'],
  },
];
const chosen = process.env.BENCH_SETTINGS?.split(',').map((number) => {
  const setting = allSettings[Number(number) - 1];
  if (!setting)
    throw new Error(`BENCH_SETTINGS: no setting ${number} (1 to ${allSettings.length})`);
  return setting;
});
const settings = chosen ?? allSettings;

const searchPaths = [
  '/api/v1/tutors',
  '/api/v1/tutors?sort=price',
  '/api/v1/tutors?language=fr&sort=rating',
  '/api/v1/tutors?days=0,1,2,3,4&times=evening&tz=Asia/Riyadh',
  '/api/v1/tutors?mode=in-person',
];

type Figures = {
  subjectsCpu: number[];
  subjects: number[];
  searches: number[];
  cpu: number[];
  start: number[];
  after: number[];
};

async function measure(server: ServerProcess) {
  let next = 0;
  const subjectsCpuBefore = server.cpuMs();
  const subjects = await load({
    url: server.url,
    connections: 10,
    seconds,
    next: () => ({ path: '/api/v1/subjects', headers: { 'x-forwarded-for': visitorAddress() } }),
  });
  const subjectsCpu = (server.cpuMs() - subjectsCpuBefore) / Math.max(1, subjects.requests);
  const cpuBefore = server.cpuMs();
  const searches = await load({
    url: server.url,
    connections: 10,
    seconds,
    next: () => ({
      path: searchPaths[(next += 1) % searchPaths.length] as string,
      headers: { 'x-forwarded-for': visitorAddress() },
    }),
  });
  const cpu = (server.cpuMs() - cpuBefore) / Math.max(1, searches.requests);
  return { subjects: subjects.perSecond, subjectsCpu, searches: searches.perSecond, cpu };
}

async function main() {
  const logDir = mkdtempSync(path.join(tmpdir(), 'nibras-bench-flags-'));
  const jwtSecret = randomBytes(32).toString('hex');
  console.log(
    `start-flags bench, node ${process.version}: ${tutorCount} tutors, ${rounds} rounds, ${seconds} s a load`,
  );
  try {
    for (const kind of kinds) {
      const database = await createBenchDatabase(kind, (db) =>
        seedBenchTutors(db, { from: 0, to: tutorCount }),
      );
      const figures = new Map<string, Figures>();
      try {
        for (let round = 0; round < rounds; round += 1) {
          for (const setting of settings) {
            const server = await startProcess({
              nodeArguments: [...setting.flags, 'dist/server.js'],
              environment: {
                ...setting.environment,
                ...database.environment,
                NODE_ENV: 'production',
                SHUTDOWN_GRACE_MS: '0',
                JWT_SECRET: jwtSecret,
                SUPPORT_EMAIL: 'support@bench.test',
                TRUST_PROXY: '127.0.0.1',
              },
              readyPath: '/ready',
              logFile: path.join(logDir, `api-${kind}.log`),
            });
            try {
              const start = server.rssMb();
              const measured = await measure(server);
              const entry = figures.get(setting.name) ?? {
                subjects: [],
                subjectsCpu: [],
                searches: [],
                cpu: [],
                start: [],
                after: [],
              };
              entry.subjects.push(measured.subjects);
              entry.subjectsCpu.push(measured.subjectsCpu);
              entry.searches.push(measured.searches);
              entry.cpu.push(measured.cpu);
              entry.start.push(start);
              entry.after.push(server.rssMb());
              figures.set(setting.name, entry);
            } finally {
              await server.stop();
            }
          }
        }
      } finally {
        await database.remove();
      }
      const list = (values: number[], digits = 0) =>
        values.map((v) => v.toFixed(digits)).join(', ');
      console.log(`\n## ${kind}`);
      console.log(
        '| setting | /subjects req/s | /subjects CPU ms/req | search req/s | search CPU ms/req | RSS after start MB | RSS after load MB |',
      );
      console.log('|---|---:|---:|---:|---:|---:|---:|');
      for (const [name, entry] of figures) {
        console.log(
          `| ${name} | ${list(entry.subjects)} | ${list(entry.subjectsCpu, 3)} | ${list(entry.searches)} | ${list(entry.cpu, 2)} | ${list(entry.start)} | ${list(entry.after)} |`,
        );
      }
    }
  } finally {
    rmSync(logDir, { recursive: true, force: true });
  }
}

await main();
