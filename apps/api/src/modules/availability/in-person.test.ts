import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { areas, bookings, tutorInPerson, tutorWeeklyHours } from '../../db/schema/index';
import { ManualClock } from '../../plugins/clock';
import { buildTestApp } from '../../test/build-test-app';
import { createUserWithToken } from '../../test/fixtures';
import { createTutor, pickCatalog } from '../tutors/tutors.fixtures';

type Caller = { authorization: string; user: { id: string } };

/** Every day 08:00 to 16:00 UTC, hourly lessons, no notice: slots on the hour. */
const everyDay = {
  timeZone: 'UTC',
  minimumNoticeMinutes: 0,
  bookingHorizonDays: 365,
  sessionMinutes: 60,
  weeklyHours: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '08:00', end: '16:00' })),
  dateOverrides: [],
};

const clock = new ManualClock('2031-06-01T00:00:00Z');
const at = (time: string) => new Date(`${time}Z`);

/** The error a statement refused by a constraint carries (drizzle wraps the driver's). */
function constraintOf(error: unknown): string | undefined {
  const driver = (error as { cause?: unknown }).cause ?? error;
  return (driver as { constraint?: string }).constraint;
}

describe('teaching in person: the settings and the free times', () => {
  let app: FastifyInstance;
  let riyadh: number;
  let olaya: number;
  let malqa: number;
  let subjectId: number;
  let tutor: Caller;
  let learners: [Caller, Caller];

  beforeAll(async () => {
    app = await buildTestApp({}, { clock });
    const catalog = await pickCatalog(app);
    subjectId = catalog.subjectIds.math;
    const areaId = async (slug: string) => {
      const [row] = await app.db.select().from(areas).where(eq(areas.slug, slug));
      if (!row) throw new Error(`no area ${slug}`);
      return row.id;
    };
    riyadh = await areaId('sa-riyadh');
    olaya = await areaId('sa-riyadh-olaya');
    malqa = await areaId('sa-riyadh-al-malqa');
    tutor = await createTutor(app, {
      grade: catalog.grades[0],
      prices: [{ subjectId, online: '20.00', offline: '35.00' }],
    });
    learners = [
      await createUserWithToken(app, 'Student'),
      await createUserWithToken(app, 'Student'),
    ];
  });
  afterAll(() => app.close());

  const read = (caller: Caller, language = 'en') =>
    app.inject({
      method: 'GET',
      url: '/api/v1/tutor/availability',
      headers: { authorization: caller.authorization, 'accept-language': language },
    });
  const save = (caller: Caller, payload: object, language = 'en') =>
    app.inject({
      method: 'PUT',
      url: '/api/v1/tutor/availability',
      headers: { authorization: caller.authorization, 'accept-language': language },
      payload,
    });
  const slotStarts = async (query: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/tutors/${tutor.user.id}/slots?${query}`,
    });
    expect(response.statusCode).toBe(200);
    return (response.json().data.slots as { start: string; end: string }[]).map((slot) => ({
      start: new Date(slot.start),
      end: new Date(slot.end),
    }));
  };
  const dayOf = (day: string, mode: 'online' | 'in-person') =>
    slotStarts(`from=${day}T00:00:00Z&to=${day}T23:59:00Z&mode=${mode}`);
  const hours = (slots: { start: Date }[]) => slots.map((slot) => slot.start.getUTCHours());

  const inPersonHome = {
    atFamilyHome: true,
    areaIds: [] as number[],
    atOwnPlace: false,
    travelBufferMinutes: 30,
  };

  /** Writes a booking straight to the table, as the booking slice would, or throws. */
  const insertBooking = async (
    learner: Caller,
    start: Date,
    mode: 'online' | 'in-person',
    travelBufferMinutes: number,
  ) => {
    const [row] = await app.db
      .insert(bookings)
      .values({
        tutorId: tutor.user.id,
        studentId: learner.user.id,
        bookedById: learner.user.id,
        subjectId,
        startAt: start,
        endAt: new Date(start.getTime() + 3_600_000),
        status: 'confirmed',
        mode,
        travelBufferMinutes,
        priceAmount: '35.00',
        currency: 'SAR',
        roomName: `room-${randomUUID()}`,
        createdAt: clock.now(),
        updatedAt: clock.now(),
      })
      .returning({ id: bookings.id });
    if (!row) throw new Error('booking not inserted');
    return row.id;
  };

  it('answers online only, with a 30 minute travel time, until the tutor says otherwise', async () => {
    const fresh = await createUserWithToken(app, 'Tutor');
    expect((await read(fresh)).json().data.inPerson).toEqual({
      atFamilyHome: false,
      areas: [],
      atOwnPlace: false,
      ownPlaceArea: null,
      ownPlaceStreet: '',
      ownPlaceBuilding: '',
      ownPlaceNotes: '',
      travelBufferMinutes: 30,
    });
  });

  it('saves the settings with the hours and reads the areas back named in the reader language', async () => {
    const saved = await save(tutor, {
      ...everyDay,
      inPerson: {
        atFamilyHome: true,
        areaIds: [olaya, riyadh],
        atOwnPlace: true,
        ownPlaceAreaId: malqa,
        ownPlaceStreet: 'King Fahd Road 12',
        ownPlaceBuilding: 'Tower B, flat 4',
        travelBufferMinutes: 45,
      },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.inPerson).toEqual({
      atFamilyHome: true,
      // The catalog's order: the city, then its districts.
      areas: [
        { id: riyadh, name: 'Riyadh' },
        { id: olaya, name: 'Olaya' },
      ],
      atOwnPlace: true,
      ownPlaceArea: { id: malqa, name: 'Al Malqa' },
      ownPlaceStreet: 'King Fahd Road 12',
      ownPlaceBuilding: 'Tower B, flat 4',
      ownPlaceNotes: '',
      travelBufferMinutes: 45,
    });
    const arabic = (await read(tutor, 'ar')).json().data.inPerson;
    expect(arabic.areas).toEqual([
      { id: riyadh, name: 'الرياض' },
      { id: olaya, name: 'العليا' },
    ]);
    expect(arabic.ownPlaceArea).toEqual({ id: malqa, name: 'الملقا' });
  });

  it('leaves the settings as saved when a save sends the hours only', async () => {
    const before = (await read(tutor)).json().data.inPerson;
    const saved = await save(tutor, { ...everyDay, sessionMinutes: 45 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.sessionMinutes).toBe(45);
    expect(saved.json().data.inPerson).toEqual(before);
    await save(tutor, everyDay);
  });

  it('refuses an area that is not in the catalog, and writes neither the hours nor the settings', async () => {
    const before = (await read(tutor)).json().data;
    const response = await save(tutor, {
      ...everyDay,
      weeklyHours: [{ weekday: 1, start: '09:00', end: '10:00' }],
      inPerson: { ...inPersonHome, areaIds: [olaya, 999_999], ownPlaceAreaId: 888_888 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        code: 'validation_failed',
        details: {
          'inPerson.areaIds': 'Choose an area from the list.',
          'inPerson.ownPlaceAreaId': 'Choose an area from the list.',
        },
      },
    });
    expect((await read(tutor)).json().data).toEqual(before);
  });

  it('refuses settings that cannot be taught: home visits without an area, a buffer out of range', async () => {
    const noArea = await save(tutor, { ...everyDay, inPerson: inPersonHome }, 'ar');
    expect(noArea.statusCode).toBe(400);
    expect(Object.keys(noArea.json().error.details)).toEqual(['inPerson.areaIds']);
    const longTrip = await save(tutor, {
      ...everyDay,
      inPerson: { ...inPersonHome, areaIds: [riyadh], travelBufferMinutes: 120 },
    });
    expect(longTrip.statusCode).toBe(400);
    expect(longTrip.json().error.details).toEqual({
      'inPerson.travelBufferMinutes': 'The travel time must be between 0 and 90 minutes.',
    });
  });

  it('has no free time in person for a tutor who teaches online only', async () => {
    await save(tutor, {
      ...everyDay,
      inPerson: { ...inPersonHome, atFamilyHome: false, areaIds: [riyadh] },
    });
    expect(await dayOf('2031-06-03', 'online')).toHaveLength(8);
    expect(await dayOf('2031-06-03', 'in-person')).toEqual([]);
  });

  describe('one calendar for both, with the travel time kept free', () => {
    beforeAll(async () => {
      const saved = await save(tutor, {
        ...everyDay,
        inPerson: { ...inPersonHome, areaIds: [riyadh], travelBufferMinutes: 30 },
      });
      expect(saved.statusCode).toBe(200);
      // 3 June: an online lesson at 10:00; 4 June: a lesson in person at 10:00, 30 minutes' travel.
      await insertBooking(learners[1], at('2031-06-03T10:00:00'), 'online', 0);
      await insertBooking(learners[1], at('2031-06-04T10:00:00'), 'in-person', 30);
    });

    it('leaves out, in person, the hours whose travel time meets another lesson', async () => {
      // 09:00 and 11:00 would need 08:30-10:30 and 10:30-12:30 free around an online 10:00.
      expect(hours(await dayOf('2031-06-03', 'in-person'))).toEqual([8, 12, 13, 14, 15]);
      expect(hours(await dayOf('2031-06-03', 'online'))).toEqual([8, 9, 11, 12, 13, 14, 15]);
      // An in-person lesson blocks 09:30-11:30 for online lessons as well, and 09:00-12:00
      // (its travel time and the new one's) for another in person.
      expect(hours(await dayOf('2031-06-04', 'online'))).toEqual([8, 12, 13, 14, 15]);
      expect(hours(await dayOf('2031-06-04', 'in-person'))).toEqual([8, 12, 13, 14, 15]);
    });

    it('agrees with the database: every slot offered can be booked, the ones left out cannot', async () => {
      for (const day of ['2031-06-03', '2031-06-04']) {
        for (const mode of ['online', 'in-person'] as const) {
          const buffer = mode === 'in-person' ? 30 : 0;
          const offered = await dayOf(day, mode);
          for (const slot of offered) {
            const id = await insertBooking(learners[0], slot.start, mode, buffer);
            await app.db.delete(bookings).where(eq(bookings.id, id));
          }
          const left = [9, 11]
            .map((hour) => at(`${day}T${String(hour).padStart(2, '0')}:00:00`))
            .filter((start) => !offered.some((slot) => slot.start.getTime() === start.getTime()));
          for (const start of left) {
            const refused = await insertBooking(learners[0], start, mode, buffer).then(
              () => undefined,
              (error: unknown) => constraintOf(error),
            );
            expect(refused, `${mode} at ${start.toISOString()}`).toBe('bookings_tutor_no_overlap');
          }
        }
      }
    });

    it('offers a slot right at the edge of a travel time, which the database accepts too', async () => {
      // With no travel time, an online 09:30 sits right against the in-person lesson's 09:30.
      await save(tutor, {
        ...everyDay,
        weeklyHours: [3].map((weekday) => ({ weekday, start: '08:30', end: '09:30' })),
        inPerson: { ...inPersonHome, areaIds: [riyadh], travelBufferMinutes: 30 },
      });
      const online = await dayOf('2031-06-04', 'online');
      expect(online.map((slot) => slot.start.toISOString())).toEqual(['2031-06-04T08:30:00.000Z']);
      const id = await insertBooking(learners[0], at('2031-06-04T08:30:00'), 'online', 0);
      await app.db.delete(bookings).where(eq(bookings.id, id));
      // In person, it would need 08:00-10:00 free: inside the other lesson's travel time.
      expect(await dayOf('2031-06-04', 'in-person')).toEqual([]);
      await save(tutor, {
        ...everyDay,
        inPerson: { ...inPersonHome, areaIds: [riyadh], travelBufferMinutes: 30 },
      });
    });

    it('applies the travel time saved now to the slots in person', async () => {
      await save(tutor, {
        ...everyDay,
        inPerson: { ...inPersonHome, areaIds: [riyadh], travelBufferMinutes: 0 },
      });
      expect(hours(await dayOf('2031-06-03', 'in-person'))).toEqual([8, 9, 11, 12, 13, 14, 15]);
      const [row] = await app.db
        .select()
        .from(tutorInPerson)
        .where(eq(tutorInPerson.tutorId, tutor.user.id));
      expect(row?.travelBufferMinutes).toBe(0);
      const rules = await app.db
        .select()
        .from(tutorWeeklyHours)
        .where(and(eq(tutorWeeklyHours.tutorId, tutor.user.id), eq(tutorWeeklyHours.weekday, 2)));
      expect(rules).toHaveLength(1);
    });
  });
});
