import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutorSubjects } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { tutorSubjectsClient } from './tutor-subjects.test-client';

describe('tutor subjects', () => {
  let app: FastifyInstance;
  let client: Awaited<ReturnType<typeof tutorSubjectsClient>>;
  beforeAll(async () => {
    app = await buildTestApp();
    client = await tutorSubjectsClient(app);
  });
  afterAll(() => app.close());

  it('starts with an empty list', async () => {
    const response = await client.list(await client.newTutor());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ succeeded: true, message: null, data: [], error: null });
  });

  it('adds a subject with both prices (201), then updates it (200), keeping one row', async () => {
    const tutor = await client.newTutor();
    const added = await client.savePrice(tutor, {
      subjectId: client.subjectIds.math,
      onlinePrice: '25',
      offlinePrice: 30.5,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      succeeded: true,
      message: 'Subject added',
      data: {
        subjectId: client.subjectIds.math,
        slug: 'math',
        name: 'Math',
        icon: 'calculator',
        onlinePrice: '25.00',
        offlinePrice: '30.50',
        currency: 'USD',
      },
      error: null,
    });

    const updated = await client.savePrice(
      tutor,
      { subjectId: client.subjectIds.math, onlinePrice: '40.25', offlinePrice: '45' },
      'ar',
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      message: 'تم تحديث الأسعار',
      data: { name: 'الرياضيات', onlinePrice: '40.25', offlinePrice: '45.00' },
    });

    const rows = await client.rowsOf(tutor.user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      subjectId: client.subjectIds.math,
      onlinePrice: '40.25',
      offlinePrice: '45.00',
      currency: 'USD',
    });
  });

  it('lists the caller’s subjects with prices, in catalog order and in both languages', async () => {
    const tutor = await client.newTutor();
    await client.savePrice(tutor, {
      subjectId: client.subjectIds.physics,
      onlinePrice: 50,
      offlinePrice: 60,
    });
    await client.savePrice(tutor, {
      subjectId: client.subjectIds.arabic,
      onlinePrice: 20,
      offlinePrice: 25,
    });

    const en = (await client.list(tutor)).json().data;
    expect(en).toEqual([
      expect.objectContaining({ slug: 'arabic', name: 'Arabic', onlinePrice: '20.00' }),
      expect.objectContaining({ slug: 'physics', name: 'Physics', offlinePrice: '60.00' }),
    ]);
    expect(new Date(en[0].updatedAt).toISOString()).toBe(en[0].updatedAt);

    const ar = (await client.list(tutor, 'ar')).json().data;
    expect(ar.map((row: { name: string }) => row.name)).toEqual(['اللغة العربية', 'الفيزياء']);
  });

  it('removes a subject, then answers 404 for it', async () => {
    const tutor = await client.newTutor();
    await client.savePrice(tutor, {
      subjectId: client.subjectIds.math,
      onlinePrice: 10,
      offlinePrice: 12,
    });

    const removed = await client.remove(tutor, client.subjectIds.math, 'ar');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      succeeded: true,
      message: 'تمت إزالة المادة',
      data: null,
      error: null,
    });
    expect(await client.rowsOf(tutor.user.id)).toEqual([]);

    const again = await client.remove(tutor, client.subjectIds.math);
    expect(again.statusCode).toBe(404);
    expect(again.json().error).toEqual({
      code: 'tutor_subject_not_found',
      message: 'This subject is not in your list.',
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
      const tutor = await client.newTutor();
      const response = await client.savePrice(tutor, {
        subjectId: client.subjectIds.math,
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
      expect(await client.rowsOf(tutor.user.id)).toEqual([]);
    });

    it('names every missing field, in Arabic too', async () => {
      const response = await client.savePrice(await client.newTutor(), {}, 'ar');
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
      const tutor = await client.newTutor();
      const response = await client.savePrice(tutor, {
        subjectId: client.subjectIds.math,
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
            eq(tutorSubjects.subjectId, client.subjectIds.math),
          ),
        );
      expect(row).toMatchObject({ onlinePrice: '10000.00', offlinePrice: '0.01' });
    });

    it('answers 400 to a body that is not JSON and to a bad subject id in the path', async () => {
      const tutor = await client.newTutor();
      const notJson = await app.inject({
        method: 'POST',
        url: '/api/v1/tutor/subject-price',
        headers: { authorization: tutor.authorization, 'content-type': 'application/json' },
        payload: '{"subjectId":',
      });
      expect(notJson.statusCode).toBe(400);
      expect(notJson.json().error.code).toBe('invalid_json');

      const badId = await client.remove(tutor, 'abc');
      expect(badId.statusCode).toBe(400);
      expect(badId.json().error.details).toEqual({
        subjectId: 'The id must be a positive whole number.',
      });
    });
  });
});
