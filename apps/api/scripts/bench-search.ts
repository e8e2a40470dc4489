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
import { asc, eq, sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../src/db/client';
import {
  bookings,
  educationLevels,
  grades,
  subjects,
  tutorAvailability,
  tutorProfiles,
  tutorReviews,
  tutorSubjects,
  tutorWeeklyHours,
  users,
} from '../src/db/schema/index';
import { slotsOf } from '../src/modules/availability/availability.service';
import { newRoomName } from '../src/modules/booking/booking-terms';
import { computeSlots, type AvailabilitySchedule } from '../src/modules/availability/slots';
import { seedCatalog } from '../src/modules/catalog/catalog.seed';
import { requestedPieces } from '../src/modules/tutors/time-filter';
import { searchTutorsQuery, tutorTimeZones } from '../src/modules/tutors/tutor-search.repo';
import { findTutors } from '../src/modules/tutors/tutors.service';

const tutorCount = 10_000;
const authorCount = 300;
const chunk = 1_000;
const zones = ['Asia/Riyadh', 'Africa/Cairo', 'Asia/Dubai', 'Europe/London', 'America/New_York'];
/** Reviewed sessions took place in the year before this instant. */
const pastStart = Date.parse('2025-01-01T10:00:00Z');
const languagePool = [['ar'], ['ar', 'en'], ['en'], ['en', 'fr'], ['ar', 'en', 'fr']];

/** A small deterministic generator, so two runs measure the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}
const rand = random(42);
const pick = <T>(items: T[]): T => items[Math.floor(rand() * items.length)] as T;

async function insertChunked<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += chunk) {
    await insert(rows.slice(start, start + chunk));
  }
}

async function seed(db: Database) {
  await seedCatalog(db);
  const subjectIds = (await db.select({ id: subjects.id }).from(subjects)).map((row) => row.id);
  const gradeRows = await db
    .select({ id: grades.id, levelId: grades.levelId, systemId: educationLevels.systemId })
    .from(grades)
    .innerJoin(educationLevels, eq(educationLevels.id, grades.levelId))
    .orderBy(asc(grades.id));

  const person = (kind: string, index: number) => ({
    email: `${kind}-${index}@bench.test`,
    fullName: `${kind} ${index}`,
    phoneNumber: '+966500000000',
    passwordHash: 'bench',
    emailConfirmedAt: new Date(),
  });
  const authors = await db
    .insert(users)
    .values(
      Array.from({ length: authorCount }, (_, i) => ({
        ...person('student', i),
        userType: 'Student' as const,
      })),
    )
    .returning({ id: users.id });
  const tutorIds: string[] = [];
  await insertChunked(
    Array.from({ length: tutorCount }, (_, i) => ({
      ...person('tutor', i),
      userType: 'Tutor' as const,
    })),
    async (batch) => {
      const inserted = await db.insert(users).values(batch).returning({ id: users.id });
      tutorIds.push(...inserted.map((row) => row.id));
    },
  );

  await insertChunked(tutorIds, (batch) =>
    db.insert(tutorProfiles).values(
      batch.map((userId) => {
        const grade = pick(gradeRows);
        return {
          userId,
          educationalBackground: 'BSc',
          yearsOfExperience: Math.floor(rand() * 30),
          hourlyRate: '20.00',
          briefBio: 'Bench tutor.',
          headline: 'Bench headline',
          languagesSpoken: pick(languagePool),
          educationSystemId: grade.systemId,
          educationLevelId: grade.levelId,
          gradeId: grade.id,
        };
      }),
    ),
  );
  const prices = tutorIds.flatMap((tutorId) => {
    const taught = new Set(
      Array.from({ length: 1 + Math.floor(rand() * 3) }, () => pick(subjectIds)),
    );
    return [...taught].map((subjectId) => {
      const online = (10 + Math.floor(rand() * 60)).toFixed(2);
      return { tutorId, subjectId, onlinePrice: online, offlinePrice: online };
    });
  });
  await insertChunked(prices, (batch) => db.insert(tutorSubjects).values(batch));

  await insertChunked(tutorIds, (batch) =>
    db.insert(tutorAvailability).values(
      batch.map((tutorId) => ({
        tutorId,
        timeZone: pick(zones),
        minimumNoticeMinutes: 720,
        bookingHorizonDays: 60,
      })),
    ),
  );
  const hours = tutorIds.flatMap((tutorId) => {
    const days = new Set(
      Array.from({ length: 3 + Math.floor(rand() * 4) }, () => Math.floor(rand() * 7)),
    );
    const start = 8 + Math.floor(rand() * 8);
    return [...days].flatMap((weekday) => [
      { tutorId, weekday, startMinute: start * 60, endMinute: (start + 2) * 60 },
      { tutorId, weekday, startMinute: (start + 3) * 60, endMinute: (start + 5) * 60 },
    ]);
  });
  await insertChunked(hours, (batch) => db.insert(tutorWeeklyHours).values(batch));

  // Each review belongs to a completed session of its author (a student) with the tutor.
  const reviewed = tutorIds.flatMap((tutorId) => {
    const count = Math.floor(rand() * 9);
    const offset = Math.floor(rand() * authorCount);
    return Array.from({ length: count }, (_, i) => ({
      tutorId,
      authorId: (authors[(offset + i) % authorCount] as { id: string }).id,
      rating: 1 + Math.floor(rand() * 5),
      startAt: new Date(pastStart - Math.floor(rand() * 365) * 86_400_000),
    }));
  });
  const reviews: (typeof tutorReviews.$inferInsert)[] = [];
  await insertChunked(reviewed, async (batch) => {
    const sessions = await db
      .insert(bookings)
      .values(
        batch.map((review) => ({
          tutorId: review.tutorId,
          studentId: review.authorId,
          bookedById: review.authorId,
          subjectId: subjectIds[0] as number,
          startAt: review.startAt,
          endAt: new Date(review.startAt.getTime() + 3_600_000),
          status: 'completed' as const,
          priceAmount: '20.00',
          currency: 'USD',
          roomName: newRoomName(),
          createdAt: review.startAt,
          updatedAt: review.startAt,
        })),
      )
      .returning({ id: bookings.id });
    batch.forEach((review, index) =>
      reviews.push({
        tutorId: review.tutorId,
        authorId: review.authorId,
        bookingId: (sessions[index] as { id: string }).id,
        rating: review.rating,
        comment: 'Bench review',
      }),
    );
  });
  await insertChunked(reviews, (batch) => db.insert(tutorReviews).values(batch));
  return {
    tutorIds,
    subjectIds,
    gradeRows,
    counts: { prices: prices.length, hours: hours.length, reviews: reviews.length },
  };
}

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
    const data = await seed(database.db);
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
