import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookingAddresses,
  childProfiles,
  disputes,
  familyAddresses,
  users,
} from '../../db/schema/index';
import { newOperator } from '../../test/operator-caller';
import { calendarProperties } from '../../test/calendar-properties';
import { createUserWithToken } from '../../test/fixtures';
import {
  atHour,
  bookingClient,
  expectRefused,
  testEpoch,
  type BookingClient,
  type Caller,
} from './booking.test-client';
import { calendarsOf, mailTo } from './booking-notifications.fixtures';
import { homeIn, newCity, teachInPerson } from './in-person.fixtures';

const street = homeIn(0).street;
const tutorStreet = '12 Tahlia Street';

describe('lessons in person (issue 32)', () => {
  let client: BookingClient;
  let city: Awaited<ReturnType<typeof newCity>>;
  beforeAll(async () => {
    client = await bookingClient();
    city = await newCity(client.app);
  });
  afterAll(() => client.app.close());
  beforeEach(() => client.clock.set(testEpoch));

  /** A listed tutor who goes to families in these areas (Olaya unless said). */
  async function homeTutor(
    options: Parameters<BookingClient['newTutor']>[0] & {
      areaIds?: number[];
      travelBufferMinutes?: number;
    } = {},
  ) {
    const { areaIds, travelBufferMinutes, ...rest } = options;
    const tutor = await client.newTutor(rest);
    await teachInPerson(client.app, tutor.user.id, {
      areaIds: areaIds ?? [city.olayaId],
      travelBufferMinutes: travelBufferMinutes ?? 30,
    });
    return tutor;
  }

  const atHome = (areaId = city.olayaId, extra: object = {}) => ({
    mode: 'in-person',
    address: homeIn(areaId),
    ...extra,
  });

  describe('booking', () => {
    it('books at the family home at the offline price, prorated, with the tutor travel time and the address copied', async () => {
      const tutor = await homeTutor({ sessionMinutes: 45, travelBufferMinutes: 45 });
      const parent = await client.newParent();
      // 45-minute slots from 08:00: 08:00, 08:45, 09:30…
      const start = atHour(24 + 9.5);
      const response = await client.book(
        parent,
        client.bookingBody(tutor, parent, start, atHome()),
      );
      expect(response.statusCode, response.body).toBe(201);
      const booking = response.json().data;
      expect(booking).toMatchObject({
        mode: 'in-person',
        travelBufferMinutes: 45,
        // The offline price, 40.00 an hour, for 45 minutes; held on the wallet as online.
        price: { amount: '30.00', currency: 'USD' },
        payment: { status: 'held', amount: '30.00' },
        place: 'family-home',
        area: { id: city.olayaId, name: 'Olaya', cityName: 'Riyadh' },
        // The family's own home: the family reads it always.
        address: {
          place: 'family-home',
          areaId: city.olayaId,
          areaName: 'Olaya',
          cityName: 'Riyadh',
          street,
          building: 'Villa 3',
          notes: 'The blue gate',
        },
        visits: { arrivedAt: null, finishedAt: null },
      });
      expect(await client.rowOf(booking.id)).toMatchObject({
        mode: 'in-person',
        travelBufferMinutes: 45,
        priceAmount: '30.00',
      });
      const [copy] = await client.app.db
        .select()
        .from(bookingAddresses)
        .where(eq(bookingAddresses.bookingId, booking.id));
      expect(copy).toMatchObject({ place: 'family-home', areaId: city.olayaId, street });
      // The address is kept among the family's, once however often it is typed.
      await client.booked(tutor, parent, atHour(48 + 9.5), atHome());
      const kept = await client.app.db
        .select()
        .from(familyAddresses)
        .where(eq(familyAddresses.ownerId, parent.user.id));
      expect(kept).toMatchObject([{ areaId: city.olayaId, street, building: 'Villa 3' }]);
    });

    it('answers online bookings as before, at the online price, with no place', async () => {
      const tutor = await homeTutor();
      const student = await client.newStudent();
      const response = await client.book(student, client.bookingBody(tutor, student, atHour(34)));
      expect(response.json().data).toMatchObject({
        mode: 'online',
        travelBufferMinutes: 0,
        price: { amount: '30.00' },
        area: null,
        place: null,
        address: null,
      });
    });

    it('reaches a district through the city the tutor chose', async () => {
      const tutor = await homeTutor({ areaIds: [city.cityId] });
      const student = await client.newStudent();
      const response = await client.book(
        student,
        client.bookingBody(tutor, student, atHour(34), atHome(city.malqaId)),
      );
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().data.area).toEqual({
        id: city.malqaId,
        name: 'Al Malqa',
        cityName: 'Riyadh',
      });
    });

    it('refuses a free trial in person, as the field’s error, and writes nothing', async () => {
      const tutor = await homeTutor();
      const student = await client.newStudent();
      const response = await client.book(
        student,
        client.bookingBody(tutor, student, atHour(34), atHome(city.olayaId, { trial: true })),
      );
      expectRefused(response, 400, 'validation_failed');
      expect(Object.keys(response.json().error.details)).toEqual(['mode']);
      expect(await client.rowsOfTutor(tutor.user.id)).toEqual([]);
    });

    it('refuses in person where the tutor does not teach so, and writes nothing', async () => {
      const tutor = await homeTutor();
      const onlineOnly = await client.newTutor();
      const student = await client.newStudent();
      const body = (who: Caller, extra: object) =>
        client.bookingBody(who, student, atHour(34), extra);
      // Another district than the tutor's.
      expectRefused(
        await client.book(student, body(tutor, atHome(city.malqaId))),
        409,
        'in_person_unavailable',
      );
      // A tutor who does not teach in person at all.
      expectRefused(
        await client.book(student, body(onlineOnly, atHome())),
        409,
        'in_person_unavailable',
      );
      // At the tutor's place, when they receive nobody there.
      expectRefused(
        await client.book(student, body(tutor, { mode: 'in-person', place: 'tutor-place' })),
        409,
        'in_person_unavailable',
      );
      // An area that is not in the catalog, and no address at all.
      expectRefused(
        await client.book(student, body(tutor, atHome(2_000_000_000))),
        400,
        'area_not_found',
      );
      const missing = await client.book(student, body(tutor, { mode: 'in-person' }));
      expectRefused(missing, 400, 'validation_failed');
      expect(Object.keys(missing.json().error.details)).toEqual(['address']);
      expect(await client.rowsOfTutor(tutor.user.id)).toEqual([]);
      expect(await client.rowsOfTutor(onlineOnly.user.id)).toEqual([]);
    });

    it('keeps the mode, the travel time and the address when a lesson is moved', async () => {
      const tutor = await homeTutor({ travelBufferMinutes: 60 });
      const student = await client.newStudent();
      const id = await client.booked(tutor, student, atHour(34), atHome());
      const moved = await client.act(student, id, 'reschedule', { start: atHour(58) });
      expect(moved.statusCode, moved.body).toBe(201);
      expect(moved.json().data).toMatchObject({
        mode: 'in-person',
        travelBufferMinutes: 60,
        price: { amount: '40.00' },
        place: 'family-home',
        address: { street, areaId: city.olayaId },
      });
    });

    it('keeps the first answer for a retried in-person booking', async () => {
      const tutor = await homeTutor();
      const student = await client.newStudent();
      const payload = client.bookingBody(tutor, student, atHour(34), atHome());
      const headers = { 'idempotency-key': 'in-person-once' };
      const first = await client.book(student, payload, headers);
      const again = await client.book(student, payload, headers);
      expect(again.statusCode).toBe(201);
      expect(again.json().data.id).toBe(first.json().data.id);
      expect(await client.rowsOfTutor(tutor.user.id)).toHaveLength(1);
    });
  });

  describe('the travel time, kept by the database', () => {
    it('refuses an online lesson inside it and an in-person lesson across it, and accepts one just outside', async () => {
      // 45 minutes around a 10:00–11:00 lesson: the tutor is busy 09:15–11:45.
      const tutor = await homeTutor({ travelBufferMinutes: 45 });
      const first = await client.newStudent('First Student');
      const second = await client.newStudent('Second Student');
      await client.booked(tutor, first, atHour(34), atHome());
      // Online at 11:00 would have fitted without the travel time.
      expectRefused(
        await client.book(second, client.bookingBody(tutor, second, atHour(35))),
        409,
        'booking_conflict',
      );
      // In person at 12:00: its own 45 minutes reach back to 11:15.
      expectRefused(
        await client.book(second, client.bookingBody(tutor, second, atHour(36), atHome())),
        409,
        'booking_conflict',
      );
      // Online at 12:00 starts after 11:45: accepted.
      const outside = await client.book(second, client.bookingBody(tutor, second, atHour(36)));
      expect(outside.statusCode, outside.body).toBe(201);
    });

    it('accepts two in-person lessons exactly two travel times apart', async () => {
      const tutor = await homeTutor({ travelBufferMinutes: 30 });
      const first = await client.newStudent('First Student');
      const second = await client.newStudent('Second Student');
      await client.booked(tutor, first, atHour(34), atHome());
      // 10:00–11:00 and 12:00–13:00: 11:30 is where one travel time ends and the other begins.
      const next = await client.book(
        second,
        client.bookingBody(tutor, second, atHour(36), atHome()),
      );
      expect(next.statusCode, next.body).toBe(201);
    });
  });

  describe('who reads the address (decision 0030)', () => {
    /** A parent whose child has a login of its own, and a lesson at home booked for the child. */
    async function familyWithChildLogin(tutor: Caller) {
      const parent = await client.newParent();
      const child = await createUserWithToken(client.app, 'Student', { fullName: 'Cami Child' });
      await client.app.db
        .update(childProfiles)
        .set({ userId: child.user.id })
        .where(eq(childProfiles.id, parent.childId));
      const id = await client.booked(tutor, parent, atHour(34), atHome());
      return { parent, child, id };
    }

    it('shows the tutor the district at the request and the address from confirmation until 24 hours after the end', async () => {
      const tutor = await homeTutor();
      const { parent, child, id } = await familyWithChildLogin(tutor);
      const stranger = await client.newParent('Other Child');

      const requested = await client.read(tutor, id);
      expect(requested.json().data).toMatchObject({
        area: { id: city.olayaId, name: 'Olaya', cityName: 'Riyadh' },
        place: 'family-home',
        address: null,
      });
      expect(requested.body).not.toContain(street);
      // Nor in the tutor's lists.
      const requests = await client.list(tutor, 'scope=requests');
      expect(requests.json().data.items[0]).toMatchObject({ id, address: null });
      expect(requests.body).not.toContain(street);

      // The family always: the parent, and the child's own login.
      expect((await client.read(parent, id)).json().data.address).toMatchObject({ street });
      expect((await client.read(child, id)).json().data.address).toMatchObject({ street });
      // Anyone else learns nothing, not even that the lesson exists.
      const other = await client.read(stranger, id);
      expectRefused(other, 404, 'booking_not_found');
      expect(other.body).not.toContain(street);

      expect((await client.act(tutor, id, 'confirm')).json().data.address).toMatchObject({
        street,
        building: 'Villa 3',
        notes: 'The blue gate',
      });
      const upcoming = await client.list(tutor, 'scope=upcoming');
      expect(upcoming.json().data.items[0].address).toMatchObject({ street });
      // In the reader's language.
      expect((await client.read(tutor, id, 'ar')).json().data.address).toMatchObject({
        areaName: 'العليا',
        cityName: 'الرياض',
      });

      // The lesson ends at 11:00 on day 2: the tutor reads it until 11:00 on day 3.
      client.clock.set(new Date(Date.parse(atHour(24 + 11 + 24)) - 1).toISOString());
      expect((await client.read(tutor, id)).json().data.address).toMatchObject({ street });
      client.clock.set(atHour(24 + 11 + 24));
      const after = await client.read(tutor, id);
      expect(after.json().data).toMatchObject({ area: { id: city.olayaId }, address: null });
      expect(after.body).not.toContain(street);
      // The family still does.
      expect((await client.read(parent, id)).json().data.address).toMatchObject({ street });
    });

    it('takes the address back from the tutor when a confirmed lesson is cancelled', async () => {
      const tutor = await homeTutor();
      const student = await client.newStudent();
      const id = await client.booked(tutor, student, atHour(34), atHome());
      await client.act(tutor, id, 'confirm');
      await client.act(student, id, 'cancel');
      const read = await client.read(tutor, id);
      expect(read.json().data).toMatchObject({ status: 'cancelled', address: null });
      expect(read.body).not.toContain(street);
    });

    it("shows the tutor's own place to the tutor always and to the family once confirmed", async () => {
      const tutor = await client.newTutor();
      await teachInPerson(client.app, tutor.user.id, { ownPlaceAreaId: city.olayaId });
      const student = await client.newStudent();
      const response = await client.book(
        student,
        client.bookingBody(tutor, student, atHour(34), {
          mode: 'in-person',
          place: 'tutor-place',
        }),
      );
      expect(response.statusCode, response.body).toBe(201);
      const { id } = response.json().data;
      expect(response.json().data).toMatchObject({
        place: 'tutor-place',
        area: { id: city.olayaId, name: 'Olaya' },
        address: null,
        price: { amount: '40.00' },
      });
      expect(response.body).not.toContain(tutorStreet);
      expect((await client.read(tutor, id)).json().data.address).toMatchObject({
        place: 'tutor-place',
        street: tutorStreet,
        building: 'Tower B, flat 7',
      });
      await client.act(tutor, id, 'confirm');
      expect((await client.read(student, id)).json().data.address).toMatchObject({
        street: tutorStreet,
      });
      // A tutor's own place is not kept among the family's addresses.
      const kept = await client.app.db
        .select()
        .from(familyAddresses)
        .where(eq(familyAddresses.ownerId, student.user.id));
      expect(kept).toEqual([]);
    });
  });

  describe('on the day', () => {
    it("records the tutor's arrival and end once each, in their windows, and offers no classroom", async () => {
      const tutor = await homeTutor({ autoConfirm: true });
      const student = await client.newStudent();
      const id = await client.booked(tutor, student, atHour(34), atHome());
      // The lesson is 10:00–11:00 on day 2; arriving opens at 09:00.
      client.clock.set(atHour(24 + 8.9));
      expectRefused(await client.act(tutor, id, 'arrived'), 409, 'visit_not_open');
      expectRefused(await client.act(tutor, id, 'finished'), 409, 'not_arrived');
      expect((await client.read(tutor, id)).json().data.allowedActions).not.toContain('arrive');

      client.clock.set(atHour(24 + 9));
      expect((await client.read(tutor, id)).json().data.allowedActions).toContain('arrive');
      expectRefused(await client.act(student, id, 'arrived'), 403, 'forbidden');
      const arrived = await client.act(tutor, id, 'arrived');
      expect(arrived.statusCode, arrived.body).toBe(200);
      expect(arrived.json().data.visits).toEqual({ arrivedAt: atHour(24 + 9), finishedAt: null });
      expect(arrived.json().data.allowedActions).toContain('finish');
      expect(arrived.json().data.allowedActions).not.toContain('arrive');

      // Saying it again answers with the first.
      client.clock.set(atHour(24 + 10));
      const again = await client.act(tutor, id, 'arrived');
      expect(again.statusCode).toBe(200);
      expect(again.json().data.visits.arrivedAt).toBe(atHour(24 + 9));
      // The classroom is online only.
      const read = await client.read(student, id);
      expect(read.json().data.classroom.open).toBe(false);
      expectRefused(await client.join(student, id), 409, 'in_person_no_classroom');
      // The arrival is the tutor's entry in the join log.
      expect(read.json().data.joins).toEqual([
        { userId: tutor.user.id, fullName: 'Tariq Tutor', at: atHour(24 + 9) },
      ]);

      client.clock.set(atHour(24 + 10.9));
      const finished = await client.act(tutor, id, 'finished');
      expect(finished.json().data.visits).toEqual({
        arrivedAt: atHour(24 + 9),
        finishedAt: atHour(24 + 10.9),
      });
      client.clock.set(atHour(24 + 11));
      expect((await client.act(tutor, id, 'finished')).json().data.visits.finishedAt).toBe(
        atHour(24 + 10.9),
      );
    });

    it('refuses the day for an online lesson and an unconfirmed one, and after the end', async () => {
      const tutor = await homeTutor();
      const student = await client.newStudent();
      const online = await client.booked(tutor, student, atHour(34));
      const requested = await client.booked(tutor, student, atHour(36), atHome());
      const late = await client.booked(tutor, student, atHour(38), atHome());
      await client.act(tutor, online, 'confirm');
      await client.act(tutor, late, 'confirm');
      client.clock.set(atHour(24 + 10));
      expectRefused(await client.act(tutor, online, 'arrived'), 409, 'invalid_transition');
      expect((await client.read(tutor, online)).json().data.allowedActions).not.toContain('arrive');
      client.clock.set(atHour(24 + 12));
      expectRefused(await client.act(tutor, requested, 'arrived'), 409, 'invalid_transition');
      client.clock.set(atHour(24 + 15));
      expectRefused(await client.act(tutor, late, 'arrived'), 409, 'visit_not_open');
    });

    it("reads the tutor's arrival as the tutor's join when the family reports a no-show; the operator reads it, never the address", async () => {
      const tutor = await homeTutor({ autoConfirm: true });
      const came = await client.newStudent('Came Student');
      const absent = await client.newStudent('Absent Student');
      const arrivedAt = await client.booked(tutor, came, atHour(34), atHome());
      const never = await client.booked(tutor, absent, atHour(36), atHome());
      client.clock.set(atHour(24 + 9.5));
      await client.act(tutor, arrivedAt, 'arrived');
      client.clock.set(atHour(24 + 14));
      await client.act(came, arrivedAt, 'no-show', { party: 'tutor' });
      await client.act(absent, never, 'no-show', { party: 'tutor' });
      // The tutor's arrival disputes the report; without it the money goes back at once.
      expect((await client.rowOf(arrivedAt))?.paymentStatus).toBe('disputed');
      expect((await client.rowOf(never))?.paymentStatus).toBe('released');
      // The operator deciding the dispute reads the arrival in the join log, never the address.
      const operator = await newOperator(client.app);
      const [dispute] = await client.app.db
        .select()
        .from(disputes)
        .where(eq(disputes.bookingId, arrivedAt));
      const read = await client.app.inject({
        method: 'GET',
        url: `/api/v1/operator/disputes/${dispute?.id}`,
        headers: { authorization: await operator.authorization() },
      });
      expect(read.statusCode, read.body).toBe(200);
      expect(read.json().data.joins).toMatchObject([
        { userId: tutor.user.id, at: atHour(24 + 9.5) },
      ]);
      expect(read.body).not.toContain(street);
      expect(read.body).not.toContain('Villa 3');
    });
  });

  describe('emails and calendar files', () => {
    /** A calendar's text value as read: RFC 5545 escapes commas and semicolons. */
    const text = (value: string | undefined) => value?.replace(/\\([,;\\])/g, '$1');
    const emailOf = async (caller: Caller) => {
      const [row] = await client.app.db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, caller.user.id));
      return row?.email ?? '';
    };

    it('say "in person" and carry the address to the tutor only once confirmed, to the family always', async () => {
      const tutor = await homeTutor();
      const student = await client.newStudent();
      const id = await client.booked(tutor, student, atHour(34), atHome());

      const [request] = await mailTo(client.app, await emailOf(tutor));
      expect(request?.reading).toContain('In person, at the family’s home.');
      expect(request?.reading).toContain('Area: Olaya, Riyadh');
      expect(request?.reading).toContain(
        'The full address is shown once the session is confirmed.',
      );
      expect(request?.text).not.toContain(street);
      const [requestFile] = calendarsOf(request!);
      expect(text(requestFile?.properties.LOCATION)).toBe('Olaya, Riyadh (in person)');
      expect(requestFile?.content).not.toContain(street);
      // The tutor's own copy, in Arabic, before confirmation: the district only.
      const arabic = calendarProperties((await client.calendar(tutor, id, 'ar')).body);
      expect(text(arabic.LOCATION)).toBe('العليا، الرياض (حضوريًا)');

      await client.act(tutor, id, 'confirm');
      const [confirmed] = await mailTo(client.app, await emailOf(student));
      expect(confirmed?.reading).toContain('In person, at the family’s home.');
      expect(confirmed?.reading).toContain(`Address: ${street}, Villa 3`);
      expect(confirmed?.reading).toContain('Directions: The blue gate');
      expect(confirmed?.reading).toContain('it has no classroom link');
      expect(confirmed?.reading).not.toContain('You can join');
      const [confirmedFile] = calendarsOf(confirmed!);
      expect(text(confirmedFile?.properties.LOCATION)).toBe(`${street}, Villa 3, Olaya, Riyadh`);
      expect(confirmedFile?.properties.DESCRIPTION).toContain('In person.');
      // The tutor's copy now carries the address too.
      const tutorFile = calendarProperties((await client.calendar(tutor, id)).body);
      expect(text(tutorFile.LOCATION)).toBe(`${street}, Villa 3, Olaya, Riyadh`);
    });
  });
});
