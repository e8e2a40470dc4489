/**
 * Benchmark (not a test): tutor search over HTTP as the database grows. Starts the real app,
 * grows one database to 1,000, 10,000 and 100,000 listed tutors (lib/seed-tutors.ts) and, at each
 * size, times GET /api/v1/tutors for every filter and sort: p50 and p95 of sequential requests
 * on one keep-alive connection, then how each search's median grows with the size.
 * Run: npm run bench:search -w @nibras/api
 * BENCH_DATABASE_URL=postgres://… names the server (default: the local one); a throw-away
 * database is made on it and dropped at the end. BENCH_BACKENDS=postgres,pglite (default both:
 * PostgreSQL at every size, PGlite at 10,000 only), BENCH_SIZES=1000,10000,100000 and
 * BENCH_RUNS=40 change what is measured.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { seedBenchTutors } from './lib/seed-tutors';

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const backends = (process.env.BENCH_BACKENDS ?? 'postgres,pglite').split(',');
const postgresSizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const pgliteSizes = [10_000];
const runs = Number(process.env.BENCH_RUNS ?? 40);

type SearchCase = { name: string; params: Record<string, string>; deep?: boolean };

/** Every filter alone, every sort, the heavy combinations, and a page far down the list. */
type BenchIds = { subject: number; system: number; grade: number; city: number; district: number };

function searchCases(ids: BenchIds): SearchCase[] {
  const subject = String(ids.subject);
  return [
    { name: 'all, by relevance', params: {} },
    { name: 'all, by rating', params: { sort: 'rating' } },
    { name: 'all, by price', params: { sort: 'price' } },
    { name: 'all, by experience', params: { sort: 'experience' } },
    { name: 'subject', params: { subject } },
    { name: 'subject, by price', params: { subject, sort: 'price' } },
    { name: 'system', params: { system: String(ids.system) } },
    { name: 'grade', params: { grade: String(ids.grade) } },
    { name: 'language', params: { language: 'fr' } },
    { name: 'price 20–40', params: { minPrice: '20', maxPrice: '40' } },
    { name: 'price 20–40, by rating', params: { minPrice: '20', maxPrice: '40', sort: 'rating' } },
    { name: 'rating ≥ 4', params: { minRating: '4' } },
    { name: 'rating ≥ 5, by price', params: { minRating: '5', sort: 'price' } },
    {
      name: 'Fri+Sat evenings (Riyadh viewer)',
      params: { days: '5,6', times: 'evening', tz: 'Asia/Riyadh' },
    },
    {
      name: 'Sun mornings, subject, by price',
      params: { days: '0', times: 'morning', tz: 'Europe/London', subject, sort: 'price' },
    },
    {
      name: 'system+grade+language+rating ≥ 4',
      params: {
        system: String(ids.system),
        grade: String(ids.grade),
        language: 'en',
        minRating: '4',
      },
    },
    { name: 'in person', params: { mode: 'in-person' } },
    { name: 'in person, a city', params: { mode: 'in-person', area: String(ids.city) } },
    {
      name: 'in person, district+subject, price',
      params: { mode: 'in-person', area: String(ids.district), subject, sort: 'price' },
    },
    { name: 'page 40, by experience', params: { sort: 'experience' }, deep: true },
  ];
}

const percentile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;

async function timeRequests(url: string, count: number) {
  let total = '';
  const samples: number[] = [];
  for (let index = -3; index < count; index += 1) {
    const started = performance.now();
    const response = await fetch(url);
    const body = (await response.json()) as {
      data?: { total?: number; totalCapped?: boolean } | null;
    };
    if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
    if (index >= 0) samples.push(performance.now() - started);
    const data = body.data;
    total = data?.total === undefined ? '' : `${data.total}${data.totalCapped ? '+' : ''}`;
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 0.5), p95: percentile(samples, 0.95), total };
}

/** The address of page 40: the first page's query with the cursor that 39 pages lead to. */
async function deepPageQuery(base: string, params: Record<string, string>) {
  let url = `${base}?${new URLSearchParams(params)}`;
  for (let page = 1; page < 40; page += 1) {
    const answer = (await (await fetch(url)).json()) as { data: { nextCursor: string | null } };
    if (!answer.data.nextCursor) break;
    url = `${base}?${new URLSearchParams({ ...params, after: answer.data.nextCursor })}`;
  }
  return url;
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`.padStart(10);

async function createDatabase(name: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

type Figures = Map<string, Map<number, { p50: number; p95: number }>>;

async function measureBackend(kind: 'postgres' | 'pglite', sizes: number[], figures: Figures) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-bench-'));
  const database =
    kind === 'postgres'
      ? await createDatabase(`nibras_bench_${randomBytes(4).toString('hex')}`)
      : undefined;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database?.url ?? 'memory://',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SUPPORT_EMAIL: 'support@nibras.test',
  });
  const app = await buildApp({ config });
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `${address}/api/v1/tutors`;
    const one = async <T>(query: ReturnType<typeof sql>) =>
      ((await app.db.execute(query)) as unknown as { rows: T[] }).rows[0] as T;
    const ids = await one<BenchIds>(sql`
      select (select id from subjects where slug = 'math') as subject,
        g.id as grade, l.system_id as system,
        (select id from areas where slug = 'sa-riyadh') as city,
        (select id from areas where slug = 'sa-riyadh-olaya') as district
      from grades g join education_levels l on l.id = g.level_id order by g.id limit 1`);
    let seeded = 0;
    for (const size of sizes) {
      const started = performance.now();
      await seedBenchTutors(app.db, { from: seeded, to: size });
      seeded = size;
      // As autovacuum would leave a table after a bulk load: statistics and visibility map.
      await app.db.execute(sql`vacuum analyze`);
      const rows = await one<Record<'prices' | 'ranges' | 'reviews', number>>(sql`
        select (select count(*)::int from tutor_subjects) as prices,
          (select count(*)::int from tutor_weekly_hours) as ranges,
          (select count(*)::int from tutor_reviews) as reviews`);
      console.log(
        `\n${kind}, ${size.toLocaleString('en')} tutors (${rows.prices} prices, ${rows.ranges} weekly ranges, ${rows.reviews} reviews; seeded in ${((performance.now() - started) / 1000).toFixed(1)} s); GET /tutors over HTTP, ${runs} runs each`,
      );
      // The floor: the same server and connection answering without a database.
      const floor = await timeRequests(`${address}/health`, runs);
      console.log(
        `  ${'(floor: GET /health)'.padEnd(36)} p50 ${ms(floor.p50)}  p95 ${ms(floor.p95)}`,
      );
      for (const search of searchCases(ids)) {
        const url = search.deep
          ? await deepPageQuery(base, search.params)
          : `${base}?${new URLSearchParams(search.params)}`;
        const result = await timeRequests(url, runs);
        const label = `${kind} ${search.name}`;
        if (!figures.has(label)) figures.set(label, new Map());
        figures.get(label)?.set(size, result);
        console.log(
          `  ${search.name.padEnd(36)} p50 ${ms(result.p50)}  p95 ${ms(result.p95)}  (total ${result.total})`,
        );
      }
    }
  } finally {
    await app.close();
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function printGrowth(figures: Figures, sizes: number[]) {
  if (sizes.length < 2) return;
  const first = sizes[0] as number;
  const last = sizes.at(-1) as number;
  console.log(
    `\nmedian by size (${sizes.map((size) => size.toLocaleString('en')).join(' → ')}), and last ÷ first`,
  );
  for (const [label, bySize] of figures) {
    if (!label.startsWith('postgres')) continue;
    const medians = sizes.map((size) => bySize.get(size)?.p50 ?? Number.NaN);
    const ratio = (bySize.get(last)?.p50 ?? Number.NaN) / (bySize.get(first)?.p50 ?? Number.NaN);
    console.log(`  ${label.padEnd(45)} ${medians.map(ms).join(' ')}   × ${ratio.toFixed(1)}`);
  }
}

async function main() {
  const figures: Figures = new Map();
  if (backends.includes('postgres')) await measureBackend('postgres', postgresSizes, figures);
  if (backends.includes('pglite')) await measureBackend('pglite', pgliteSizes, figures);
  printGrowth(figures, postgresSizes);
}

await main();
