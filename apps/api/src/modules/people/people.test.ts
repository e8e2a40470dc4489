import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, operatorAuditLog, tutorSearch, users } from '../../db/schema/index';
import { createOperatorWithToken } from '../../test/fixtures';
import { expectOperatorsOnly } from '../../test/operator-caller';
import { createUserWithToken } from '../../test/fixtures';
import { hashPassword } from '../auth/passwords';
import { loginRequest, refreshCookieOf } from '../auth/test-helpers';
import {
  atHour,
  bookingClient,
  testEpoch,
  type BookingClient,
  type Caller,
} from '../booking/booking.test-client';
import { createTutor, pickCatalog } from '../tutors/tutors.fixtures';

const password = 'secret-pass1';

describe('people: finding, suspending and lifting accounts', () => {
  let client: BookingClient;
  let operator: Caller;
  beforeAll(async () => {
    client = await bookingClient();
    operator = await createOperatorWithToken(client.app);
  });
  afterAll(() => client.app.close());
  beforeEach(() => client.clock.set(testEpoch));

  const app = () => client.app;
  const call = (
    method: 'GET' | 'POST',
    url: string,
    caller: { authorization: string } | undefined,
    payload?: object,
    language = 'en',
  ) =>
    app().inject({
      method,
      url: `/api/v1${url}`,
      headers: {
        'accept-language': language,
        ...(caller ? { authorization: caller.authorization } : {}),
      },
      ...(payload ? { payload } : {}),
    });
  const suspend = (id: string, reason = 'Asked a family to pay outside Nibras') =>
    call('POST', `/operator/people/${id}/suspend`, operator, { reason });
  const lift = (id: string, reason = 'Appeal accepted') =>
    call('POST', `/operator/people/${id}/lift`, operator, { reason });

  async function withPassword(caller: Caller) {
    const [user] = await app()
      .db.update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, caller.user.id))
      .returning();
    if (!user) throw new Error('no user');
    return user.email;
  }

  async function walletOf(caller: Caller) {
    const response = await call('GET', '/wallet', caller);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { available: string; held: string };
  }

  it('refuses the anonymous (401) and every other role (403) on every route', async () => {
    const someone = await createUserWithToken(app(), 'Student');
    await expectOperatorsOnly(app(), [
      ['GET', '/api/v1/operator/people'],
      ['GET', `/api/v1/operator/people/${someone.user.id}`],
      ['POST', `/api/v1/operator/people/${someone.user.id}/suspend`, { reason: 'x' }],
      ['POST', `/api/v1/operator/people/${someone.user.id}/lift`, { reason: 'x' }],
    ]);
  });

  it('finds accounts by name or email, role and status, a page at a time', async () => {
    const tutor = await createUserWithToken(app(), 'Tutor', { fullName: 'Findable Zaynab' });
    await createUserWithToken(app(), 'Parent', { fullName: 'Findable Omar' });
    const byName = await call('GET', '/operator/people?q=findable&sort=name&order=asc', operator);
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json().data.items.map((p: { fullName: string }) => p.fullName)).toEqual([
      'Findable Omar',
      'Findable Zaynab',
    ]);
    const tutors = await call('GET', '/operator/people?q=findable&role=Tutor', operator);
    expect(tutors.json().data).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(tutors.json().data.items[0]).toMatchObject({ id: tutor.user.id, status: 'active' });
    const byEmail = await call(
      'GET',
      `/operator/people?q=${encodeURIComponent(tutor.user.email)}&pageSize=1`,
      operator,
    );
    expect(byEmail.json().data.items[0].id).toBe(tutor.user.id);
    const detail = await call('GET', `/operator/people/${tutor.user.id}`, operator);
    expect(detail.json().data).toMatchObject({
      userType: 'Tutor',
      suspendedAt: null,
      counts: { bookings: 0, reportsAbout: 0, reportsMade: 0 },
    });
    expect((await call('GET', '/operator/people/not-an-id', operator)).statusCode).toBe(404);
  });

  it('suspends a tutor: the token ends at once, upcoming sessions are cancelled with the family released in full, sign-in is refused', async () => {
    const tutor = await client.newTutor();
    const parent = await client.newParent();
    const email = await withPassword(tutor);
    const before = await walletOf(parent);
    const bookingId = await client.booked(tutor, parent, atHour(34));
    expect((await client.act(tutor, bookingId, 'confirm')).statusCode).toBe(200);
    // Inside the late-cancellation window: only a suspension's cancellation releases it all.
    client.clock.set(atHour(32));
    // Its second factor is checked on the moved clock.
    operator = await createOperatorWithToken(app());
    expect((await walletOf(parent)).available).not.toBe(before.available);
    expect((await call('GET', '/bookings', tutor)).statusCode).toBe(200);

    const suspended = await suspend(tutor.user.id);
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data).toMatchObject({
      status: 'suspended',
      counts: { upcomingBookings: 0 },
    });

    const refused = await call('GET', '/bookings', tutor);
    expect(refused.statusCode).toBe(401);
    expect((await client.rowOf(bookingId))?.status).toBe('cancelled');
    expect(await walletOf(parent)).toMatchObject({ available: before.available, held: '0.00' });

    const login = await loginRequest(app(), email, password, { 'accept-language': 'ar' });
    expect(login.statusCode).toBe(403);
    expect(login.json().error).toEqual({
      code: 'account_suspended',
      message: 'هذا الحساب موقوف. إن كنت ترى أن في ذلك خطأً، راسلنا من صفحة التواصل.',
    });

    const audit = await app()
      .db.select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.subjectId, tutor.user.id));
    expect(audit).toMatchObject([
      {
        operatorId: operator.user.id,
        action: 'user.suspend',
        reason: 'Asked a family to pay outside Nibras',
        details: { cancelledBookings: [bookingId] },
      },
    ]);
    const mail = await app()
      .db.select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, email)));
    expect(mail.map((m) => m.subject)).toContain('Your Nibras account is suspended');
    expect((await suspend(tutor.user.id)).statusCode).toBe(409);

    const lifted = await lift(tutor.user.id);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json().data.status).toBe('active');
    expect((await loginRequest(app(), email, password)).statusCode).toBe(200);
    expect((await lift(tutor.user.id)).statusCode).toBe(409);
  });

  it('takes a suspended tutor out of search and puts them back when lifted', async () => {
    const catalog = await pickCatalog(app());
    const tutor = await createTutor(app(), {
      grade: catalog.grades[0],
      prices: [{ subjectId: catalog.subjectIds.math, online: '25.00' }],
    });
    const listed = async () => {
      const [row] = await app()
        .db.select({ listed: tutorSearch.listed })
        .from(tutorSearch)
        .where(eq(tutorSearch.tutorId, tutor.user.id));
      return row?.listed;
    };
    expect(await listed()).toBe(true);
    expect((await suspend(tutor.user.id)).statusCode).toBe(200);
    expect(await listed()).toBe(false);
    const profile = await call('GET', `/tutors/${tutor.user.id}`, undefined);
    expect(profile.statusCode).toBe(404);
    expect((await lift(tutor.user.id)).statusCode).toBe(200);
    expect(await listed()).toBe(true);
  });

  it('refuses the refresh of a suspended account', async () => {
    // Refresh tokens are issued on the wall clock.
    client.clock.set(new Date().toISOString());
    const student = await client.newStudent();
    const email = await withPassword(student);
    const login = await loginRequest(app(), email, password);
    const cookie = refreshCookieOf(login);
    expect((await suspend(student.user.id)).statusCode).toBe(200);
    const refresh = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { origin: new URL(app().config.appUrl).origin },
      cookies: cookie ? { nibras_refresh: cookie } : {},
    });
    expect(refresh.statusCode).toBe(401);
    expect(refresh.json().error.code).toBe('account_suspended');
  });

  it('never suspends the operator themselves', async () => {
    const refused = await suspend(operator.user.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('cannot_suspend_self');
  });
});
