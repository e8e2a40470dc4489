/**
 * Benchmark (not a test): tutor search as people are served it (issue 36). For each size
 * (1,000, 10,000 and 100,000 listed tutors) a database of its own on the PostgreSQL server,
 * nibras_bench_<size>, migrated and seeded by the project's seed code (the demo data, then
 * lib/seed-tutors.ts); on each, the built API started by `npm start`'s own script
 * (scripts/start.sh, with the settings it chooses for a PostgreSQL server) in production mode,
 * and beside it a bare Fastify route in a process of its own that runs the same search
 * service, so the same SQL through the same driver and the same rows (lib/bare-search-server.ts).
 *
 * This process is the client: plain HTTP/1.1 keep-alive connections with a browser's headers
 * (accept-encoding gzip/br, accept-language, user-agent), each answer read to its end. Every
 * request comes from another visitor's address: the API keeps its per-address limits and is
 * started with TRUST_PROXY=127.0.0.1, and each request carries its own X-Forwarded-For.
 * Rounds interleave the sizes, the searches and the two servers; in each, every search is
 * sent one at a time and from 10 connections at once, and to the API one at a time "first
 * asked": tutor_search's version moved before each, so nothing search keeps between requests
 * helps (decision 0036). p50 and p95 are over every round's samples (BENCH_SAMPLES per round
 * and cell, 100 by default, 3 rounds: 300 a p95), after one round that is not measured.
 * Each round ends with /subjects against the bare route's copy of its body, 10 connections,
 * 100 × samples requests a server (about a second). Last, each server's resident memory.
 *
 * Run (builds the API first): npm run bench -- search
 * BENCH_DATABASE_URL (default the machine's server), BENCH_SIZES=1000,10000,100000,
 * BENCH_ROUNDS=3, BENCH_SAMPLES=100, BENCH_KEEP=1 keeps the databases and reuses them next time
 * (seeding 100,000 tutors takes minutes).
 */
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { selectRows } from '../../src/db/reads';
import { seedDatabase } from '../../src/db/seed';
import { databaseUrlNamed, withAdminClient } from '../../src/test/database-template';
import { benchServerUrl } from './lib/bench-database';
import { visitorAddress } from './lib/load';
import { seedBenchTutors } from './lib/seed-tutors';
import { startApiServer, startProcess, type ServerProcess } from './lib/server-process';

const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const samples = Number(process.env.BENCH_SAMPLES ?? 100);
const keep = process.env.BENCH_KEEP === '1';
const concurrencies = [1, 10];
const bareScript = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  'lib/bare-search-server.ts',
);

/** What a browser sends with every API call. */
const browserHeaders = {
  accept: 'application/json',
  'accept-encoding': 'gzip, deflate, br, zstd',
  'accept-language': 'ar,en;q=0.8',
  'user-agent':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

type Ids = { subject: number; system: number; grade: number; city: number; district: number };

/** Every filter and sort, the combinations issue 36 measured, and the in-person area. */
function searches(ids: Ids): [string, Record<string, string>][] {
  const subject = String(ids.subject);
  const evenings = { days: '0,1,2,3,4', times: 'evening', tz: 'Asia/Riyadh' };
  return [
    ['no filter', {}],
    ['by rating', { sort: 'rating' }],
    ['by price', { sort: 'price' }],
    ['by experience', { sort: 'experience' }],
    ['subject', { subject }],
    ['subject, by price', { subject, sort: 'price' }],
    ['grade', { grade: String(ids.grade) }],
    ['system', { system: String(ids.system) }],
    ['language', { language: 'fr' }],
    ['price 20–40', { minPrice: '20', maxPrice: '40' }],
    ['rating ≥ 4', { minRating: '4' }],
    ['day/time', evenings],
    ['subject + day/time, by price', { ...evenings, subject, sort: 'price' }],
    ['in person', { mode: 'in-person' }],
    ['in person, a city', { mode: 'in-person', area: String(ids.city) }],
    [
      'in person, district+subject, by price',
      { mode: 'in-person', area: String(ids.district), subject, sort: 'price' },
    ],
  ];
}

/** The database of one size: made, migrated and seeded, or the one a kept run left. */
async function benchDatabase(size: number) {
  const name = `nibras_bench_${size}`;
  const url = databaseUrlNamed(benchServerUrl, name);
  const exists = await withAdminClient(benchServerUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    return found.rowCount === 1;
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), `nibras-bench-${size}-`));
  const database = await openDatabase({ databaseUrl: url, dataDir }).catch(() => undefined);
  let seeded = false;
  if (exists && keep && database) {
    const [row] = await selectRows<{ tutors: number }>(
      database.db,
      sql`select count(*)::int as tutors from users where email like 'bench-tutor-%@bench.test'`,
    );
    seeded = row?.tutors === size;
  }
  await database?.close();
  if (!seeded) {
    await withAdminClient(benchServerUrl, async (client) => {
      await client.query(`drop database if exists ${name} with (force)`);
      await client.query(`create database ${name}`);
    });
    const started = performance.now();
    const fresh = await openDatabase({ databaseUrl: url, dataDir });
    try {
      await fresh.migrate();
      await seedDatabase(
        fresh.db,
        loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: url }),
      );
      await seedBenchTutors(fresh.db, { from: 0, to: size });
      // As autovacuum would leave the tables after a bulk load: statistics and visibility map.
      await fresh.db.execute(sql`vacuum analyze`);
    } finally {
      await fresh.close();
    }
    console.log(`seeded ${name} in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const check = await openDatabase({ databaseUrl: url, dataDir });
  const [ids] = await selectRows<Ids>(
    check.db,
    sql`select (select id from subjects where slug = 'math') as subject,
      g.id as grade, l.system_id as system,
      (select id from areas where slug = 'sa-riyadh') as city,
      (select id from areas where slug = 'sa-riyadh-olaya') as district
    from grades g join education_levels l on l.id = g.level_id order by g.id limit 1`,
  );
  await check.close();
  return {
    size,
    url,
    dataDir,
    ids: ids as Ids,
    async remove() {
      if (!keep) {
        await withAdminClient(benchServerUrl, (client) =>
          client.query(`drop database if exists ${name} with (force)`),
        );
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One GET over a keep-alive agent, read to its end; its time in ms. */
function timedGet(agent: http.Agent, base: URL, pathAndQuery: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.get(
      {
        agent,
        host: base.hostname,
        port: base.port,
        path: pathAndQuery,
        headers: { ...browserHeaders, 'x-forwarded-for': visitorAddress() },
      },
      (response) => {
        response.on('data', () => {});
        response.on('end', () => {
          if (response.statusCode !== 200) {
            reject(new Error(`${pathAndQuery}: ${response.statusCode}`));
          } else resolve(performance.now() - started);
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
  });
}

type Cell = { latencies: number[]; requests: number; seconds: number; cpuMs: number };

/**
 * `count` requests from `connections` connections at once; latencies, wall time, server CPU.
 * `before`, when given, runs before each request, outside its time.
 */
async function drive(
  server: ServerProcess,
  pathAndQuery: string,
  connections: number,
  count: number,
  cell: Cell,
  before?: () => Promise<unknown>,
) {
  const base = new URL(server.url);
  const agents = Array.from(
    { length: connections },
    () => new http.Agent({ keepAlive: true, maxSockets: 1 }),
  );
  let left = count;
  const cpuBefore = server.cpuMs();
  const started = performance.now();
  await Promise.all(
    agents.map(async (agent) => {
      while (left > 0) {
        left -= 1;
        await before?.();
        cell.latencies.push(await timedGet(agent, base, pathAndQuery));
      }
    }),
  );
  cell.seconds += (performance.now() - started) / 1000;
  cell.cpuMs += server.cpuMs() - cpuBefore;
  cell.requests += count;
  for (const agent of agents) agent.destroy();
}

const percentile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const fixed = (value: number, digits = 1) => value.toFixed(digits);

async function main() {
  const logDir = mkdtempSync(path.join(tmpdir(), 'nibras-bench-search-'));
  const databases = [];
  for (const size of sizes) databases.push(await benchDatabase(size));
  const jwtSecret = randomBytes(32).toString('hex');
  const servers: {
    size: number;
    api: ServerProcess;
    bare: ServerProcess;
    ids: Ids;
    changeTutors: () => Promise<unknown>;
  }[] = [];
  const movers: Awaited<ReturnType<typeof openDatabase>>[] = [];
  try {
    for (const database of databases) {
      const api = await startApiServer(
        {
          DATABASE_URL: database.url,
          DATA_DIR: database.dataDir,
          JWT_SECRET: jwtSecret,
          SUPPORT_EMAIL: 'support@bench.test',
          TRUST_PROXY: '127.0.0.1',
        },
        path.join(logDir, `api-${database.size}.log`),
      );
      const body = await (
        await fetch(`${api.url}/api/v1/subjects`, { headers: browserHeaders })
      )
        .text()
        .catch(() => '{}');
      const bare = await startProcess({
        nodeArguments: ['--import', 'tsx', bareScript],
        environment: { DATABASE_URL: database.url, BARE_BODY: body },
        readyPath: '/api/v1/subjects',
        logFile: path.join(logDir, `bare-${database.size}.log`),
      });
      // Moves tutor_search's version as a tutor's change would: the next search asks anew.
      const mover = await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir });
      movers.push(mover);
      const changeTutors = () => mover.db.execute(sql`select nextval('tutor_search_version')`);
      servers.push({ size: database.size, api, bare, ids: database.ids, changeTutors });
    }
    console.log(
      `search bench, node ${process.version}: sizes ${sizes.join(', ')}, ${rounds} rounds, ` +
        `${samples} samples a round and cell, start command as npm start, NODE_ENV=production`,
    );
    const cells = new Map<string, Cell>();
    const cellOf = (key: string) => {
      let cell = cells.get(key);
      if (!cell) {
        cell = { latencies: [], requests: 0, seconds: 0, cpuMs: 0 };
        cells.set(key, cell);
      }
      return cell;
    };
    const subjectShares: number[] = [];
    // Round -1 warms both servers up and is not measured: the JIT, the pools, the planner's
    // caches, as on a server that has been up a while. Unwarmed, V8 was still compiling: the
    // API's CPU per /subjects answer fell from 0.17 to 0.09 ms over its first 25,000, and with
    // only /subjects warmed, the searches of the first round undid its compiled code (the first
    // round's /subjects kept 53–55 % of the bare route, the next ones 73–104 %; 2026-11-29).
    for (let round = -1; round < rounds; round += 1) {
      const roundStarted = performance.now();
      const cellFor = (key: string) => cellOf(round < 0 ? 'warm-up' : key);
      for (const [index, [name]] of searches(servers[0]?.ids as Ids).entries()) {
        for (const { size, api, bare, ids, changeTutors } of servers) {
          const url = `/api/v1/tutors?${new URLSearchParams((searches(ids)[index] as [string, Record<string, string>])[1])}`;
          // Asked for the first time since tutor_search changed: nothing kept helps (decision 0036).
          await drive(api, url, 1, samples, cellFor(`${name}|${size}|first|api`), changeTutors);
          for (const connections of concurrencies) {
            // Which server goes first changes each round: neither always finds the cache warm.
            const order = round % 2 === 0 ? (['api', 'bare'] as const) : (['bare', 'api'] as const);
            for (const which of order) {
              const server = which === 'api' ? api : bare;
              await drive(
                server,
                url,
                connections,
                samples,
                cellFor(`${name}|${size}|${connections}|${which}`),
              );
            }
          }
        }
      }
      // /subjects against its bare copy, 10 connections, on the first size's servers.
      const first = servers[0];
      if (first) {
        const api = cellFor(`subjects|${round}|api`);
        const bare = cellFor(`subjects|${round}|bare`);
        // Which goes first changes each round, as for the searches.
        const order = round % 2 === 0 ? [first.api, first.bare] : [first.bare, first.api];
        for (const server of order) {
          await drive(
            server,
            '/api/v1/subjects',
            10,
            // About a second at 10,000 a second, rather than bursts of a fifth of one.
            samples * 100,
            server === first.api ? api : bare,
          );
        }
        if (round < 0) continue;
        subjectShares.push(((api.requests / api.seconds) * 100) / (bare.requests / bare.seconds));
        console.log(
          `round ${round + 1}: ${fixed((performance.now() - roundStarted) / 1000, 0)} s; ` +
            `/subjects ${fixed(api.requests / api.seconds, 0)} req/s, bare ${fixed(bare.requests / bare.seconds, 0)} req/s ` +
            `(${fixed(subjectShares.at(-1) ?? 0)} %), CPU ${fixed(api.cpuMs / api.requests, 3)} against ${fixed(bare.cpuMs / bare.requests, 3)} ms`,
        );
      }
    }

    console.log(
      // The bare route's p95 beside ours: what this machine allows at all, client and database
      // sharing its cores.
      '\n| search | tutors | p50 / p95 ms, 1 at a time (bare p95) | p95 ms, first asked | p95 ms, 10 connections (bare) | req/s, 10 conn. | bare req/s | share of bare | CPU ms/req (bare) |',
    );
    console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const [name] of searches(servers[0]?.ids as Ids)) {
      for (const { size } of servers) {
        const one = cellOf(`${name}|${size}|1|api`);
        const first = cellOf(`${name}|${size}|first|api`);
        const ten = cellOf(`${name}|${size}|10|api`);
        const bareOne = cellOf(`${name}|${size}|1|bare`);
        const bareTen = cellOf(`${name}|${size}|10|bare`);
        const rate = ten.requests / ten.seconds;
        const bareRate = bareTen.requests / bareTen.seconds;
        const cpu = (one.cpuMs + ten.cpuMs) / (one.requests + ten.requests);
        const bareCpu = (bareOne.cpuMs + bareTen.cpuMs) / (bareOne.requests + bareTen.requests);
        console.log(
          `| ${name} | ${size.toLocaleString('en')} | ${fixed(percentile(one.latencies, 0.5))} / ${fixed(percentile(one.latencies, 0.95))} (${fixed(percentile(bareOne.latencies, 0.95))}) ` +
            `| ${fixed(percentile(first.latencies, 0.95))} | ${fixed(percentile(ten.latencies, 0.95))} (${fixed(percentile(bareTen.latencies, 0.95))}) | ${fixed(rate, 0)} | ${fixed(bareRate, 0)} ` +
            `| ${fixed((100 * rate) / bareRate, 0)} % | ${fixed(cpu, 2)} (${fixed(bareCpu, 2)}) |`,
        );
      }
    }
    console.log(
      `\n/subjects against the bare route, each round: ${subjectShares.map((share) => `${fixed(share)} %`).join(', ')}`,
    );
    for (const { size, api, bare } of servers) {
      console.log(
        `RSS after load, ${size.toLocaleString('en')} tutors: API ${fixed(api.rssMb(), 0)} MB, bare ${fixed(bare.rssMb(), 0)} MB`,
      );
    }
  } finally {
    for (const { api, bare } of servers) {
      await api.stop();
      await bare.stop();
    }
    for (const mover of movers) await mover.close();
    for (const database of databases) await database.remove();
    rmSync(logDir, { recursive: true, force: true });
  }
}

await main();
