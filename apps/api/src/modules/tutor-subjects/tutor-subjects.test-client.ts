import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { subjects, tutorSubjects } from '../../db/schema/index';
import { createUserWithToken } from '../../test/fixtures';

export type Caller = { authorization: string; user: { id: string } };

/** The three tutor-subject calls as a client makes them, and the rows they leave behind. */
export async function tutorSubjectsClient(app: FastifyInstance) {
  const rows = await app.db.select().from(subjects);
  const idOf = (slug: string) => {
    const row = rows.find((candidate) => candidate.slug === slug);
    if (!row) throw new Error(`no subject ${slug} in the seeded catalog`);
    return row.id;
  };
  const headers = (caller: Caller, language: string) => ({
    authorization: caller.authorization,
    'accept-language': language,
  });

  return {
    subjectIds: { math: idOf('math'), physics: idOf('physics'), arabic: idOf('arabic') },
    newTutor: () => createUserWithToken(app, 'Tutor'),
    list: (caller: Caller, language = 'en') =>
      app.inject({
        method: 'GET',
        url: '/api/v1/tutor/subjects',
        headers: headers(caller, language),
      }),
    savePrice: (caller: Caller, payload: unknown, language = 'en') =>
      app.inject({
        method: 'POST',
        url: '/api/v1/tutor/subject-price',
        headers: headers(caller, language),
        payload: payload as object,
      }),
    remove: (caller: Caller, subjectId: number | string, language = 'en') =>
      app.inject({
        method: 'DELETE',
        url: `/api/v1/tutor/subjects/${subjectId}`,
        headers: headers(caller, language),
      }),
    rowsOf: (tutorId: string) =>
      app.db.select().from(tutorSubjects).where(eq(tutorSubjects.tutorId, tutorId)),
  };
}
