import { createTutorSearchMemory } from '../tutors/tutor-search.memory';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutorApplications } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { approvedTutorApplication } from '../auth/demo-accounts';
import { createTutor, pickCatalog } from '../tutors/tutors.fixtures';
import type { TutorReadLimits } from '../tutors/tutors.limits';
import { createPageReader } from './drawn-pages.service';

/**
 * The server-drawn /tutors/:id and /courses pages read the same services as the API: a tutor
 * whose application is not approved gets no drawn page and is in no drawn search (decision
 * 0026), until an operator approves them.
 */
describe('drawn pages of an unapproved tutor', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  it('draws neither the profile nor a search with the tutor until approved', async () => {
    const unlimited = {
      search: async () => {},
      profile: async () => {},
    } as unknown as TutorReadLimits;
    const reader = createPageReader(app.db, unlimited, app.clock, createTutorSearchMemory(app.db));
    const request = {} as FastifyRequest;
    const catalog = await pickCatalog(app);
    const tutor = await createTutor(app, {
      approved: false,
      languages: ['ur'],
      grade: catalog.grades[0],
      prices: [{ subjectId: catalog.subjectIds.math, online: '25.00' }],
      weekly: [{ weekday: 2, startMinute: 9 * 60, endMinute: 12 * 60 }],
    });
    const tutorId = tutor.user.id;
    const profileRead = [
      { key: ['profile'], read: { kind: 'tutorProfile' as const, id: tutorId } },
    ];
    const searchRead = [
      { key: ['search'], read: { kind: 'tutorSearch' as const, query: 'language=ur' } },
    ];
    const searched = async () =>
      (
        (await reader.answersOf(searchRead, 'en', request))[0]?.data as { items: { id: string }[] }
      ).items.map((item) => item.id);

    await expect(reader.answersOf(profileRead, 'en', request)).rejects.toMatchObject({
      statusCode: 404,
      code: 'tutor_not_found',
    });
    expect(await searched()).not.toContain(tutorId);

    await app.db.insert(tutorApplications).values(approvedTutorApplication(tutorId, new Date()));
    const [drawn] = await reader.answersOf(profileRead, 'ar', request);
    expect((drawn?.data as { id: string }).id).toBe(tutorId);
    expect(await searched()).toContain(tutorId);
  });
});
