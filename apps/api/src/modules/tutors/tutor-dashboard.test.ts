import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutorProfiles, users } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { createUserWithToken } from '../../test/fixtures';
import { createTutor, pickCatalog, type CatalogPick } from './tutors.fixtures';

/** What a tutor's dashboard reads of their own profile: the checklist and their reviews. */
describe("the tutor's checklist and reviews", () => {
  let app: FastifyInstance;
  let catalog: CatalogPick;
  beforeAll(async () => {
    app = await buildTestApp();
    catalog = await pickCatalog(app);
  });
  afterAll(() => app.close());

  const get = (url: string, authorization?: string) =>
    app.inject({ url: `/api/v1${url}`, headers: authorization ? { authorization } : {} });
  const checklistOf = async (authorization: string) => {
    const response = await get('/tutor/checklist', authorization);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as {
      items: { key: string; done: boolean }[];
      listed: boolean;
      applicationStatus: string;
    };
  };
  const doneKeys = (checklist: { items: { key: string; done: boolean }[] }) =>
    checklist.items.filter((item) => item.done).map((item) => item.key);

  it('tells a new tutor that nothing is done and that they are not listed', async () => {
    const tutor = await createUserWithToken(app, 'Tutor');
    const checklist = await checklistOf(tutor.authorization);
    expect(checklist.items.map((item) => item.key)).toEqual([
      'photo',
      'headline',
      'bio',
      'subjects',
      'hours',
      'application',
    ]);
    expect(doneKeys(checklist)).toEqual([]);
    expect(checklist.listed).toBe(false);
    expect(checklist.applicationStatus).toBe('draft');
  });

  it('ticks each item from the tables, and says when families find the tutor', async () => {
    const tutor = await createTutor(app, {
      grade: catalog.grades[0],
      prices: [{ subjectId: catalog.subjectIds.math, online: '20.00' }],
      weekly: [{ weekday: 1, startMinute: 600, endMinute: 720 }],
    });
    expect(doneKeys(await checklistOf(tutor.authorization))).toEqual([
      'bio',
      'subjects',
      'hours',
      'application',
    ]);
    expect((await checklistOf(tutor.authorization)).listed).toBe(true);
    await app.db
      .update(tutorProfiles)
      .set({ headline: 'Maths with a smile' })
      .where(eq(tutorProfiles.userId, tutor.user.id));
    await app.db
      .update(users)
      .set({ avatarPath: 'avatars/me.png' })
      .where(eq(users.id, tutor.user.id));
    expect(doneKeys(await checklistOf(tutor.authorization))).toEqual([
      'photo',
      'headline',
      'bio',
      'subjects',
      'hours',
      'application',
    ]);
  });

  it('says a tutor without weekly hours is not in search, though their profile is public', async () => {
    const tutor = await createTutor(app, {
      grade: catalog.grades[0],
      prices: [{ subjectId: catalog.subjectIds.math, online: '20.00' }],
    });
    const checklist = await checklistOf(tutor.authorization);
    expect(checklist.items.find((item) => item.key === 'hours')).toEqual({
      key: 'hours',
      done: false,
    });
    expect(checklist.listed).toBe(false);
    expect((await app.inject({ url: `/api/v1/tutors/${tutor.user.id}` })).statusCode).toBe(200);
  });

  it('gives a tutor their own rating and newest reviews, listed or not', async () => {
    const unlisted = await createTutor(app, {
      grade: catalog.grades[0],
      confirmed: false,
      ratings: [5, 4, 3, 5],
    });
    const response = await get('/tutor/reviews', unlisted.authorization);
    expect(response.statusCode, response.body).toBe(200);
    const { rating, reviews } = response.json().data;
    expect(rating).toEqual({ average: 4.3, count: 4 });
    expect(reviews.map((review: { comment: string }) => review.comment)).toEqual([
      'Rated 5',
      'Rated 3',
      'Rated 4',
    ]);
    expect(reviews[0].authorName).toBe('Parent3');
    const newcomer = await createUserWithToken(app, 'Tutor');
    expect((await get('/tutor/reviews', newcomer.authorization)).json().data).toEqual({
      rating: { average: null, count: 0 },
      reviews: [],
    });
  });

  it('is for tutors only', async () => {
    for (const role of ['Parent', 'Student'] as const) {
      const someone = await createUserWithToken(app, role);
      for (const url of ['/tutor/checklist', '/tutor/reviews']) {
        const response = await get(url, someone.authorization);
        expect(response.statusCode).toBe(403);
        expect(response.json().error.code).toBe('forbidden');
      }
    }
    expect((await get('/tutor/checklist')).statusCode).toBe(401);
  });
});
