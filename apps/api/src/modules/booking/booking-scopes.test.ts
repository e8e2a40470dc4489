import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atHour,
  bookingClient,
  expectRefused,
  type BookingClient,
  type Caller,
} from './booking.test-client';

/** The lists a tutor's dashboard reads: requests to answer, confirmed bookings, notes to write. */
describe('booking lists by scope', () => {
  let client: BookingClient;
  let tutor: Caller;
  let student: Caller;
  const ids = {} as Record<'request' | 'lateRequest' | 'confirmed' | 'done' | 'noted', string>;

  beforeAll(async () => {
    client = await bookingClient();
    tutor = await client.newTutor();
    student = await client.newStudent();
    ids.done = await client.booked(tutor, student, atHour(8));
    ids.noted = await client.booked(tutor, student, atHour(10));
    ids.lateRequest = await client.booked(tutor, student, atHour(12));
    ids.request = await client.booked(tutor, student, atHour(24 + 9));
    ids.confirmed = await client.booked(tutor, student, atHour(24 + 11));
    for (const id of [ids.done, ids.noted, ids.confirmed]) await client.act(tutor, id, 'confirm');
    client.clock.set(atHour(12.5));
    await client.act(tutor, ids.done, 'complete');
    await client.act(tutor, ids.noted, 'complete');
    await client.saveNotes(tutor, ids.noted, { notes: 'Fractions', homework: '' });
  });
  afterAll(() => client.app.close());

  const idsOf = async (caller: Caller, scope: string) => {
    const response = await client.list(caller, `scope=${scope}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.items.map((item: { id: string }) => item.id);
  };

  it('lists the requests still waiting for an answer, not those whose start has passed', async () => {
    expect(await idsOf(tutor, 'requests')).toEqual([ids.request]);
    expect(await idsOf(student, 'requests')).toEqual([ids.request]);
  });

  it('lists confirmed bookings that are not over', async () => {
    expect(await idsOf(tutor, 'confirmed')).toEqual([ids.confirmed]);
  });

  it('lists completed bookings without notes, until the notes are written', async () => {
    expect(await idsOf(tutor, 'needs-notes')).toEqual([ids.done]);
    await client.saveNotes(tutor, ids.done, { notes: 'Halves', homework: 'Page 3' });
    expect(await idsOf(tutor, 'needs-notes')).toEqual([]);
    expect(await idsOf(await client.newTutor(), 'needs-notes')).toEqual([]);
  });

  it('keeps the notes list for tutors, and refuses an unknown scope', async () => {
    expectRefused(await client.list(student, 'scope=needs-notes'), 403, 'forbidden');
    expectRefused(
      await client.list(await client.newParent(), 'scope=needs-notes'),
      403,
      'forbidden',
    );
    expectRefused(await client.list(tutor, 'scope=everything'), 400, 'validation_failed');
  });
});
