import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, idempotencyKeys } from '../../db/schema/index';
import { atHour, bookingClient, testEpoch, type BookingClient } from './booking.test-client';

describe('retried requests (Idempotency-Key)', () => {
  let client: BookingClient;
  beforeAll(async () => {
    client = await bookingClient();
  });
  afterAll(() => client.app.close());
  beforeEach(() => client.clock.set(testEpoch));

  it('answers a retried request with its first answer and books once', async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent();
    const body = client.bookingBody(tutor, student, atHour(24 + 9));
    const key = { 'idempotency-key': `retry-${randomUUID()}` };
    const first = await client.book(student, body, key);
    const second = await client.book(student, body, key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(await client.rowsOfTutor(tutor.user.id)).toHaveLength(1);

    const reused = await client.book(student, { ...body, start: atHour(24 + 11) }, key);
    expect(reused.statusCode).toBe(409);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
    expect(await client.rowsOfTutor(tutor.user.id)).toHaveLength(1);

    // A refused first attempt keeps nothing: the same key may carry the corrected request.
    const fresh = { 'idempotency-key': `retry-${randomUUID()}` };
    const refused = await client.book(student, { ...body, start: atHour(24 + 3) }, fresh);
    expect(refused.json().error.code).toBe('slot_unavailable');
    const stored = () =>
      client.app.db
        .select()
        .from(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, student.user.id),
            eq(idempotencyKeys.key, fresh['idempotency-key']),
          ),
        );
    expect(await stored()).toEqual([]);
    const corrected = await client.book(student, { ...body, start: atHour(24 + 12) }, fresh);
    expect(corrected.statusCode).toBe(201);
    expect(await stored()).toHaveLength(1);
    const rows = await client.app.db
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.studentId, student.user.id));
    expect(rows).toHaveLength(2);
  });

  it('answers a retried change with its first answer, and a repeat without a key with 409', async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent();
    const id = await client.booked(tutor, student, atHour(24 + 9));
    const key = { 'idempotency-key': randomUUID() };
    const first = await client.act(tutor, id, 'confirm', {}, key);
    const retried = await client.act(tutor, id, 'confirm', {}, key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(first.json());
    expect(await client.eventsOf(id)).toHaveLength(2);
    const repeated = await client.act(tutor, id, 'confirm');
    expect(repeated.statusCode).toBe(409);
    expect(repeated.json().error.code).toBe('invalid_transition');
  });
});
