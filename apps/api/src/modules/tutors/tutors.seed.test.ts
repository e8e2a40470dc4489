import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, tutorReviews, tutorWeeklyHours, users } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { seedDemoTutors } from './tutors.seed';

describe('demo tutors', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const demoTutorId = async () => {
    const [tutor] = await app.db.select().from(users).where(eq(users.email, 'tutor@nibras.test'));
    return tutor?.id ?? '';
  };

  it('lists the demo tutor with hours, a headline and two reviews', async () => {
    const id = await demoTutorId();
    const response = await app.inject({ url: `/api/v1/tutors/${id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      headline: 'Patient lessons for young learners, in English or Arabic',
      timeZone: 'Asia/Riyadh',
      rating: { average: 4.5, count: 2 },
    });
    const search = await app.inject({ url: '/api/v1/tutors?pageSize=48' });
    expect(search.json().data.total).toBeGreaterThanOrEqual(40);
  });

  it('shows families coherent people: curricula the headline names, no "Demo" anywhere', async () => {
    const search = await app.inject({ url: '/api/v1/tutors?pageSize=48' });
    const listed: { id: string; fullName: string }[] = search.json().data.items;
    expect(listed.length).toBeGreaterThanOrEqual(40);
    const curricula = { Saudi: 'Saudi National Curriculum', IGCSE: 'British (IGCSE / A Level)' };
    for (const { id } of listed) {
      const profile = (await app.inject({ url: `/api/v1/tutors/${id}` })).json().data;
      expect(profile.fullName).not.toMatch(/demo/i);
      for (const review of profile.reviews) expect(review.authorName).not.toMatch(/demo/i);
      for (const [word, system] of Object.entries(curricula)) {
        if (!profile.headline?.includes(word)) continue;
        expect(
          profile.grades.map((grade: { system: string }) => grade.system),
          `${profile.fullName} says ${word}`,
        ).toContain(system);
      }
    }
    const layla = listed.find((tutor) => tutor.fullName === 'Layla Haddad');
    const grades = (await app.inject({ url: `/api/v1/tutors/${layla?.id}` })).json().data.grades;
    expect(grades).toContainEqual(
      expect.objectContaining({ system: 'Saudi National Curriculum', name: 'Grade 7' }),
    );
  });

  it('adds nothing twice when the app starts again', async () => {
    const id = await demoTutorId();
    const count = async () => ({
      hours: (await app.db.select().from(tutorWeeklyHours).where(eq(tutorWeeklyHours.tutorId, id)))
        .length,
      reviews: (await app.db.select().from(tutorReviews).where(eq(tutorReviews.tutorId, id)))
        .length,
      people: (await app.db.select({ id: users.id }).from(users)).length,
      lessons: (await app.db.select({ id: bookings.id }).from(bookings)).length,
      portraits: (await app.db.select({ path: users.avatarPath }).from(users)).map(
        (row) => row.path,
      ),
    });
    const before = await count();
    await seedDemoTutors(app.db, app.config);
    expect(await count()).toEqual(before);
  });

  it('seeds no demo tutors in production', async () => {
    const production = await buildTestApp({ NODE_ENV: 'production' });
    try {
      const response = await production.inject({ url: '/api/v1/tutors' });
      expect(response.json().data.total).toBe(0);
    } finally {
      await production.close();
    }
  });
});
