import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, users } from '../../db/schema/index';
import { atHour, bookingClient, testEpoch, type BookingClient } from './booking.test-client';

describe('a request nobody answered', () => {
  let client: BookingClient;
  beforeAll(async () => {
    client = await bookingClient();
  });
  afterAll(() => client.app.close());
  beforeEach(() => client.clock.set(testEpoch));

  const subjectsTo = async (caller: { user: { id: string } }) => {
    const [user] = await client.app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, caller.user.id));
    const emails = await client.app.db
      .select({ subject: emailOutbox.subject })
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, user?.email ?? ''));
    return emails.map((email) => email.subject);
  };

  it('is declined at its start, by nobody, and the family is told', async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent();
    const id = await client.booked(tutor, student, atHour(24 + 9));
    const before = await subjectsTo(student);

    client.clock.set(atHour(24 + 8));
    await client.app.runDueJobs();
    expect((await client.rowOf(id))?.status).toBe('requested');

    client.clock.set(atHour(24 + 9));
    await client.app.runDueJobs();
    expect((await client.rowOf(id))?.status).toBe('declined');
    const history = (await client.read(student, id)).json().data.history;
    expect(history.at(-1)).toMatchObject({
      actor: null,
      fromStatus: 'requested',
      toStatus: 'declined',
    });
    expect(await subjectsTo(student)).toHaveLength(before.length + 1);

    // Run again: nothing more happens.
    await client.app.runDueJobs();
    expect(await subjectsTo(student)).toHaveLength(before.length + 1);
  });

  it('leaves a request the tutor answered, and a moved one, as they are', async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent();
    const confirmed = await client.booked(tutor, student, atHour(48 + 9));
    expect((await client.act(tutor, confirmed, 'confirm')).statusCode).toBe(200);
    const moved = await client.booked(tutor, student, atHour(48 + 12));
    const moving = await client.act(student, moved, 'reschedule', { start: atHour(48 + 14) });
    expect(moving.statusCode).toBe(201);
    const newId = moving.json().data.id as string;

    client.clock.set(atHour(48 + 13));
    await client.app.runDueJobs();
    expect((await client.rowOf(confirmed))?.status).toBe('confirmed');
    expect((await client.rowOf(moved))?.status).toBe('cancelled');
    expect((await client.rowOf(newId))?.status).toBe('requested');

    client.clock.set(atHour(48 + 14));
    await client.app.runDueJobs();
    expect((await client.rowOf(newId))?.status).toBe('declined');
  });
});
