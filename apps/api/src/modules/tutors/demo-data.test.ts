import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  areas,
  bookings,
  childProfiles,
  educationLevels,
  educationSystems,
  gradeSubjects,
  grades,
  studentProfiles,
  subjects,
  tutorApplications,
  tutorGrades,
  tutorProfiles,
  tutorReviews,
  tutorSubjects,
  tutorWeeklyHours,
  users,
} from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { demoDataContradictions, type DemoDataSnapshot, type GradePlace } from './demo-data.checks';
import { citySeeds } from '../areas/areas-data';
import { demoTutors } from './demo-tutors';

/** Reads back what the seed wrote, as a visitor would meet it. */
async function snapshotOf(app: FastifyInstance): Promise<DemoDataSnapshot> {
  const db = app.db;
  const catalogSubjects = await db.select().from(subjects);
  const slugOf = new Map(catalogSubjects.map((row) => [row.id, row.slug]));
  const places = await db
    .select({
      id: grades.id,
      grade: grades.slug,
      level: educationLevels.slug,
      system: educationSystems.slug,
    })
    .from(grades)
    .innerJoin(educationLevels, eq(educationLevels.id, grades.levelId))
    .innerJoin(educationSystems, eq(educationSystems.id, educationLevels.systemId));
  const offered = await db.select().from(gradeSubjects);
  const placeOf = (gradeId: number) => {
    const place = places.find((row) => row.id === gradeId);
    if (!place) throw new Error(`grade ${gradeId} is not in the catalog`);
    const { system, level, grade } = place;
    return { system, level, grade };
  };
  const withSubjects = (gradeId: number) => ({
    ...placeOf(gradeId),
    subjects: offered
      .filter((row) => row.gradeId === gradeId)
      .map((row) => slugOf.get(row.subjectId) ?? ''),
  });
  const emails = demoTutors.map((tutor) => tutor.email);
  const tutorRows = await db
    .select({ user: users, profile: tutorProfiles })
    .from(users)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
    .where(inArray(users.email, emails));
  const tutors = [];
  for (const { user, profile } of tutorRows) {
    const byTutor = <T extends { tutorId: string }>(rows: T[]) =>
      rows.filter((row) => row.tutorId === user.id);
    const approved = byTutor(await db.select().from(tutorApplications)).some(
      (row) => row.status === 'approved',
    );
    const extra = byTutor(await db.select().from(tutorGrades)).map((row) => row.gradeId);
    tutors.push({
      email: user.email,
      fullName: user.fullName,
      headline: profile.headline,
      bio: profile.briefBio,
      languages: profile.languagesSpoken,
      timeZone: user.timeZone,
      city: demoTutors.find((tutor) => tutor.email === user.email)?.city,
      approved,
      hasPortrait: Boolean(user.avatarPath),
      addressAs: user.addressAs,
      weeklyHours: byTutor(await db.select().from(tutorWeeklyHours)).length,
      prices: byTutor(await db.select().from(tutorSubjects)).map(
        (row) => slugOf.get(row.subjectId) ?? '',
      ),
      grades: [...new Set([profile.gradeId, ...extra])].map(withSubjects),
    });
  }
  const children = await db.select().from(childProfiles);
  const students = await db.select().from(studentProfiles);
  const learnerPlace = new Map<string, GradePlace>();
  for (const child of children) learnerPlace.set(child.id, placeOf(child.gradeId));
  for (const student of students) learnerPlace.set(student.userId, placeOf(student.gradeId));
  const names = new Map((await db.select().from(users)).map((row) => [row.id, row]));
  const reviews = await db.select().from(tutorReviews);
  const lessons = (await db.select().from(bookings))
    .filter((row) => emails.includes(names.get(row.tutorId)?.email ?? ''))
    .map((row) => ({
      tutorEmail: names.get(row.tutorId)?.email ?? '',
      learner: learnerPlace.get(row.childId ?? row.studentId ?? '') ?? {
        system: '',
        level: '',
        grade: '',
      },
      subject: slugOf.get(row.subjectId) ?? '',
      status: row.status,
      notes: row.notes,
      review: reviews.find((review) => review.bookingId === row.id)?.comment ?? null,
    }));
  return {
    catalog: {
      systems: [...new Set(places.map((row) => row.system))],
      grades: places.map(({ system, level, grade }) => ({ system, level, grade })),
      subjects: catalogSubjects.map(({ slug, nameEn, nameAr }) => ({ slug, nameEn, nameAr })),
    },
    tutors,
    learners: [
      ...children.map((child) => ({ name: child.name, age: child.age, ...placeOf(child.gradeId) })),
      ...students.map((student) => ({
        name: names.get(student.userId)?.fullName ?? '',
        age: student.age,
        ...placeOf(student.gradeId),
      })),
    ],
    lessons,
  };
}

describe('the demo data a visitor meets', () => {
  let app: FastifyInstance;
  let snapshot: DemoDataSnapshot;
  beforeAll(async () => {
    app = await buildTestApp();
    snapshot = await snapshotOf(app);
  });
  afterAll(() => app.close());

  it('contradicts itself nowhere: ages, grades, headlines, notes, prices, hours, cities', () => {
    expect(demoDataContradictions(snapshot)).toEqual([]);
    expect(snapshot.tutors.length).toBeGreaterThanOrEqual(40);
    expect(snapshot.lessons.filter((lesson) => lesson.review).length).toBeGreaterThan(40);
  });

  it('refuses a fixture broken in each of those ways', () => {
    const broken: DemoDataSnapshot = structuredClone(snapshot);
    const [layla, first, second, third, fourth] = [
      'Layla Haddad',
      'Sarah Collins',
      'James Whitaker',
      'Omar Farouk',
      'Priya Raman',
    ].map((name) => broken.tutors.find((tutor) => tutor.fullName === name));
    const [child] = broken.learners;
    const [lesson, otherLesson] = broken.lessons.filter((row) => row.notes);
    if (!layla || !first || !second || !third || !fourth || !child || !lesson || !otherLesson) {
      throw new Error('the seed made too little to break');
    }
    child.age = 25;
    otherLesson.notes = lesson.notes;
    second.headline = first.headline;
    third.weeklyHours = 0;
    third.prices = [];
    layla.grades.push({
      system: 'british',
      level: 'key-stage-1',
      grade: 'year-1',
      subjects: ['math'],
    });
    fourth.city = 'Cairo';
    const found = demoDataContradictions(broken);
    expect(found).toContainEqual(expect.stringMatching(/is 25, not an age for/));
    expect(found).toContainEqual(expect.stringMatching(/two lessons have the same notes/));
    expect(found).toContainEqual(expect.stringMatching(/two tutors share the headline/));
    expect(found).toContainEqual(`${third.fullName}: no weekly hours`);
    expect(found).toContainEqual(`${third.fullName}: no prices`);
    expect(found, found.join('\n')).toContain(
      'Layla Haddad: teaches british year-1, which the headline denies',
    );
    expect(found).toContainEqual(
      expect.stringMatching(/the city Cairo is not in America\/Toronto/),
    );

    const few = demoDataContradictions({ ...broken, tutors: broken.tutors.slice(0, 10) });
    expect(few).toContain('only 10 demo tutors, fewer than 40');
    expect(few).toContainEqual(expect.stringMatching(/^nobody teaches /));
  });

  it('has tutors named in the README teach in person in areas of their own city, with free times', async () => {
    const teaching = demoTutors.filter((demo) => demo.inPerson);
    expect(teaching.map((demo) => demo.fullName)).toEqual(
      expect.arrayContaining(['Noura Al-Otaibi', 'Layla Haddad']),
    );
    for (const demo of teaching) {
      const [user] = await app.db.select().from(users).where(eq(users.email, demo.email));
      if (!user || !demo.inPerson) throw new Error(`${demo.email} was not seeded`);
      // Every area is its own city's or one of that city's districts.
      const city = citySeeds.find((row) => row.nameEn === demo.city);
      const inCity = new Set([city?.slug, ...(city?.districts.map((row) => row.slug) ?? [])]);
      const slugs = [...demo.inPerson.homes, demo.inPerson.ownPlace?.area ?? city?.slug];
      expect(
        slugs.filter((slug) => !inCity.has(slug)),
        demo.fullName,
      ).toEqual([]);

      const profile = (await app.inject({ url: `/api/v1/tutors/${user.id}` })).json().data;
      expect(profile.inPersonAreas.length + (profile.ownPlaceArea ? 1 : 0)).toBeGreaterThan(0);
      expect(profile.travelBufferMinutes).toBe(demo.inPerson.travelBufferMinutes);
      const slots = await app.inject({ url: `/api/v1/tutors/${user.id}/slots?mode=in-person` });
      expect(slots.json().data.slots.length, demo.fullName).toBeGreaterThan(0);
    }
    const [olaya] = await app.db.select().from(areas).where(eq(areas.slug, 'sa-riyadh-olaya'));
    const found = await app.inject({
      url: `/api/v1/tutors?mode=in-person&area=${olaya?.id}&pageSize=48`,
    });
    const names = found.json().data.items.map((item: { fullName: string }) => item.fullName);
    expect(names).toEqual(expect.arrayContaining(['Noura Al-Otaibi', 'Layla Haddad']));
  });

  it('refuses a headline that names a curriculum or subject the tutor does not teach', () => {
    const [tutor] = structuredClone(snapshot.tutors).filter(
      (row) => row.fullName === 'Omar Farouk',
    );
    if (!tutor) throw new Error('Omar Farouk was not seeded');
    const check = (headline: string) =>
      demoDataContradictions({ ...snapshot, tutors: [{ ...tutor, headline }] }).filter((line) =>
        line.startsWith('Omar Farouk:'),
      );
    expect(check('العربية للمرحلتين الابتدائية والإعدادية')).toEqual([]);
    expect(check('العربية لطلاب IGCSE')).toContainEqual(expect.stringMatching(/names british/));
    expect(check('العربية للمرحلة الثانوية في المنهج المصري')).toContainEqual(
      expect.stringMatching(/egypt-national grade-1, which the headline denies/),
    );
    expect(check('اللغة العربية والرياضيات للمرحلة الابتدائية')).toContainEqual(
      expect.stringMatching(/names math, which the tutor has no price for/),
    );
    expect(check('Arabic grammar for Egyptian primary and preparatory')).toContainEqual(
      'Omar Farouk: an English headline, no English',
    );
  });
});
