/**
 * Benchmark (not a test): seeds 10,000 listed tutors with subjects, prices, weekly hours and
 * reviews (each of a completed session) into a throw-away in-memory PGlite database, then
 * prints the latency of typical searches and of slot computation.
 * Run: npm run bench:search -w @nibras/api
 * Set BENCH_DATABASE_URL=postgres://… to measure a PostgreSQL server instead (the database
 * named there is filled, so give it an empty one), and BENCH_EXPLAIN=1 to print each search's
 * query plan.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tutorSearchQuerySchema } from '@nibras/contracts/tutors';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/db/client';
import { slotsOf } from '../src/modules/availability/availability.service';
import { computeSlots, type AvailabilitySchedule } from '../src/modules/availability/slots';
import { requestedPieces } from '../src/modules/tutors/time-filter';
import { searchTutorsQuery, tutorTimeZones } from '../src/modules/tutors/tutor-search.repo';
import { findTutors } from '../src/modules/tutors/tutors.service';
import { seedManyTutors, tutorCount } from './bench/lib/many-tutors';

function summary(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] as number;
  return { median: at(0.5), p95: at(0.95) };
}

async function measure(run: () => Promise<unknown>, times: number) {
  for (let i = 0; i < 3; i += 1) await run();
  const samples: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  return summary(samples);
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 1)} ms`;

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nibras-bench-'));
  const database = await openDatabase({
    databaseUrl: process.env.BENCH_DATABASE_URL ?? 'memory://',
    dataDir,
  });
  try {
    await database.migrate();
    const seedStarted = performance.now();
    const data = await seedManyTutors(database.db);
    console.log(
      `seeded ${tutorCount} tutors, ${data.counts.prices} prices, ${data.counts.hours} weekly ranges, ${data.counts.reviews} reviews on ${database.kind} in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );
    // Statements to try before measuring, e.g. a candidate index: "create index …; create index …".
    for (const statement of (process.env.BENCH_EXTRA_SQL ?? '').split(';')) {
      if (statement.trim()) await database.db.execute(sql.raw(statement));
    }
    await database.db.execute('analyze');

    const grade = data.gradeRows[0] as { id: number; systemId: number };
    const searches: [string, Record<string, string>][] = [
      ['all, by relevance', {}],
      ['subject, by price', { subject: String(data.subjectIds[2]), sort: 'price' }],
      [
        'system + grade + language + rating ≥ 4',
        { system: String(grade.systemId), grade: String(grade.id), language: 'en', minRating: '4' },
      ],
      ['price 20–40, by rating', { minPrice: '20', maxPrice: '40', sort: 'rating' }],
      ['Fri+Sat evenings (Riyadh viewer)', { days: '5,6', times: 'evening', tz: 'Asia/Riyadh' }],
      ['page 40, by experience', { sort: 'experience', page: '40' }],
    ];
    console.log('\nsearch (GET /tutors service call, 12 per page), 30 runs each');
    for (const [name, params] of searches) {
      const query = tutorSearchQuerySchema.parse(params);
      let total = 0;
      const figures = await measure(async () => {
        total = (await findTutors(database.db, query, 'en')).total;
      }, 30);
      if (process.env.BENCH_EXPLAIN) {
        const pieces = requestedPieces(
          query.days,
          query.times,
          query.tz ?? 'UTC',
          await tutorTimeZones(database.db),
          Date.now(),
        );
        const plan = (await database.db.execute(
          sql`explain analyze ${searchTutorsQuery(query, pieces)}`,
        )) as unknown as { rows: Record<string, string>[] };
        console.log(plan.rows.map((row) => Object.values(row)[0]).join('\n'));
      }
      console.log(
        `  ${name.padEnd(42)} median ${ms(figures.median).padStart(9)}  p95 ${ms(figures.p95).padStart(9)}  (${total} match)`,
      );
    }

    const schedule: AvailabilitySchedule = {
      timeZone: 'America/New_York',
      weeklyRules: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) => [
        { weekday, startMinute: 540, endMinute: 720 },
        { weekday, startMinute: 900, endMinute: 1260 },
      ]),
      dateOverrides: [{ date: '2025-11-05', ranges: [] }],
      minimumNoticeMinutes: 720,
      bookingHorizonDays: 60,
    };
    const from = Date.parse('2025-10-30T00:00:00Z');
    const weekRuns = 2_000;
    const started = performance.now();
    for (let i = 0; i < weekRuns; i += 1) {
      computeSlots({
        schedule,
        from,
        to: from + 7 * 86_400_000,
        now: from - 86_400_000,
        slotMinutes: 30,
        busy: [],
      });
    }
    const perWeek = (performance.now() - started) / weekRuns;
    console.log(
      `\nslots: pure computation of one tutor-week (2 ranges a day, 30-minute slots, across a DST change): ${ms(perWeek)} on average over ${weekRuns} runs`,
    );
    let tutorIndex = 0;
    const endpoint = await measure(async () => {
      const tutorId = data.tutorIds[tutorIndex++ % data.tutorIds.length] as string;
      await slotsOf(database.db, tutorId, {});
    }, 100);
    console.log(
      `slots: GET /tutors/{id}/slots service call (14 days, database included): median ${ms(endpoint.median)}, p95 ${ms(endpoint.p95)}`,
    );
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
