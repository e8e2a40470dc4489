import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  atHour,
  bookingClient,
  expectRefused,
  testEpoch,
  type BookingClient,
} from './booking.test-client';

describe('rescheduling a booking', () => {
  let client: BookingClient;
  beforeAll(async () => {
    client = await bookingClient();
  });
  afterAll(() => client.app.close());
  beforeEach(() => client.clock.set(testEpoch));

  const rowOf = (id: string) => client.rowOf(id);

  it('cancels the old booking and makes the new one in one step', async () => {
    const tutor = await client.newTutor({ sessionMinutes: 90, onlinePrice: '20.00' });
    const parent = await client.newParent();
    const old = await client.booked(tutor, parent, atHour(24 + 8));
    await client.act(tutor, old, 'confirm');

    client.clock.set(atHour(2));
    const moved = await client.act(parent, old, 'reschedule', {
      start: atHour(48 + 9.5),
      reason: 'School trip',
    });
    expect(moved.statusCode).toBe(201);
    const fresh = moved.json().data;
    expect(moved.json().message).toBe('The session is moved to its new time.');
    // The family moved it: the tutor confirms the new time again.
    expect(fresh).toMatchObject({
      status: 'requested',
      start: atHour(48 + 9.5),
      end: atHour(48 + 11),
      student: { id: parent.childId, kind: 'child' },
      price: { amount: '30.00', currency: 'USD' },
      trial: false,
      rescheduledFromId: old,
      rescheduledToId: null,
      createdAt: atHour(2),
    });
    const previous = (await client.read(parent, old)).json().data;
    expect(previous).toMatchObject({ status: 'cancelled', rescheduledToId: fresh.id });
    expect(previous.history.at(-1)).toMatchObject({
      actor: { id: parent.user.id, fullName: 'Paula Parent' },
      fromStatus: 'confirmed',
      toStatus: 'cancelled',
      reason: 'School trip',
    });
    expect(await client.eventsOf(fresh.id)).toMatchObject([
      { actorId: parent.user.id, fromStatus: null, toStatus: 'requested', reason: 'School trip' },
    ]);
    const newRow = await rowOf(fresh.id);
    expect(newRow?.roomName).not.toBe((await rowOf(old))?.roomName);

    // Moved by the tutor, the new time is confirmed at once.
    const byTutor = await client.act(tutor, fresh.id, 'reschedule', { start: atHour(72 + 8) });
    expect(byTutor.json().data).toMatchObject({
      status: 'confirmed',
      rescheduledFromId: fresh.id,
    });
    expectRefused(
      await client.act(tutor, fresh.id, 'reschedule', { start: atHour(96 + 8) }),
      409,
      'invalid_transition',
    );
  });

  it('keeps a trial a free 30-minute trial, confirmed at once for a tutor who auto-confirms', async () => {
    const tutor = await client.newTutor({ autoConfirm: true });
    const student = await client.newStudent();
    const trial = await client.booked(tutor, student, atHour(24 + 9), { trial: true });
    const moved = await client.act(student, trial, 'reschedule', { start: atHour(24 + 10.5) });
    expect(moved.statusCode).toBe(201);
    expect(moved.json().data).toMatchObject({
      status: 'confirmed',
      trial: true,
      end: atHour(24 + 11),
      price: { amount: '0.00' },
    });
  });

  it('needs no new confirmation when the family moves a paid session inside hours that confirm by themselves', async () => {
    const tutor = await client.newTutor({ autoConfirm: true });
    const parent = await client.newParent();
    const old = await client.booked(tutor, parent, atHour(24 + 9));
    expect((await client.read(parent, old)).json().data.status).toBe('confirmed');
    const moved = await client.act(parent, old, 'reschedule', { start: atHour(48 + 15) });
    expect(moved.statusCode, moved.body).toBe(201);
    expect(moved.json().data).toMatchObject({
      status: 'confirmed',
      start: atHour(48 + 15),
      rescheduledFromId: old,
      allowedActions: expect.not.arrayContaining(['confirm']),
      payment: { status: 'held', amount: '30.00' },
    });
    // Nothing waits for the tutor: the move is in no request list.
    expect((await client.list(tutor, 'scope=requests')).json().data.items).toEqual([]);
  });

  it('changes nothing when the new time is taken or off the schedule', async () => {
    const tutor = await client.newTutor();
    const student = await client.newStudent();
    const other = await client.newStudent();
    const id = await client.booked(tutor, student, atHour(24 + 9));
    await client.booked(tutor, other, atHour(24 + 11));
    const before = await client.rowsOfTutor(tutor.user.id);

    expectRefused(
      await client.act(student, id, 'reschedule', { start: atHour(24 + 11) }),
      409,
      'booking_conflict',
    );
    expectRefused(
      await client.act(student, id, 'reschedule', { start: atHour(24 + 21) }),
      409,
      'slot_unavailable',
    );
    expectRefused(await client.act(tutor, id, 'reschedule', {}), 400, 'validation_failed');
    expect(await client.rowsOfTutor(tutor.user.id)).toEqual(before);
    expect(await client.eventsOf(id)).toHaveLength(1);

    client.clock.set(atHour(24 + 9));
    expectRefused(
      await client.act(student, id, 'reschedule', { start: atHour(48 + 9) }),
      409,
      'invalid_transition',
    );
  });
});
