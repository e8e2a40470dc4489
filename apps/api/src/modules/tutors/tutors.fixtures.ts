import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  childProfiles,
  educationLevels,
  grades,
  parentProfiles,
  subjects,
  tutorApplications,
  tutorAvailability,
  tutorGrades,
  tutorProfiles,
  tutorSubjects,
  tutorWeeklyHours,
} from '../../db/schema/index';
import { createUserWithToken } from '../../test/fixtures';
import { approvedTutorApplication } from '../auth/demo-accounts';
import { insertCompletedBooking } from '../booking/past-bookings.seed';

type GradePick = { id: number; levelId: number; systemId: number };
export type CatalogPick = {
  subjectIds: Record<'math' | 'physics' | 'arabic', number>;
  /** Two grades in two different education systems. */
  grades: [GradePick, GradePick];
};

export async function pickCatalog(app: FastifyInstance): Promise<CatalogPick> {
  const subjectRows = await app.db.select().from(subjects);
  const idOf = (slug: string) => subjectRows.find((row) => row.slug === slug)?.id ?? 0;
  const gradeRows = await app.db
    .select({ id: grades.id, levelId: grades.levelId, systemId: educationLevels.systemId })
    .from(grades)
    .innerJoin(educationLevels, eq(educationLevels.id, grades.levelId))
    .orderBy(asc(grades.id));
  const first = gradeRows[0];
  const other = gradeRows.find((row) => row.systemId !== first?.systemId);
  if (!first || !other) throw new Error('the catalog seed needs two education systems');
  return {
    subjectIds: { math: idOf('math'), physics: idOf('physics'), arabic: idOf('arabic') },
    grades: [first, other],
  };
}

export type TutorSetup = {
  /** False for a tutor whose application is not approved (not listed). */
  approved?: boolean;
  fullName?: string;
  /** How the tutor asked to be addressed (unset when left out). */
  addressAs?: 'feminine' | 'masculine';
  confirmed?: boolean;
  bio?: string;
  years?: number;
  languages?: string[];
  grade: GradePick;
  extraGradeIds?: number[];
  prices?: { subjectId: number; online: string; offline?: string }[];
  ratings?: number[];
  timeZone?: string;
  sessionMinutes?: number;
  weekly?: { weekday: number; startMinute: number; endMinute: number }[];
};

/** A tutor with a profile, prices, reviewed past bookings and hours, written straight to the tables. */
export async function createTutor(app: FastifyInstance, setup: TutorSetup) {
  const tutor = await createUserWithToken(app, 'Tutor', {
    fullName: setup.fullName ?? 'Test Tutor',
    addressAs: setup.addressAs ?? null,
    emailConfirmedAt: setup.confirmed === false ? null : new Date(),
  });
  const tutorId = tutor.user.id;
  await app.db.insert(tutorProfiles).values({
    userId: tutorId,
    educationalBackground: 'BSc Mathematics',
    yearsOfExperience: setup.years ?? 3,
    hourlyRate: '20.00',
    briefBio: setup.bio ?? 'I teach with patience.',
    languagesSpoken: setup.languages ?? ['tr'],
    educationSystemId: setup.grade.systemId,
    educationLevelId: setup.grade.levelId,
    gradeId: setup.grade.id,
  });
  if (setup.approved !== false) {
    await app.db.insert(tutorApplications).values(approvedTutorApplication(tutorId, new Date()));
  }
  if (setup.extraGradeIds?.length) {
    await app.db
      .insert(tutorGrades)
      .values(setup.extraGradeIds.map((gradeId) => ({ tutorId, gradeId })));
  }
  if (setup.prices?.length) {
    await app.db.insert(tutorSubjects).values(
      setup.prices.map((price) => ({
        tutorId,
        subjectId: price.subjectId,
        onlinePrice: price.online,
        offlinePrice: price.offline ?? price.online,
      })),
    );
  }
  // A review belongs to a completed booking: each rating comes from a parent whose child had one.
  const [anySubject] = await app.db.select({ id: subjects.id }).from(subjects).limit(1);
  const subjectId = setup.prices?.[0]?.subjectId ?? anySubject?.id ?? 0;
  for (const [index, rating] of (setup.ratings ?? []).entries()) {
    const author = await createUserWithToken(app, 'Parent', { fullName: `Parent${index} Family` });
    const parentId = author.user.id;
    await app.db.insert(parentProfiles).values({ userId: parentId });
    const [child] = await app.db
      .insert(childProfiles)
      .values({
        parentId,
        name: `Child${index} Family`,
        age: 10,
        gradeId: setup.grade.id,
        preferredLanguage: 'ar',
        schoolName: 'Fixture School',
        learningGoals: 'Confidence',
        preferredLearningTime: 'evening',
      })
      .returning({ id: childProfiles.id });
    await insertCompletedBooking(app.db, {
      tutorId,
      learner: { childId: child?.id ?? '', parentId },
      subjectId,
      startAt: new Date(Date.UTC(2020, 0, 1 + index, 10)),
      review: { rating, comment: `Rated ${rating}` },
    });
  }
  if (setup.weekly) {
    await app.db.insert(tutorAvailability).values({
      tutorId,
      timeZone: setup.timeZone ?? 'UTC',
      minimumNoticeMinutes: 0,
      bookingHorizonDays: 60,
      sessionMinutes: setup.sessionMinutes,
    });
    if (setup.weekly.length) {
      await app.db
        .insert(tutorWeeklyHours)
        .values(setup.weekly.map((rule) => ({ tutorId, ...rule })));
    }
  }
  return tutor;
}
