import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import {
  childProfiles,
  educationLevels,
  grades,
  subjects,
  tutorAvailability,
  tutorProfiles,
  tutorReviews,
  tutorSubjects,
  tutorWeeklyHours,
  users,
} from '../../db/schema/index';
import { demoPassword } from '../auth/demo-accounts';
import { hashPassword } from '../auth/passwords';
import { insertCompletedSession } from '../booking/past-sessions';

type DemoTutor = {
  email: string;
  /** Made by the accounts seed; only hours, a headline and reviews are added to it. */
  existing?: boolean;
  fullName: string;
  headline: string;
  bio: string;
  education: string;
  years: number;
  languages: string[];
  subjects: { slug: string; online: string; offline: string }[];
  timeZone: string;
  /** Weekdays (0 = Sunday) and hours, in the tutor's zone. */
  days: number[];
  hours: [number, number][];
  ratings: [number, string][];
};

/** A small, varied set so /courses has something to show; Saturday–Thursday weeks, Riyadh and Cairo. */
const demoTutors: DemoTutor[] = [
  {
    email: 'tutor@nibras.test',
    existing: true,
    fullName: 'Demo Tutor',
    headline: 'Patient lessons for young learners, in English or Arabic',
    bio: '',
    education: '',
    years: 0,
    languages: [],
    subjects: [],
    timeZone: 'Asia/Riyadh',
    days: [6, 0, 1, 2, 3, 4],
    hours: [[16, 20]],
    ratings: [
      [5, 'Clear explanations and a lot of patience with my son.'],
      [4, 'Helped me before my exams. Homework feedback was quick.'],
    ],
  },
  {
    email: 'layla.haddad@nibras.test',
    fullName: 'Layla Haddad',
    headline: 'IGCSE and Saudi curriculum maths and physics',
    bio: 'I have taught maths and physics for eight years in Riyadh and online. I start from what your child already knows and build confidence before speed.',
    education: 'MSc Applied Mathematics, King Saud University',
    years: 8,
    languages: ['ar', 'en'],
    subjects: [
      { slug: 'math', online: '25.00', offline: '35.00' },
      { slug: 'physics', online: '30.00', offline: '40.00' },
    ],
    timeZone: 'Asia/Riyadh',
    days: [6, 0, 1, 2, 3],
    hours: [
      [10, 12],
      [17, 21],
    ],
    ratings: [
      [5, 'My daughter finally enjoys maths.'],
      [5, 'Very organised lessons.'],
    ],
  },
  {
    email: 'omar.farouk@nibras.test',
    fullName: 'Omar Farouk',
    headline: 'Arabic language and grammar for every grade',
    bio: 'Arabic teacher from Cairo with twelve years of classroom experience. Reading, writing and grammar made simple and fun.',
    education: 'BA Arabic Language, Cairo University',
    years: 12,
    languages: ['ar'],
    subjects: [{ slug: 'arabic', online: '15.00', offline: '20.00' }],
    timeZone: 'Africa/Cairo',
    days: [6, 0, 1, 2, 3],
    hours: [[17, 21]],
    ratings: [[4, 'Kind and thorough.']],
  },
  {
    email: 'sarah.collins@nibras.test',
    fullName: 'Sarah Collins',
    headline: 'English for young learners and IELTS',
    bio: 'CELTA-qualified English teacher. Conversation, reading and exam preparation for children and teenagers.',
    education: 'BA English Literature, University of Leeds',
    years: 5,
    languages: ['en'],
    subjects: [{ slug: 'english', online: '28.00', offline: '38.00' }],
    timeZone: 'Europe/London',
    days: [1, 2, 3, 4, 5],
    hours: [[15, 19]],
    ratings: [],
  },
];

/**
 * Demo tutors with hours and reviews, after the demo accounts: the demo parent (for their child)
 * and the demo student had a completed session with the tutor, then reviewed it.
 */
export async function seedDemoTutors(db: Database, config: AppConfig): Promise<void> {
  if (!config.devTools) return;
  const [grade] = await db
    .select({ id: grades.id, levelId: grades.levelId, systemId: educationLevels.systemId })
    .from(grades)
    .innerJoin(educationLevels, eq(educationLevels.id, grades.levelId))
    .orderBy(asc(grades.id))
    .limit(1);
  const authors = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(inArray(users.email, ['parent@nibras.test', 'student@nibras.test']))
    .orderBy(asc(users.email));
  const subjectRows = await db.select({ id: subjects.id, slug: subjects.slug }).from(subjects);
  if (!grade) return;
  let passwordHash: Promise<string> | undefined;

  for (const demo of demoTutors) {
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
      if (review) await seedReviewedSession(db, { demo, tutorId, author, review, index });
    }
  }
}

/**
 * A demo family's completed session with a demo tutor, some weeks ago at the tutor's first hour,
 * and their review of it; nothing when that family already reviewed that tutor (a re-run).
 */
async function seedReviewedSession(
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
    insertCompletedSession(tx, {
      tutorId,
      learner,
      subjectId: price.subjectId,
      startAt,
      price: { amount: price.amount, currency: price.currency },
      review: { rating: review[0], comment: review[1] },
    }),
  );
}
