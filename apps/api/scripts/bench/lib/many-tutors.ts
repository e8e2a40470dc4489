/**
 * Many listed tutors for the benchmarks (bench-search.ts, bench/embedded.ts): 10,000 tutors with
 * subjects, prices, weekly hours and reviews (each of a completed session), drawn from a fixed
 * seed so that two runs measure the same data. Needs the catalog (seeded here) and nothing else.
 */
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../src/db/client';
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
} from '../../../src/db/schema/index';
import { newRoomName } from '../../../src/modules/booking/booking-terms';
import { seedCatalog } from '../../../src/modules/catalog/catalog.seed';

export const tutorCount = 10_000;
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
async function insertChunked<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += chunk) {
    await insert(rows.slice(start, start + chunk));
  }
}

/**
 * Inserts the tutors, their prices, hours and reviewed sessions, in batches: the same rows on
 * every call, so a PGlite and a PostgreSQL database seeded in one run hold the same data.
 */
export async function seedManyTutors(db: Database) {
  const rand = random(42);
  const pick = <T>(items: T[]): T => items[Math.floor(rand() * items.length)] as T;
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
