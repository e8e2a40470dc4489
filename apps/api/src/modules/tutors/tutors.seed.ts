import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import {
  educationLevels,
  educationSystems,
  grades,
  subjects,
  tutorApplications,
  tutorAvailability,
  tutorGrades,
  tutorProfiles,
  tutorReviews,
  tutorSubjects,
  tutorWeeklyHours,
  users,
  type UserRow,
} from '../../db/schema/index';
import { approvedTutorApplication, demoPassword } from '../auth/demo-accounts';
import { hashPassword } from '../auth/passwords';
import { preparePhoto, storePhoto } from '../auth/profile-photo';
import { insertCompletedBookings, type PastBooking } from '../booking/past-bookings.seed';
import { seedDemoInPerson } from './demo-in-person.seed';
import { seedDemoLearners, type SeededLearner } from './demo-learners.seed';
import { LessonCalendar } from './demo-lesson-calendar';
import { demoPortrait } from './demo-portraits';
import { demoTutors, type DemoTutor } from './demo-tutors';

type CatalogGrade = { id: number; slug: string; levelId: number; systemId: number };
type Catalog = {
  gradesOf: (demo: DemoTutor) => CatalogGrade[];
  subjectIds: Map<string, number>;
};

async function catalogOf(db: Database): Promise<Catalog> {
  const catalogGrades = await db
    .select({
      id: grades.id,
      slug: grades.slug,
      levelId: grades.levelId,
      levelSlug: educationLevels.slug,
      systemId: educationLevels.systemId,
      systemSlug: educationSystems.slug,
    })
    .from(grades)
    .innerJoin(educationLevels, eq(educationLevels.id, grades.levelId))
    .innerJoin(educationSystems, eq(educationSystems.id, educationLevels.systemId))
    .orderBy(asc(grades.id));
  const subjectRows = await db.select({ id: subjects.id, slug: subjects.slug }).from(subjects);
  return {
    gradesOf: (demo) =>
      demo.teaches.flatMap(({ system, level, grades: slugs }) =>
        catalogGrades.filter(
          (row) => row.systemSlug === system && row.levelSlug === level && slugs.includes(row.slug),
        ),
      ),
    subjectIds: new Map(subjectRows.map((row) => [row.slug, row.id])),
  };
}

/**
 * Demo tutors with portraits, hours and reviews, after the demo accounts: each review is a demo
 * family's completed lesson with the tutor, with the tutor's notes. Idempotent: what exists is
 * left as it is. A fresh start writes the tutors and the lessons a table at a time, since it
 * runs before the server answers.
 */
export async function seedDemoTutors(db: Database, config: AppConfig): Promise<void> {
  if (!config.devTools) return;
  const catalog = await catalogOf(db);
  let hash: Promise<string> | undefined;
  const passwordHash = () => (hash ??= hashPassword(demoPassword));
  const learners = await seedDemoLearners(db, passwordHash);
  const emails = demoTutors.map((demo) => demo.email);
  const found = await db.select().from(users).where(inArray(users.email, emails));
  const fresh = demoTutors.filter(
    (demo) => !demo.existing && !found.some((user) => user.email === demo.email),
  );
  if (fresh.length) await createTutors(db, config, fresh, catalog, await passwordHash());
  const tutors = await db.select().from(users).where(inArray(users.email, emails));
  const withHours = new Set(
    (
      await db
        .select({ tutorId: tutorAvailability.tutorId })
        .from(tutorAvailability)
        .where(
          inArray(
            tutorAvailability.tutorId,
            tutors.map((user) => user.id),
          ),
        )
    ).map((row) => row.tutorId),
  );
  for (const user of tutors) {
    const demo = demoTutors.find((candidate) => candidate.email === user.email);
    if (demo && (demo.existing || !user.avatarPath || !withHours.has(user.id))) {
      await completeTutor(db, config, user, demo, catalog);
    }
  }
  await seedReviewedLessons(db, tutors, learners, catalog);
  await seedDemoInPerson(db, tutors, demoTutors);
}

/** The fresh start's tutors, a statement per table; portraits drawn side by side. */
async function createTutors(
  db: Database,
  config: AppConfig,
  fresh: DemoTutor[],
  catalog: Catalog,
  passwordHash: string,
) {
  const placed = fresh.flatMap((demo) => {
    const [grade, ...moreGrades] = catalog.gradesOf(demo);
    return grade ? [{ demo, grade, moreGrades, id: randomUUID() }] : [];
  });
  const avatars = await Promise.all(
    placed.map(async ({ demo, id }) =>
      storePhoto(
        config.dataDir,
        id,
        await preparePhoto(await demoPortrait(demo.email, demo.addressAs)),
      ),
    ),
  );
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(users)
      .values(
        placed.map(({ demo, id }, index) => ({
          id,
          email: demo.email,
          fullName: demo.fullName,
          phoneNumber: '+966500000000',
          userType: 'Tutor' as const,
          passwordHash,
          emailConfirmedAt: new Date(),
          timeZone: demo.timeZone,
          preferredLanguage: demo.languages.includes('en') ? 'en' : 'ar',
          addressAs: demo.addressAs,
          avatarPath: avatars[index],
        })),
      )
      .onConflictDoNothing()
      .returning({ id: users.id });
    const made = placed.filter(({ id }) => inserted.some((row) => row.id === id));
    if (made.length === 0) return;
    const now = new Date();
    await tx
      .insert(tutorApplications)
      .values(made.map(({ id }) => approvedTutorApplication(id, now)));
    await tx.insert(tutorProfiles).values(
      made.map(({ demo, grade, id }) => ({
        userId: id,
        educationalBackground: demo.education,
        yearsOfExperience: demo.years,
        hourlyRate: demo.subjects[0]?.online ?? '20.00',
        briefBio: demo.bio,
        headline: demo.headline,
        languagesSpoken: demo.languages,
        educationSystemId: grade.systemId,
        educationLevelId: grade.levelId,
        gradeId: grade.id,
      })),
    );
    const prices = made.flatMap(({ demo, id }) =>
      demo.subjects.flatMap((s) => {
        const subjectId = catalog.subjectIds.get(s.slug);
        return subjectId === undefined
          ? []
          : [{ tutorId: id, subjectId, onlinePrice: s.online, offlinePrice: s.offline }];
      }),
    );
    if (prices.length) await tx.insert(tutorSubjects).values(prices);
    const taught = made.flatMap(({ moreGrades, id }) =>
      moreGrades.map((row) => ({ tutorId: id, gradeId: row.id })),
    );
    if (taught.length) await tx.insert(tutorGrades).values(taught);
    await tx.insert(tutorAvailability).values(made.map(({ demo, id }) => availabilityOf(id, demo)));
    await tx
      .insert(tutorWeeklyHours)
      .values(made.flatMap(({ demo, id }) => weeklyHoursOf(id, demo)));
  });
}

/**
 * What an existing tutor lacks: the accounts seed's tutor gets the headline's grades, a
 * headline and a zone; a tutor of an older seed, a portrait and hours.
 */
async function completeTutor(
  db: Database,
  config: AppConfig,
  user: UserRow,
  demo: DemoTutor,
  catalog: Catalog,
) {
  const tutorId = user.id;
  if (demo.existing) {
    const [signup] = await db
      .select({ gradeId: tutorProfiles.gradeId })
      .from(tutorProfiles)
      .where(eq(tutorProfiles.userId, tutorId));
    // The accounts seed gave the tutor a grade of its own: the headline's grades join it.
    const added = catalog.gradesOf(demo).filter((row) => row.id !== signup?.gradeId);
    if (added.length) {
      await db
        .insert(tutorGrades)
        .values(added.map((row) => ({ tutorId, gradeId: row.id })))
        .onConflictDoNothing();
    }
    await db
      .update(tutorProfiles)
      .set({ headline: demo.headline })
      .where(and(eq(tutorProfiles.userId, tutorId), isNull(tutorProfiles.headline)));
  }
  const avatarPath =
    user.avatarPath ??
    (await storePhoto(
      config.dataDir,
      tutorId,
      await preparePhoto(await demoPortrait(demo.email, demo.addressAs)),
    ));
  await db
    .update(users)
    .set({
      avatarPath,
      addressAs: user.addressAs ?? demo.addressAs,
      // The accounts seed's tutor lives where their hours are.
      timeZone: user.timeZone === 'UTC' ? demo.timeZone : user.timeZone,
    })
    .where(eq(users.id, tutorId));
  await addHours(db, tutorId, demo);
}

function availabilityOf(tutorId: string, demo: DemoTutor) {
  return {
    tutorId,
    timeZone: demo.timeZone,
    minimumNoticeMinutes: 12 * 60,
    bookingHorizonDays: 60,
  };
}

function weeklyHoursOf(tutorId: string, demo: DemoTutor) {
  return demo.days.flatMap((weekday) =>
    demo.hours.map(([from, to]) => ({
      tutorId,
      weekday,
      startMinute: from * 60,
      endMinute: to * 60,
    })),
  );
}

async function addHours(db: Database, tutorId: string, demo: DemoTutor) {
  const [hours] = await db
    .select()
    .from(tutorAvailability)
    .where(eq(tutorAvailability.tutorId, tutorId));
  if (hours) return;
  await db.insert(tutorAvailability).values(availabilityOf(tutorId, demo));
  await db.insert(tutorWeeklyHours).values(weeklyHoursOf(tutorId, demo));
}

/**
 * Each review's completed lesson, with the tutor's notes, in one transaction; none for an
 * author who already reviewed that tutor (a restart).
 */
async function seedReviewedLessons(
  db: Database,
  tutors: UserRow[],
  learners: Map<string, SeededLearner>,
  catalog: Catalog,
) {
  const tutorIds = tutors.map((user) => user.id);
  const reviewed = new Set(
    (
      await db
        .select({ tutorId: tutorReviews.tutorId, authorId: tutorReviews.authorId })
        .from(tutorReviews)
        .where(inArray(tutorReviews.tutorId, tutorIds))
    ).map((row) => `${row.tutorId} ${row.authorId}`),
  );
  const prices = await db
    .select()
    .from(tutorSubjects)
    .where(inArray(tutorSubjects.tutorId, tutorIds));
  const calendar = new LessonCalendar();
  const lessons: PastBooking[] = [];
  for (const [index, demo] of demoTutors.entries()) {
    const tutorId = tutors.find((user) => user.email === demo.email)?.id;
    if (!tutorId) continue;
    for (const [position, review] of demo.reviews.entries()) {
      const learner = learners.get(review.learner);
      const subjectId = catalog.subjectIds.get(review.subject);
      const price = prices.find((row) => row.tutorId === tutorId && row.subjectId === subjectId);
      if (!learner || !price || reviewed.has(`${tutorId} ${learner.authorId}`)) continue;
      lessons.push({
        tutorId,
        learner: learner.learner,
        subjectId: price.subjectId,
        startAt: calendar.place(demo, learner, index, position),
        price: { amount: price.onlinePrice, currency: price.currency },
        review: { rating: review.rating, comment: review.comment },
        notes: { notes: review.notes, homework: review.homework },
      });
    }
  }
  await db.transaction((tx) => insertCompletedBookings(tx, lessons));
}
