import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subjects, tutorSubjects } from '../../db/schema/index';
import { signAccessToken } from '../../plugins/auth';
import { buildTestApp } from '../../test/build-test-app';
import { createUserWithToken } from '../../test/fixtures';

type Caller = { authorization: string; user: { id: string } };

describe('tutor subjects', () => {
  let app: FastifyInstance;
  let subjectIds: Record<'math' | 'physics' | 'arabic', number>;

  beforeAll(async () => {
    app = await buildTestApp();
    const rows = await app.db.select().from(subjects);
    const idOf = (slug: string) => rows.find((row) => row.slug === slug)?.id ?? 0;
    subjectIds = { math: idOf('math'), physics: idOf('physics'), arabic: idOf('arabic') };
  });
  afterAll(() => app.close());

  const newTutor = () => createUserWithToken(app, 'Tutor');

  const list = (caller: Caller, language = 'en') =>
    app.inject({
      method: 'GET',
      url: '/api/v1/tutor/subjects',
      headers: { authorization: caller.authorization, 'accept-language': language },
    });

  const savePrice = (caller: Caller, payload: unknown, language = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/v1/tutor/subject-price',
      headers: { authorization: caller.authorization, 'accept-language': language },
      payload: payload as object,
    });

  const remove = (caller: Caller, subjectId: number | string, language = 'en') =>
    app.inject({
      method: 'DELETE',
      url: `/api/v1/tutor/subjects/${subjectId}`,
      headers: { authorization: caller.authorization, 'accept-language': language },
    });

  const rowsOf = (tutorId: string) =>
    app.db.select().from(tutorSubjects).where(eq(tutorSubjects.tutorId, tutorId));

  it('starts with an empty list', async () => {
    const response = await list(await newTutor());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ succeeded: true, message: null, data: [], error: null });
  });

  it('adds a subject with both prices (201), then updates it (200), keeping one row', async () => {
    const tutor = await newTutor();
    const added = await savePrice(tutor, {
      subjectId: subjectIds.math,
      onlinePrice: '25',
      offlinePrice: 30.5,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      succeeded: true,
      message: 'Subject added',
      data: {
        subjectId: subjectIds.math,
        slug: 'math',
        name: 'Math',
        icon: 'calculator',
        onlinePrice: '25.00',
        offlinePrice: '30.50',
        currency: 'USD',
      },
      error: null,
    });

    const updated = await savePrice(
      tutor,
      { subjectId: subjectIds.math, onlinePrice: '40.25', offlinePrice: '45' },
      'ar',
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'تم تحديث الأسعار',
      data: { name: 'الرياضيات', onlinePrice: '40.25', offlinePrice: '45.00' },
    });

    const rows = await rowsOf(tutor.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subjectId: subjectIds.math,
      onlinePrice: '40.25',
      offlinePrice: '45.00',
      currency: 'USD',
    });
  });

  it('lists the caller’s subjects with prices, in catalog order and in both languages', async () => {
    const tutor = await newTutor();
    await savePrice(tutor, { subjectId: subjectIds.physics, onlinePrice: 50, offlinePrice: 60 });
    await savePrice(tutor, { subjectId: subjectIds.arabic, onlinePrice: 20, offlinePrice: 25 });

    const en = (await list(tutor)).json().data;
    expect(en).toEqual([
      expect.objectContaining({ slug: 'arabic', name: 'Arabic', onlinePrice: '20.00' }),
      expect.objectContaining({ slug: 'physics', name: 'Physics', offlinePrice: '60.00' }),
    ]);
    expect(new Date(en[0].updatedAt).toISOString()).toBe(en[0].updatedAt);

    const ar = (await list(tutor, 'ar')).json().data;
    expect(ar.map((row: { name: string }) => row.name)).toEqual(['اللغة العربية', 'الفيزياء']);
  });

  it('removes a subject, then answers 404 for it', async () => {
    const tutor = await newTutor();
    await savePrice(tutor, { subjectId: subjectIds.math, onlinePrice: 10, offlinePrice: 12 });

    const removed = await remove(tutor, subjectIds.math, 'ar');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      succeeded: true,
      message: 'تمت إزالة المادة',
      data: null,
      error: null,
    });
    expect(await rowsOf(tutor.user.id)).toEqual([]);

    const again = await remove(tutor, subjectIds.math);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toEqual({
      code: 'tutor_subject_not_found',
      message: 'This subject is not in your list.',
    });
  });

  describe('ownership', () => {
    it('never lets tutor A change, remove or see tutor B’s prices', async () => {
      const tutorA = await newTutor();
      const tutorB = await newTutor();
      await savePrice(tutorB, { subjectId: subjectIds.math, onlinePrice: 99, offlinePrice: 98 });
      await savePrice(tutorB, { subjectId: subjectIds.physics, onlinePrice: 70, offlinePrice: 71 });

      // A pricing the same subject makes A's own row; B's stays as it was.
      const saved = await savePrice(tutorA, {
        subjectId: subjectIds.math,
        onlinePrice: 1,
        offlinePrice: 2,
      });
      expect(saved.statusCode).toBe(201);
      expect((await remove(tutorA, subjectIds.math)).statusCode).toBe(200);
      // A cannot remove a subject only B has.
      expect((await remove(tutorA, subjectIds.physics)).statusCode).toBe(404);

      expect((await list(tutorA)).json().data).toEqual([]);
      const rowsOfB = await rowsOf(tutorB.user.id);
      expect(
        rowsOfB.map(({ subjectId, onlinePrice, offlinePrice }) => ({
          subjectId,
          onlinePrice,
          offlinePrice,
        })),
      ).toEqual(
        expect.arrayContaining([
          { subjectId: subjectIds.math, onlinePrice: '99.00', offlinePrice: '98.00' },
          { subjectId: subjectIds.physics, onlinePrice: '70.00', offlinePrice: '71.00' },
        ]),
      );
    });

    it.each(['Parent', 'Student'] as const)('answers 403 to a %s on every call', async (role) => {
      const caller = await createUserWithToken(app, role);
      const answers = [
        await list(caller),
        await savePrice(caller, { subjectId: subjectIds.math, onlinePrice: 1, offlinePrice: 1 }),
        await remove(caller, subjectIds.math, 'ar'),
      ];
      for (const answer of answers) expect(answer.statusCode).toBe(403);
      expect(answers[2]?.json().error).toEqual({
        code: 'forbidden',
        message: 'ليست لديك صلاحية الوصول إلى هذا.',
      });
      expect(await rowsOf(caller.user.id)).toEqual([]);
    });

    it('answers 401 without a token or with a bad one, before looking at the body', async () => {
      const anonymous = { authorization: '', user: { id: '' } };
      const forged = { authorization: 'Bearer not.a.token', user: { id: '' } };
      for (const caller of [anonymous, forged]) {
        expect((await list(caller)).statusCode).toBe(401);
        const save = await savePrice(caller, { subjectId: 'bad' });
        expect(save.statusCode).toBe(401);
        expect(save.json().error.code).toBe('unauthorized');
        expect((await remove(caller, 'abc')).statusCode).toBe(401);
      }
    });

    it('answers 401 to a token whose account no longer exists', async () => {
      const { accessToken } = await signAccessToken(app.config.jwtSecret, {
        id: randomUUID(),
        userType: 'Tutor',
      });
      const ghost = { authorization: `Bearer ${accessToken}`, user: { id: '' } };
      const response = await savePrice(ghost, {
        subjectId: subjectIds.math,
        onlinePrice: 10,
        offlinePrice: 10,
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('bad input', () => {
    it.each([
      [{ onlinePrice: '0' }, 'onlinePrice', 'The price must be greater than 0.'],
      [{ offlinePrice: -5 }, 'offlinePrice', 'The price must be greater than 0.'],
      [
        { onlinePrice: 'abc' },
        'onlinePrice',
        'Enter the price as a number with at most two decimal places.',
      ],
      [
        { offlinePrice: '12.345' },
        'offlinePrice',
        'Enter the price as a number with at most two decimal places.',
      ],
      [{ onlinePrice: '10000.01' }, 'onlinePrice', 'The price must be at most 10,000.'],
      [
        { onlinePrice: 1e21 },
        'onlinePrice',
        'Enter the price as a number with at most two decimal places.',
      ],
      [{ offlinePrice: null }, 'offlinePrice', 'Enter a price.'],
      [{ onlinePrice: '' }, 'onlinePrice', 'Enter a price.'],
      [{ subjectId: 'math' }, 'subjectId', 'Choose a subject.'],
      [{ subjectId: 1.5 }, 'subjectId', 'Choose a subject.'],
      [{ subjectId: 999_999 }, 'subjectId', 'This subject does not exist.'],
    ])('answers 400 with a field detail for %j', async (change, field, message) => {
      const tutor = await newTutor();
      const response = await savePrice(tutor, {
        subjectId: subjectIds.math,
        onlinePrice: '10',
        offlinePrice: '10',
        ...change,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        succeeded: false,
        data: null,
        error: { code: 'validation_failed', details: { [field]: message } },
      });
      expect(await rowsOf(tutor.user.id)).toEqual([]);
    });

    it('names every missing field, in Arabic too', async () => {
      const response = await savePrice(await newTutor(), {}, 'ar');
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'validation_failed',
        message: 'بعض الحقول غير صالحة.',
        details: {
          subjectId: 'اختر مادة.',
          onlinePrice: 'أدخل السعر.',
          offlinePrice: 'أدخل السعر.',
        },
      });
    });

    it('accepts the largest price and keeps prices exact', async () => {
      const tutor = await newTutor();
      const response = await savePrice(tutor, {
        subjectId: subjectIds.math,
        onlinePrice: '10000',
        offlinePrice: '0.01',
      });
      expect(response.statusCode).toBe(201);
      const [row] = await app.db
        .select()
        .from(tutorSubjects)
        .where(
          and(
            eq(tutorSubjects.tutorId, tutor.user.id),
            eq(tutorSubjects.subjectId, subjectIds.math),
          ),
        );
      expect(row).toMatchObject({ onlinePrice: '10000.00', offlinePrice: '0.01' });
    });

    it('answers 400 to a body that is not JSON and to a bad subject id in the path', async () => {
      const tutor = await newTutor();
      const notJson = await app.inject({
        method: 'POST',
        url: '/api/v1/tutor/subject-price',
        headers: { authorization: tutor.authorization, 'content-type': 'application/json' },
        payload: '{"subjectId":',
      });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json().error.code).toBe('invalid_json');

      const badId = await remove(tutor, 'abc');
      expect(badId.statusCode).toBe(400);
      expect(badId.json().error.details).toEqual({
        subjectId: 'The id must be a positive whole number.',
      });
    });
  });
});
