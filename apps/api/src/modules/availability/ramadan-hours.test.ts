import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../plugins/clock';
import { buildTestApp } from '../../test/build-test-app';
import { createTutor, pickCatalog } from '../tutors/tutors.fixtures';

/** 10 February 2026, a week before Ramadan 1447 (18 February to 19 March by Umm al-Qura). */
const clock = new ManualClock('2026-02-10T06:00:00Z');

const usualWeek = {
  timeZone: 'Asia/Riyadh',
  minimumNoticeMinutes: 0,
  bookingHorizonDays: 365,
  weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '16:00', end: '18:00' })),
  dateOverrides: [],
};
const ramadanWeek = [0, 1, 2, 3, 4, 6].map((weekday) => ({
  weekday,
  start: '21:00',
  end: '23:00',
}));

describe('Ramadan hours (issue 34)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
  });
  afterAll(() => app.close());

  const listedTutor = async () => {
    const catalog = await pickCatalog(app);
    return createTutor(app, {
      grade: catalog.grades[0],
      prices: [{ subjectId: catalog.subjectIds.math, online: '20.00' }],
    });
  };
  const save = (caller: { authorization: string }, payload: object) =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/tutor/availability',
      headers: { authorization: caller.authorization },
      payload,
    });
  const read = (caller: { authorization: string }) =>
    app.inject({
      method: 'GET',
      url: '/api/v1/tutor/availability',
      headers: { authorization: caller.authorization },
    });
  /** Slot starts as Riyadh wall-clock times ("02-17 16:00"). */
  const slotTimes = async (tutorId: string, from: string, to: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/tutors/${tutorId}/slots?from=${from}&to=${to}`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data.slots as { start: string }[]).map((slot) =>
      new Date(Date.parse(slot.start) + 3 * 3_600_000).toISOString().slice(5, 16).replace('T', ' '),
    );
  };

  it('keeps the timetable and its shift, and answers free times from it in Ramadan', async () => {
    const tutor = await listedTutor();
    const saved = await save(tutor, { ...usualWeek, ramadan: { weeklyHours: ramadanWeek } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.ramadan).toEqual({ shiftDays: 0, weeklyHours: ramadanWeek });

    // Tuesday 17 February is Sha'ban's last day; Wednesday 18 February is 1 Ramadan 1447.
    expect(await slotTimes(tutor.user.id, '2026-02-16T21:00:00Z', '2026-02-18T21:00:00Z')).toEqual([
      '02-17 16:00',
      '02-17 17:00',
      '02-18 21:00',
      '02-18 22:00',
    ]);
    // Friday 20 February has no Ramadan hours: a day off, not the usual 16:00–18:00.
    expect(await slotTimes(tutor.user.id, '2026-02-19T21:00:00Z', '2026-02-20T21:00:00Z')).toEqual(
      [],
    );
    // Friday 20 March is 1 Shawwal: the usual hours again.
    expect(await slotTimes(tutor.user.id, '2026-03-18T21:00:00Z', '2026-03-20T21:00:00Z')).toEqual([
      '03-19 21:00',
      '03-19 22:00',
      '03-20 16:00',
      '03-20 17:00',
    ]);
  });

  it('moves Ramadan a day later when the tutor says so', async () => {
    const tutor = await listedTutor();
    await save(tutor, { ...usualWeek, ramadan: { shiftDays: 1, weeklyHours: ramadanWeek } });
    expect(await slotTimes(tutor.user.id, '2026-02-17T21:00:00Z', '2026-02-19T21:00:00Z')).toEqual([
      '02-18 16:00',
      '02-18 17:00',
      '02-19 21:00',
      '02-19 22:00',
    ]);
  });

  it('leaves the timetable as saved when an editor sends none, and drops it on null', async () => {
    const tutor = await listedTutor();
    await save(tutor, { ...usualWeek, ramadan: { shiftDays: -1, weeklyHours: ramadanWeek } });
    await save(tutor, usualWeek);
    expect((await read(tutor)).json().data.ramadan).toEqual({
      shiftDays: -1,
      weeklyHours: ramadanWeek,
    });
    await save(tutor, { ...usualWeek, ramadan: null });
    expect((await read(tutor)).json().data.ramadan).toBeNull();
    expect(await slotTimes(tutor.user.id, '2026-02-17T21:00:00Z', '2026-02-18T21:00:00Z')).toEqual([
      '02-18 16:00',
      '02-18 17:00',
    ]);
  });

  it('refuses a shift other than a day either way, and overlapping Ramadan ranges', async () => {
    const tutor = await listedTutor();
    const response = await save(tutor, {
      ...usualWeek,
      ramadan: {
        shiftDays: 2,
        weeklyHours: [
          { weekday: 1, start: '20:00', end: '22:00' },
          { weekday: 1, start: '21:00', end: '23:00' },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    const details = response.json().error.details as Record<string, string>;
    expect(details['ramadan.shiftDays']).toBeDefined();
    expect(details['ramadan.weeklyHours.1.start']).toBeDefined();
  });
});
