import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import {
  childProfiles,
  educationLevels,
  educationSystems,
  grades,
  subjects,
  tutorAvailability,
  tutorGrades,
  tutorProfiles,
  tutorReviews,
  tutorSubjects,
  tutorWeeklyHours,
  users,
} from '../../db/schema/index';
import { demoPassword } from '../auth/demo-accounts';
import { hashPassword } from '../auth/passwords';
import { insertCompletedBooking } from '../booking/past-bookings';
import { demoTutors, type DemoTutor } from './demo-tutors';

/**
 * Demo tutors with hours and reviews, after the demo accounts: the demo parent (for their child)
 * and the demo student had a completed booking with the tutor, then reviewed it.
 */
export async function seedDemoTutors(db: Database, config: AppConfig): Promise<void> {
  if (!config.devTools) return;
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
  const gradesOf = (demo: DemoTutor) =>
    demo.teaches.flatMap(({ system, level, grades: slugs }) =>
      catalogGrades.filter(
        (row) => row.systemSlug === system && row.levelSlug === level && slugs.includes(row.slug),
      ),
    );
  const authors = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(inArray(users.email, ['parent@nibras.test', 'student@nibras.test']))
    .orderBy(asc(users.email));
  const subjectRows = await db.select({ id: subjects.id, slug: subjects.slug }).from(subjects);
  let passwordHash: Promise<string> | undefined;

  for (const demo of demoTutors) {
    const [grade, ...moreGrades] = gradesOf(demo);
    if (!grade) continue;
    let [user] = await db.select().from(users).where(eq(users.email, demo.email));
    if (!user && demo.existing) continue;
    if (!user) {
      passwordHash ??= hashPassword(demoPassword);
      [user] = await db
        .insert(users)
        .values({
          email: demo.email,
          fullName: demo.fullName,
          phoneNumber: '+966500000000',
          userType: 'Tutor',
          passwordHash: await passwordHash,
          emailConfirmedAt: new Date(),
          timeZone: demo.timeZone,
        })
        .onConflictDoNothing()
        .returning();
      if (!user) continue;
      const userId = user.id;
      await db.insert(tutorProfiles).values({
        userId,
        educationalBackground: demo.education,
        yearsOfExperience: demo.years,
        hourlyRate: demo.subjects[0]?.online ?? '20.00',
        briefBio: demo.bio,
        languagesSpoken: demo.languages,
        educationSystemId: grade.systemId,
        educationLevelId: grade.levelId,
        gradeId: grade.id,
      });
      const priced = demo.subjects.flatMap((s) => {
        const subject = subjectRows.find((row) => row.slug === s.slug);
        return subject
          ? [
              {
                tutorId: userId,
                subjectId: subject.id,
                onlinePrice: s.online,
                offlinePrice: s.offline,
              },
            ]
          : [];
      });
      if (priced.length) await db.insert(tutorSubjects).values(priced);
    }
    const tutorId = user.id;
    const [signup] = await db
      .select({ gradeId: tutorProfiles.gradeId })
      .from(tutorProfiles)
      .where(eq(tutorProfiles.userId, tutorId));
    // The accounts seed gave the existing tutor a grade of its own: the headline's grades join it.
    const added = (demo.existing ? [grade, ...moreGrades] : moreGrades).filter(
      (row) => row.id !== signup?.gradeId,
    );
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
    const [hours] = await db
      .select()
      .from(tutorAvailability)
      .where(eq(tutorAvailability.tutorId, tutorId));
    if (!hours) {
      await db.insert(tutorAvailability).values({
        tutorId,
        timeZone: demo.timeZone,
        minimumNoticeMinutes: 12 * 60,
        bookingHorizonDays: 60,
      });
      await db.insert(tutorWeeklyHours).values(
        demo.days.flatMap((weekday) =>
          demo.hours.map(([from, to]) => ({
            tutorId,
            weekday,
            startMinute: from * 60,
            endMinute: to * 60,
          })),
        ),
      );
    }
    for (const [index, author] of authors.entries()) {
      const review = demo.ratings[index];
      if (review) await seedReviewedBooking(db, { demo, tutorId, author, review, index });
    }
  }
}

/**
 * A demo family's completed booking with a demo tutor, some weeks ago at the tutor's first hour,
 * and their review of it; nothing when that family already reviewed that tutor (a re-run).
 */
async function seedReviewedBooking(
  db: Database,
  seed: {
    demo: DemoTutor;
    tutorId: string;
    author: { id: string; userType: string };
    review: [number, string];
    index: number;
  },
) {
  const { demo, tutorId, author, review } = seed;
  const [done] = await db
    .select({ id: tutorReviews.id })
    .from(tutorReviews)
    .where(and(eq(tutorReviews.tutorId, tutorId), eq(tutorReviews.authorId, author.id)));
  if (done) return;
  const [child] = await db
    .select({ id: childProfiles.id })
    .from(childProfiles)
    .where(eq(childProfiles.parentId, author.id))
    .orderBy(asc(childProfiles.createdAt))
    .limit(1);
  const learner =
    author.userType === 'Student'
      ? { studentId: author.id }
      : child && { childId: child.id, parentId: author.id };
  const [price] = await db
    .select({
      subjectId: tutorSubjects.subjectId,
      amount: tutorSubjects.onlinePrice,
      currency: tutorSubjects.currency,
    })
    .from(tutorSubjects)
    .where(eq(tutorSubjects.tutorId, tutorId))
    .orderBy(asc(tutorSubjects.subjectId))
    .limit(1);
  if (!learner || !price) return;
  const weeksAgo = 2 + demoTutors.indexOf(demo) * 2 + seed.index;
  const startAt = DateTime.now()
    .setZone(demo.timeZone)
    .minus({ weeks: weeksAgo })
    .set({ hour: demo.hours[0]?.[0] ?? 16, minute: 0, second: 0, millisecond: 0 })
    .toJSDate();
  await db.transaction((tx) =>
    insertCompletedBooking(tx, {
      tutorId,
      learner,
      subjectId: price.subjectId,
      startAt,
      price: { amount: price.amount, currency: price.currency },
      review: { rating: review[0], comment: review[1] },
    }),
  );
}
