/**
 * Benchmark (not a test): how much one anonymous visitor can slow the server down through the
 * free-slots call. Starts the real app on a throw-away in-memory database, gives one tutor the
 * largest schedule, fires parallel GET /tutors/:id/slots for a month of 30-minute slots from one
 * address, and meanwhile measures /health from another connection.
 * Run: npm run bench:slots -w @nibras/api
 * BENCH_SCHEDULE=largest-accepted (default) stores the largest schedule that PUT
 * /tutor/availability accepts; BENCH_SCHEDULE=old-limits stores the largest one of the old
 * limits (366 overrides × 12 ranges, 70 weekly ranges) straight into the tables, as a schedule
 * saved before the limits were tightened would be. BENCH_PARALLEL sets the number of calls (20).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { availabilityLimits, availabilitySchema } from '@nibras/contracts/availability';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { users } from '../../src/db/schema/index';
import { replaceAvailability } from '../../src/modules/availability/availability.repo';
import { toAnswer } from '../../src/modules/availability/availability.service';

const parallel = Number(process.env.BENCH_PARALLEL ?? 20);
const schedule = process.env.BENCH_SCHEDULE ?? 'largest-accepted';
const dayMs = 24 * 3_600_000;

/** `count` ranges of an hour each with an hour's gap, from midnight: never overlapping. */
function hourlyRanges(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    startMinute: index * 120,
    endMinute: index * 120 + 60,
  }));
}

function largestSchedule(now: number) {
  const limits =
    schedule === 'old-limits'
      ? { overrides: 366, rangesPerDay: 12, weeklyRangesPerDay: 10 }
      : {
          overrides: availabilityLimits.dateOverridesMax,
          rangesPerDay: availabilityLimits.rangesPerDayMax,
          weeklyRangesPerDay: availabilityLimits.rangesPerDayMax,
        };
  const dateOf = (offset: number) => new Date(now + offset * dayMs).toISOString().slice(0, 10);
  const stored = {
    timeZone: 'Asia/Riyadh',
    minimumNoticeMinutes: 0,
    bookingHorizonDays: 365,
    autoConfirm: false,
    sessionMinutes: 60,
    weeklyRules: Array.from({ length: 7 }, (_, weekday) =>
      hourlyRanges(limits.weeklyRangesPerDay).map((range) => ({ weekday, ...range })),
    ).flat(),
    dateOverrides: Array.from({ length: limits.overrides }, (_, offset) => ({
      date: dateOf(offset),
      ranges: hourlyRanges(limits.rangesPerDay),
    })),
  };
  if (schedule !== 'old-limits') {
    // The same schedule as a tutor would send it: it must pass the API's own schema.
    const asSent = toAnswer(stored, true);
    const parsed = availabilitySchema.safeParse(asSent);
    if (!parsed.success) throw new Error(`the schema refuses the bench schedule: ${parsed.error}`);
  }
  return stored;
}

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) ?? 0 };
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

async function timed(url: string, init?: RequestInit) {
  const started = performance.now();
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-bench-slots-'));
  // Production mode: no demo data, nothing but the catalog and the bench tutor.
  const config = loadConfig({
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: 'memory://',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SUPPORT_EMAIL: 'support@example.com',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config });
  try {
    const now = Date.now();
    const [tutor] = await app.db
      .insert(users)
      .values({
        email: 'bench-tutor@bench.test',
        fullName: 'Bench Tutor',
        phoneNumber: '+966500000000',
        passwordHash: 'bench',
        userType: 'Tutor',
        emailConfirmedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!tutor) throw new Error('no bench tutor');
    const stored = largestSchedule(now);
    await replaceAvailability(app.db, tutor.id, stored);
    const overrideRanges = stored.dateOverrides.reduce((sum, o) => sum + o.ranges.length, 0);

    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const health = `${base}/health`;
    const from = new Date(now).toISOString();
    const to = new Date(now + 30 * dayMs).toISOString();
    const slotsUrl = `${base}/api/v1/tutors/${tutor.id}/slots?from=${from}&to=${to}&duration=30`;

    const idle: number[] = [];
    for (let i = 0; i < 20; i += 1) idle.push((await timed(health)).ms);
    const single = await timed(slotsUrl, { headers: { 'accept-encoding': 'gzip, deflate, br' } });

    // /health probed back to back while the slot calls run.
    const busy: number[] = [];
    let running = true;
    const probing = (async () => {
      while (running) busy.push((await timed(health)).ms);
    })();
    const started = performance.now();
    // As a browser asks for them.
    const browser = { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } };
    const answers = await Promise.all(
      Array.from({ length: parallel }, () => timed(slotsUrl, browser)),
    );
    const allDone = performance.now() - started;
    running = false;
    await probing;

    const statuses = answers.reduce<Record<number, number>>((count, answer) => {
      count[answer.status] = (count[answer.status] ?? 0) + 1;
      return count;
    }, {});
    const idleSummary = summary(idle);
    const busySummary = summary(busy);
    const slotSummary = summary(answers.map((answer) => answer.ms));
    console.log(
      `schedule ${schedule}: ${stored.weeklyRules.length} weekly ranges, ` +
        `${stored.dateOverrides.length} date overrides with ${overrideRanges} ranges`,
    );
    console.log(`one slots call (30 days of 30-minute slots): ${ms(single.ms)}`);
    console.log(
      `/health idle: median ${ms(idleSummary.median)}, p95 ${ms(idleSummary.p95)}, max ${ms(idleSummary.max)}`,
    );
    console.log(
      `${parallel} parallel slots calls: all done in ${ms(allDone)}, each median ${ms(slotSummary.median)}, max ${ms(slotSummary.max)}; statuses ${JSON.stringify(statuses)}`,
    );
    console.log(
      `/health meanwhile (${busy.length} probes): median ${ms(busySummary.median)}, p95 ${ms(busySummary.p95)}, max ${ms(busySummary.max)}`,
    );
  } finally {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
