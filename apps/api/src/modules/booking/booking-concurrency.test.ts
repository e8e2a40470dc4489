import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingEvents,
  bookings,
  emailOutbox,
  idempotencyKeys,
  users,
} from '../../db/schema/index';
import { atHour, bookingClient, type BookingClient } from './booking.test-client';

describe('many families booking one time at once', () => {
  let client: BookingClient;
  beforeAll(async () => {
    client = await bookingClient();
  });
  afterAll(() => client.app.close());

  it('books exactly one of 50 simultaneous overlapping requests and leaves no trace of the others', async () => {
    const tutor = await client.newTutor();
    const students = [];
    for (let index = 0; index < 50; index += 1) {
      students.push(await client.newStudent(`Student ${index}`));
    }
    // Half ask for the 09:00 hour, half for a free trial at 09:30: every pair overlaps.
    const responses = await Promise.all(
      students.map((student, index) =>
        client.book(
          student,
          client.bookingBody(
            tutor,
            student,
            index % 2 ? atHour(24 + 9.5) : atHour(24 + 9),
            index % 2 ? { trial: true } : {},
          ),
          { 'idempotency-key': `concurrent-${index}` },
        ),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const refused = responses.filter((response) => response.statusCode !== 201);
    expect(refused).toHaveLength(49);
    for (const response of refused) {
      expect(response.statusCode, response.body).toBe(409);
      expect(response.json().error.code).toBe('booking_conflict');
    }

    const rows = await client.rowsOfTutor(tutor.user.id);
    expect(rows).toHaveLength(1);
    const winner = responses.find((response) => response.statusCode === 201)?.json().data;
    expect(rows[0]?.id).toBe(winner.id);
    const events = await client.app.db
      .select({ bookingId: bookingEvents.bookingId })
      .from(bookingEvents)
      .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
      .where(eq(bookings.tutorId, tutor.user.id));
    expect(events).toEqual([{ bookingId: winner.id }]);
    const studentIds = students.map((student) => student.user.id);
    const keys = await client.app.db
      .select({ userId: idempotencyKeys.userId })
      .from(idempotencyKeys)
      .where(inArray(idempotencyKeys.userId, studentIds));
    expect(keys).toEqual([{ userId: winner.student.id }]);
    // Only the winning request told the tutor anything.
    const [tutorRow] = await client.app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, tutor.user.id));
    const emails = await client.app.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, tutorRow?.email ?? ''));
    expect(emails).toHaveLength(1);
  });
});
