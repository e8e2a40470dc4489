import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../plugins/auth';
import { buildTestApp } from '../../test/build-test-app';
import { createUserWithToken } from '../../test/fixtures';
import { tutorSubjectsClient } from './tutor-subjects.test-client';

describe('tutor subjects: who may touch which rows', () => {
  let app: FastifyInstance;
  let client: Awaited<ReturnType<typeof tutorSubjectsClient>>;
  beforeAll(async () => {
    app = await buildTestApp();
    client = await tutorSubjectsClient(app);
  });
  afterAll(() => app.close());

  it('never lets tutor A change, remove or see tutor B’s prices', async () => {
    const tutorA = await client.newTutor();
    const tutorB = await client.newTutor();
    await client.savePrice(tutorB, {
      subjectId: client.subjectIds.math,
      onlinePrice: 99,
      offlinePrice: 98,
    });
    await client.savePrice(tutorB, {
      subjectId: client.subjectIds.physics,
      onlinePrice: 70,
      offlinePrice: 71,
    });

    // A pricing the same subject makes A's own row; B's stays as it was.
    const saved = await client.savePrice(tutorA, {
      subjectId: client.subjectIds.math,
      onlinePrice: 1,
      offlinePrice: 2,
    });
    expect(saved.statusCode).toBe(201);
    expect((await client.remove(tutorA, client.subjectIds.math)).statusCode).toBe(200);
    // A cannot remove a subject only B has.
    expect((await client.remove(tutorA, client.subjectIds.physics)).statusCode).toBe(404);

    expect((await client.list(tutorA)).json().data).toEqual([]);
    const rowsOfB = await client.rowsOf(tutorB.user.id);
    expect(
      rowsOfB.map(({ subjectId, onlinePrice, offlinePrice }) => ({
        subjectId,
        onlinePrice,
        offlinePrice,
      })),
    ).toEqual(
      expect.arrayContaining([
        { subjectId: client.subjectIds.math, onlinePrice: '99.00', offlinePrice: '98.00' },
        { subjectId: client.subjectIds.physics, onlinePrice: '70.00', offlinePrice: '71.00' },
      ]),
    );
  });

  it.each(['Parent', 'Student'] as const)('answers 403 to a %s on every call', async (role) => {
    const caller = await createUserWithToken(app, role);
    const answers = [
      await client.list(caller),
      await client.savePrice(caller, {
        subjectId: client.subjectIds.math,
        onlinePrice: 1,
        offlinePrice: 1,
      }),
      await client.remove(caller, client.subjectIds.math, 'ar'),
    ];
    for (const answer of answers) expect(answer.statusCode).toBe(403);
    expect(answers[2]?.json().error).toEqual({
      code: 'forbidden',
      message: 'ليست لديك صلاحية الوصول إلى هذا.',
    });
    expect(await client.rowsOf(caller.user.id)).toEqual([]);
  });

  it('answers 401 without a token or with a bad one, before looking at the body', async () => {
    const anonymous = { authorization: '', user: { id: '' } };
    const forged = { authorization: 'Bearer not.a.token', user: { id: '' } };
    for (const caller of [anonymous, forged]) {
      expect((await client.list(caller)).statusCode).toBe(401);
      const save = await client.savePrice(caller, { subjectId: 'bad' });
      expect(save.statusCode).toBe(401);
      expect(save.json().error.code).toBe('unauthorized');
      expect((await client.remove(caller, 'abc')).statusCode).toBe(401);
    }
  });

  it('answers 401 to a token whose account no longer exists', async () => {
    const { accessToken } = await signAccessToken(app.config.jwtSecret, {
      id: randomUUID(),
      userType: 'Tutor',
      accessVersion: 0,
      sessionId: randomUUID(),
    });
    const ghost = { authorization: `Bearer ${accessToken}`, user: { id: '' } };
    const response = await client.savePrice(ghost, {
      subjectId: client.subjectIds.math,
      onlinePrice: 10,
      offlinePrice: 10,
    });
    expect(response.statusCode).toBe(401);
  });
});
