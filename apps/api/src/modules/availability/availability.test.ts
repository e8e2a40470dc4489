import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutorDateOverrides, tutorWeeklyHours } from '../../db/schema/index';
import { ManualClock } from '../../plugins/clock';
import { buildTestApp } from '../../test/build-test-app';
import { createUserWithToken } from '../../test/fixtures';
import { createTutor, pickCatalog } from '../tutors/tutors.fixtures';
import { slotsOf } from './availability.service';

type Caller = { authorization: string; user: { id: string } };

const riyadhWeek = {
  timeZone: 'Asia/Riyadh',
  minimumNoticeMinutes: 0,
  bookingHorizonDays: 365,
  weeklyHours: [
    { weekday: 6, start: '16:00', end: '18:00' },
    { weekday: 0, start: '09:00', end: '10:00' },
    { weekday: 0, start: '16:00', end: '18:00' },
  ],
  dateOverrides: [
    { date: '2031-06-08', ranges: [] },
    { date: '2031-06-07', ranges: [{ start: '20:00', end: '21:00' }] },
  ],
};

/** 1 June 2031, 01:30 in Riyadh but still 31 May in UTC: "today" is the tutor's own date. */
const clock = new ManualClock('2031-05-31T22:30:00Z');

describe('availability', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
  });
  afterAll(() => app.close());

  const read = (caller: { authorization: string }) =>
    app.inject({
      method: 'GET',
      url: '/api/v1/tutor/availability',
      headers: { authorization: caller.authorization },
    });
  const save = (caller: { authorization: string }, payload: unknown, language = 'en') =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/tutor/availability',
      headers: { authorization: caller.authorization, 'accept-language': language },
      payload: payload as object,
    });
  const slots = (tutorId: string, query: string) =>
    app.inject({ method: 'GET', url: `/api/v1/tutors/${tutorId}/slots?${query}` });

  it('starts a new tutor from the signup zone, 12 hours notice and no hours', async () => {
    const tutor = await createUserWithToken(app, 'Tutor', { timeZone: 'Africa/Cairo' });
    const response = await read(tutor);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      configured: false,
      timeZone: 'Africa/Cairo',
      minimumNoticeMinutes: 720,
      bookingHorizonDays: 60,
      autoConfirm: false,
      sessionMinutes: 60,
      weeklyHours: [],
      dateOverrides: [],
      inPerson: {
        atFamilyHome: false,
        areas: [],
        atOwnPlace: false,
        ownPlaceArea: null,
        ownPlaceStreet: '',
        ownPlaceBuilding: '',
        ownPlaceNotes: '',
        travelBufferMinutes: 30,
      },
      ramadan: null,
    });
  });

  it('keeps the lesson length and automatic confirmation the tutor chose', async () => {
    const tutor = await createUserWithToken(app, 'Tutor');
    const saved = await save(tutor, { ...riyadhWeek, autoConfirm: true, sessionMinutes: 45 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ autoConfirm: true, sessionMinutes: 45 });
    expect((await read(tutor)).json().data).toMatchObject({
      autoConfirm: true,
      sessionMinutes: 45,
    });
    const wrong = await save(tutor, { ...riyadhWeek, sessionMinutes: 50 });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.details).toEqual({
      sessionMinutes: 'Please choose one of the options.',
    });
  });

  it('replaces the hours and reads them back in order, with a day off kept as a date', async () => {
    const tutor: Caller = await createUserWithToken(app, 'Tutor');
    const saved = await save(tutor, riyadhWeek, 'ar');
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('تم حفظ مواعيدك.');
    expect(saved.json().data).toMatchObject({
      configured: true,
      timeZone: 'Asia/Riyadh',
      weeklyHours: [
        { weekday: 0, start: '09:00', end: '10:00' },
        { weekday: 0, start: '16:00', end: '18:00' },
        { weekday: 6, start: '16:00', end: '18:00' },
      ],
      dateOverrides: [
        { date: '2031-06-07', ranges: [{ start: '20:00', end: '21:00' }] },
        { date: '2031-06-08', ranges: [] },
      ],
    });

    const second = await save(tutor, {
      ...riyadhWeek,
      weeklyHours: [{ weekday: 1, start: '08:00', end: '24:00' }],
      dateOverrides: [],
    });
    expect(second.statusCode).toBe(200);
    const rows = await app.db
      .select()
      .from(tutorWeeklyHours)
      .where(eq(tutorWeeklyHours.tutorId, tutor.user.id));
    expect(rows).toMatchObject([{ weekday: 1, startMinute: 480, endMinute: 1440 }]);
    const overrides = await app.db
      .select()
      .from(tutorDateOverrides)
      .where(eq(tutorDateOverrides.tutorId, tutor.user.id));
    expect(overrides).toEqual([]);
    expect((await read(tutor)).json().data.weeklyHours).toEqual([
      { weekday: 1, start: '08:00', end: '24:00' },
    ]);
  });

  it('drops overrides of dates already past in the tutor zone when the hours are saved', async () => {
    const tutor: Caller = await createUserWithToken(app, 'Tutor');
    const saved = await save(tutor, {
      ...riyadhWeek,
      dateOverrides: [
        { date: '2031-05-31', ranges: [] },
        { date: '2031-06-01', ranges: [{ start: '10:00', end: '11:00' }] },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.dateOverrides).toEqual([
      { date: '2031-06-01', ranges: [{ start: '10:00', end: '11:00' }] },
    ]);
  });

  it('names every bad field, in the caller language', async () => {
    const tutor = await createUserWithToken(app, 'Tutor');
    const response = await save(tutor, {
      timeZone: 'Mars/Olympus',
      minimumNoticeMinutes: -5,
      bookingHorizonDays: 900,
      weeklyHours: [
        { weekday: 2, start: '10:00', end: '09:00' },
        { weekday: 3, start: '09:00', end: '12:00' },
        { weekday: 3, start: '11:00', end: '13:00' },
        { weekday: 7, start: '09:00', end: '10:00' },
        { weekday: 4, start: '9am', end: '10:00' },
      ],
      dateOverrides: [
        { date: '2031-02-30', ranges: [] },
        { date: '2031-03-01', ranges: [] },
        { date: '2031-03-01', ranges: [] },
      ],
    });
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_failed');
    expect(error.details).toMatchObject({
      timeZone: 'Choose a time zone from the list, for example Asia/Riyadh.',
      minimumNoticeMinutes: 'The minimum notice must be between 0 minutes and 30 days.',
      bookingHorizonDays: 'Bookings may be opened between 1 and 365 days ahead.',
      'weeklyHours.0.end': 'The end time must be after the start time.',
      'weeklyHours.3.weekday': 'Please choose one of the options.',
      'weeklyHours.4.start': 'Enter a time as HH:mm, from 00:00 to 24:00.',
      'dateOverrides.0.date': 'Enter a real date as YYYY-MM-DD.',
    });
    const overlaps = await save(tutor, {
      ...riyadhWeek,
      weeklyHours: [
        { weekday: 3, start: '09:00', end: '12:00' },
        { weekday: 3, start: '11:00', end: '13:00' },
        { weekday: 3, start: '13:00', end: '14:00' },
      ],
      dateOverrides: [
        { date: '2031-03-01', ranges: [] },
        { date: '2031-03-01', ranges: [] },
      ],
    });
    expect(overlaps.json().error.details).toEqual({
      'weeklyHours.1.start': 'This range overlaps another range on the same day.',
      'dateOverrides.1.date': 'This date already has an override.',
    });
  });

  it('lets only a signed-in tutor read or change hours', async () => {
    const parent = await createUserWithToken(app, 'Parent');
    expect((await read({ authorization: '' })).statusCode).toBe(401);
    expect((await read(parent)).statusCode).toBe(403);
    expect((await save(parent, riyadhWeek)).statusCode).toBe(403);
  });

  it('keeps each tutor to their own hours', async () => {
    const first = await createUserWithToken(app, 'Tutor');
    const second = await createUserWithToken(app, 'Tutor');
    await save(first, riyadhWeek);
    await save(second, { ...riyadhWeek, weeklyHours: [], dateOverrides: [] });
    expect((await read(first)).json().data.weeklyHours).toHaveLength(3);
    expect((await read(second)).json().data.weeklyHours).toEqual([]);
  });

  describe('public slots', () => {
    /** Only a listed tutor has public slots: a profile, a price and an approved application. */
    const listedTutor = async () => {
      const catalog = await pickCatalog(app);
      return createTutor(app, {
        grade: catalog.grades[0],
        prices: [{ subjectId: catalog.subjectIds.math, online: '20.00' }],
      });
    };
    it('answers UTC slots for the asked window, honouring overrides', async () => {
      const tutor = await listedTutor();
      await save(tutor, riyadhWeek);
      const now = Date.parse('2031-06-01T00:00:00Z');
      // Saturday 7 June 2031 (override 20:00–21:00) and Sunday 8 June (day off) in Riyadh.
      const answer = await slotsOf(
        app.db,
        tutor.user.id,
        { from: '2031-06-06T21:00:00Z', to: '2031-06-08T21:00:00Z' },
        now,
      );
      expect(answer).toEqual({
        tutorId: tutor.user.id,
        timeZone: 'Asia/Riyadh',
        slotMinutes: 60,
        from: '2031-06-06T21:00:00.000Z',
        to: '2031-06-08T21:00:00.000Z',
        slots: [{ start: '2031-06-07T17:00:00.000Z', end: '2031-06-07T18:00:00.000Z' }],
      });
      const week = await slotsOf(
        app.db,
        tutor.user.id,
        { from: '2031-06-13T21:00:00Z', to: '2031-06-15T21:00:00Z', duration: 30 },
        now,
      );
      expect(week.slots.map((slot) => slot.start)).toEqual([
        '2031-06-14T13:00:00.000Z',
        '2031-06-14T13:30:00.000Z',
        '2031-06-14T14:00:00.000Z',
        '2031-06-14T14:30:00.000Z',
        '2031-06-15T06:00:00.000Z',
        '2031-06-15T06:30:00.000Z',
        '2031-06-15T13:00:00.000Z',
        '2031-06-15T13:30:00.000Z',
        '2031-06-15T14:00:00.000Z',
        '2031-06-15T14:30:00.000Z',
      ]);
    });

    it('cuts slots to the tutor lesson length when no duration is asked for', async () => {
      const tutor = await listedTutor();
      await save(tutor, { ...riyadhWeek, sessionMinutes: 90, dateOverrides: [] });
      const response = await slots(tutor.user.id, '');
      expect(response.json().data.slotMinutes).toBe(90);
      for (const slot of response.json().data.slots as { start: string; end: string }[]) {
        expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(90 * 60_000);
      }
    });

    it('serves the next two weeks over HTTP, in UTC, on the tutor hours', async () => {
      const tutor = await listedTutor();
      await save(tutor, { ...riyadhWeek, dateOverrides: [] });
      const response = await slots(tutor.user.id, 'duration=60');
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      // Two Saturdays and two Sundays fall in any 14 days: 2×2 + 2×3 one-hour slots at most.
      expect(data.slots.length).toBeGreaterThanOrEqual(6);
      for (const slot of data.slots as { start: string; end: string }[]) {
        expect(slot.start).toMatch(/T(06|13|14):00:00\.000Z$/);
        expect(Date.parse(slot.end) - Date.parse(slot.start)).toBe(3_600_000);
      }
    });

    it('applies the minimum notice against the current time', async () => {
      const tutor = await listedTutor();
      await save(tutor, {
        ...riyadhWeek,
        minimumNoticeMinutes: 24 * 60,
        weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
          weekday,
          start: '00:00',
          end: '24:00',
        })),
        dateOverrides: [],
      });
      const now = Date.parse('2031-06-01T00:00:00Z');
      const answer = await slotsOf(app.db, tutor.user.id, {}, now);
      expect(answer.slots[0]?.start).toBe('2031-06-02T00:00:00.000Z');
      expect(answer.to).toBe('2031-06-15T00:00:00.000Z');
    });

    it('answers an empty list for a tutor without hours, and 404 for anyone else', async () => {
      const tutor = await listedTutor();
      const parent = await createUserWithToken(app, 'Parent');
      const empty = await slots(tutor.user.id, '');
      expect(empty.statusCode).toBe(200);
      expect(empty.json().data).toMatchObject({ timeZone: null, slots: [] });
      for (const id of [parent.user.id, randomUUID(), 'not-a-uuid']) {
        const response = await slots(id, '');
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('tutor_not_found');
      }
    });

    it('refuses an unbounded or reversed window with field details', async () => {
      const tutor = await listedTutor();
      const cases: [string, Record<string, string>][] = [
        [
          'from=2031-06-01T00:00:00Z&to=2031-08-01T00:00:00Z',
          { to: 'Ask for at most 31 days of slots at a time.' },
        ],
        [
          'from=2031-06-02T00:00:00Z&to=2031-06-01T00:00:00Z',
          { to: 'The end of the window must be after its start.' },
        ],
        [
          'from=yesterday',
          {
            from: 'Enter a date and time in ISO 8601 with a time zone, for example 2025-06-01T09:00:00Z.',
          },
        ],
        ['duration=7', { duration: 'Please choose one of the options.' }],
        ['to=2099-01-01T00:00:00Z', { to: 'Ask for at most 31 days of slots at a time.' }],
      ];
      for (const [query, details] of cases) {
        const response = await slots(tutor.user.id, query);
        expect(response.statusCode, query).toBe(400);
        expect(response.json().error.details, query).toEqual(details);
      }
    });
  });
});
