import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutorReviews, tutorWeeklyHours, users } from '../../db/schema/index';
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
    expect(search.json().data.total).toBeGreaterThanOrEqual(4);
  });

  it('adds nothing twice when the app starts again', async () => {
    const id = await demoTutorId();
    const count = async () => ({
      hours: (await app.db.select().from(tutorWeeklyHours).where(eq(tutorWeeklyHours.tutorId, id)))
        .length,
      reviews: (await app.db.select().from(tutorReviews).where(eq(tutorReviews.tutorId, id)))
        .length,
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
