import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  atHour,
  bookingClient,
  testEpoch,
  type BookingClient,
  type Caller,
  type ParentCaller,
} from './booking.test-client';

describe('reading bookings', () => {
  let client: BookingClient;
  let tutor: Caller;
  let student: Caller;
  let parent: ParentCaller;
  const ids = {} as Record<'first' | 'second' | 'cancelled' | 'child' | 'done', string>;

  beforeAll(async () => {
    client = await bookingClient();
    tutor = await client.newTutor();
    student = await client.newStudent();
    parent = await client.newParent();
    ids.done = await client.booked(tutor, student, atHour(8));
    await client.act(tutor, ids.done, 'confirm');
    ids.first = await client.booked(tutor, student, atHour(24 + 9));
    ids.second = await client.booked(tutor, student, atHour(48 + 9));
    ids.cancelled = await client.booked(tutor, student, atHour(24 + 11));
    ids.child = await client.booked(tutor, parent, atHour(24 + 13));
    await client.act(tutor, ids.second, 'confirm');
    await client.act(student, ids.cancelled, 'cancel', { reason: 'Clash' });
    client.clock.set(atHour(9));
    await client.act(tutor, ids.done, 'complete');
  });
  afterAll(() => client.app.close());

  const idsOf = async (caller: Caller, query: string) => {
    const response = await client.list(caller, query);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data.items.map((item: { id: string }) => item.id);
  };

  it('lists each caller’s own upcoming bookings, soonest first', async () => {
    client.clock.set(atHour(9));
    expect(await idsOf(student, 'scope=upcoming')).toEqual([ids.first, ids.second]);
    expect(await idsOf(student, '')).toEqual([ids.first, ids.second]);
    expect(await idsOf(parent, 'scope=upcoming')).toEqual([ids.child]);
    expect(await idsOf(tutor, 'scope=upcoming')).toEqual([ids.first, ids.child, ids.second]);
    expect(await idsOf(await client.newStudent(), 'scope=upcoming')).toEqual([]);
    expect(await idsOf(await client.newParent(), 'scope=upcoming')).toEqual([]);
    const page = await client.list(tutor, 'scope=upcoming');
    expect(page.json().data.items[0]).toMatchObject({
      id: ids.first,
      status: 'requested',
      allowedActions: ['confirm', 'decline', 'cancel', 'reschedule'],
    });
  });

  it('lists past bookings, latest first: ended, or no longer holding their time', async () => {
    client.clock.set(atHour(24 + 12));
    // The unanswered request has ended: it is past, as is the one cancelled before it.
    expect(await idsOf(student, 'scope=past')).toEqual([ids.cancelled, ids.first, ids.done]);
    expect(await idsOf(student, 'scope=upcoming')).toEqual([ids.second]);
    expect(await idsOf(parent, 'scope=past')).toEqual([]);
  });

  it('pages through the list with its total', async () => {
    client.clock.set(atHour(9));
    const response = await client.list(tutor, 'scope=upcoming&page=2&pageSize=2');
    expect(response.json().data).toMatchObject({ page: 2, pageSize: 2, total: 3 });
    expect(response.json().data.items.map((item: { id: string }) => item.id)).toEqual([ids.second]);
    expect((await client.list(tutor, 'page=9')).json().data).toMatchObject({ items: [], total: 3 });
    for (const query of ['scope=later', 'pageSize=51', 'page=0']) {
      const refused = await client.list(tutor, query);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.json().error.code).toBe('validation_failed');
    }
    expect((await client.list({ authorization: '' } as never)).statusCode).toBe(401);
  });

  it('shows a participant the booking with its history, and nobody else', async () => {
    client.clock.set(atHour(9));
    const response = await client.read(student, ids.cancelled);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      id: ids.cancelled,
      status: 'cancelled',
      notes: null,
      review: null,
      joins: [],
      history: [
        {
          at: testEpoch,
          actor: { id: student.user.id, fullName: 'Sami Student' },
          fromStatus: null,
          toStatus: 'requested',
          reason: null,
        },
        {
          at: testEpoch,
          actor: { id: student.user.id, fullName: 'Sami Student' },
          fromStatus: 'requested',
          toStatus: 'cancelled',
          reason: 'Clash',
        },
      ],
    });
    const done = (await client.read(tutor, ids.done)).json().data;
    expect(done.history.map((event: { toStatus: string }) => event.toStatus)).toEqual([
      'requested',
      'confirmed',
      'completed',
    ]);
    expect((await client.read(parent, ids.child)).statusCode).toBe(200);

    const strangers = [
      await client.newStudent(),
      await client.newParent(),
      await client.newTutor(),
    ];
    for (const caller of [...strangers, parent]) {
      const refused = await client.read(caller, ids.first, 'ar');
      expect(refused.statusCode).toBe(404);
      expect(refused.json().error).toEqual({
        code: 'booking_not_found',
        message: 'هذه الجلسة غير موجودة.',
      });
    }
    for (const id of [randomUUID(), 'nope']) {
      expect((await client.read(tutor, id)).json().error.code).toBe('booking_not_found');
    }
    expect((await client.read(undefined, ids.first)).statusCode).toBe(401);
  });
});
