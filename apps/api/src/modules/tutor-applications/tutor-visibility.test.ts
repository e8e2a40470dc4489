import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tutorApplications, users } from '../../db/schema/index';
import { createOperatorWithToken } from '../../test/fixtures';
import {
  atHour,
  bookingClient,
  type BookingClient,
  type Caller,
} from '../booking/booking.test-client';
import { pickCatalog } from '../tutors/tutors.fixtures';

/**
 * Only approved tutors are listed, shown or bookable (decision 0026): a tutor with a whole
 * profile, prices and hours but no approval answers 404 everywhere, as one that does not exist,
 * until an operator approves them; a suspension hides them again. Every tutor here teaches in
 * Urdu, which no demo tutor does, so `language=ur` scopes a search to this file's tutors.
 */
describe('an unapproved tutor', () => {
  let client: BookingClient;
  let operatorAuthorization: string;
  let gradeId: number;
  beforeAll(async () => {
    client = await bookingClient();
    gradeId = (await pickCatalog(client.app)).grades[0].id;
    operatorAuthorization = (await createOperatorWithToken(client.app)).authorization;
  });
  afterAll(() => client.app.close());

  const app = () => client.app;

  /** A tutor whose profile, prices and hours are complete; the application is only submitted. */
  async function waitingTutor(): Promise<Caller> {
    const tutor = await client.newTutor({ listed: false, autoConfirm: true });
    const saved = await app().inject({
      method: 'PUT',
      url: '/api/v1/tutor/profile',
      headers: { authorization: tutor.authorization },
      payload: {
        headline: 'Algebra without fear',
        bio: 'Patient maths teaching.',
        educationalBackground: 'BSc Mathematics',
        yearsOfExperience: 4,
        hourlyRate: '30',
        languagesSpoken: ['ur'],
        gradeIds: [gradeId],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const at = client.app.clock.now();
    await app()
      .db.insert(tutorApplications)
      .values({ tutorId: tutor.user.id, status: 'submitted', submittedAt: at, updatedAt: at });
    return tutor;
  }

  /** What a family can see and do with this tutor. */
  async function seen(tutor: Caller, booker: Caller, start: string) {
    const search = await app().inject({ url: '/api/v1/tutors?language=ur' });
    const profile = await app().inject({ url: `/api/v1/tutors/${tutor.user.id}` });
    const slots = await app().inject({
      url: `/api/v1/tutors/${tutor.user.id}/slots?from=${atHour(24)}&to=${atHour(72)}`,
    });
    const booking = await client.book(booker, client.bookingBody(tutor, booker, start));
    return {
      inSearch: search.json().data.items.some((item: { id: string }) => item.id === tutor.user.id),
      profile: profile.statusCode,
      profileCode: profile.json().error?.code ?? null,
      slots: slots.statusCode,
      booking: booking.statusCode,
      bookingCode: booking.json().error?.code ?? null,
    };
  }

  it('is invisible in search, profile, slots and booking until approved, then appears', async () => {
    const tutor = await waitingTutor();
    const student = await client.newStudent();
    const missing = await app().inject({
      url: '/api/v1/tutors/00000000-0000-4000-8000-000000000000',
    });
    expect(await seen(tutor, student, atHour(24 + 10))).toEqual({
      inSearch: false,
      profile: 404,
      // The same answer as a tutor that does not exist.
      profileCode: missing.json().error.code,
      slots: 404,
      booking: 404,
      bookingCode: 'tutor_not_found',
    });

    const approved = await app().inject({
      method: 'POST',
      url: `/api/v1/operator/tutor-applications/${tutor.user.id}/approve`,
      headers: { authorization: operatorAuthorization },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await seen(tutor, student, atHour(24 + 11))).toEqual({
      inSearch: true,
      profile: 200,
      profileCode: null,
      slots: 200,
      booking: 201,
      bookingCode: null,
    });
    const profile = await app().inject({ url: `/api/v1/tutors/${tutor.user.id}` });
    expect(profile.json().data.verification).toEqual({
      identityCheckedAt: client.app.clock.now().toISOString(),
      qualificationsCheckedAt: client.app.clock.now().toISOString(),
    });
  });

  it('a rejected tutor stays hidden; a suspended one disappears again', async () => {
    const tutor = await waitingTutor();
    const student = await client.newStudent('Rana Student');
    const rejected = await app().inject({
      method: 'POST',
      url: `/api/v1/operator/tutor-applications/${tutor.user.id}/reject`,
      headers: { authorization: operatorAuthorization },
      payload: { reason: 'Please send a readable certificate.' },
    });
    expect(rejected.statusCode).toBe(200);
    expect((await seen(tutor, student, atHour(48 + 10))).profile).toBe(404);

    await app()
      .db.update(tutorApplications)
      .set({ status: 'submitted' })
      .where(eq(tutorApplications.tutorId, tutor.user.id));
    await app().inject({
      method: 'POST',
      url: `/api/v1/operator/tutor-applications/${tutor.user.id}/approve`,
      headers: { authorization: operatorAuthorization },
    });
    expect((await seen(tutor, student, atHour(48 + 11))).inSearch).toBe(true);

    await app()
      .db.update(users)
      .set({ suspendedAt: new Date() })
      .where(eq(users.id, tutor.user.id));
    const after = await seen(tutor, student, atHour(48 + 13));
    expect(after).toMatchObject({ inSearch: false, profile: 404, slots: 404, booking: 404 });
  });
});
