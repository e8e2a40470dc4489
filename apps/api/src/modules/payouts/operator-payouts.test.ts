import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { operatorAuditLog, users } from '../../db/schema/index';
import { expectOperatorsOnly, newOperator } from '../../test/operator-caller';
import { startPushService } from '../../test/push-service';
import { mailbox } from '../auth/test-helpers';
import {
  atHour,
  bookingClient,
  testEpoch,
  type BookingClient,
  type Caller,
} from '../booking/booking.test-client';
import { ledgerReader } from '../wallet/wallet.test-client';

/**
 * The operators' payouts queue: approve, then mark paid with the bank's reference, or refuse
 * with a reason the tutor reads; the tutor is emailed in their language, the audit log written.
 */
describe('/api/v1/operator/payouts', () => {
  let client: BookingClient;
  let app: FastifyInstance;
  let ledger: ReturnType<typeof ledgerReader>;
  let operator: Awaited<ReturnType<typeof newOperator>>;
  let pushService: Awaited<ReturnType<typeof startPushService>>;
  const base = '/api/v1/operator/payouts';

  beforeAll(async () => {
    pushService = await startPushService();
    client = await bookingClient();
    app = client.app;
    ledger = ledgerReader(app);
    operator = await newOperator(app);
  });
  afterAll(async () => {
    await app.close();
    await pushService.close();
  });

  const asOperator = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `${base}${url}`,
      headers: { authorization: await operator.authorization() },
      ...(payload ? { payload } : {}),
    });
  const asTutor = (tutor: Caller, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: tutor.authorization },
      ...(payload ? { payload } : {}),
    });

  /** A tutor (Arabic-speaking) with 25.50 available and a payout of `amount` requested. */
  async function requestedPayout(amount = '20.00') {
    client.clock.set(testEpoch);
    const tutor = await client.newTutor({ autoConfirm: true });
    await app.db.update(users).set({ preferredLanguage: 'ar' }).where(eq(users.id, tutor.user.id));
    const student = await client.newStudent();
    const id = await client.booked(tutor, student, atHour(24 + 9));
    client.clock.set(atHour(24 + 10));
    await client.act(tutor, id, 'complete');
    client.clock.set(atHour(24 + 10 + 48));
    await app.runDueJobs();
    await asTutor(tutor, 'PUT', '/tutor/payout-account', {
      iban: 'SA03 8000 0000 6080 1016 7519',
      holderName: 'Tariq Tutor',
    });
    const payout = await asTutor(tutor, 'POST', '/tutor/payouts', { amount });
    if (payout.statusCode !== 201) throw new Error(payout.body);
    return { tutor, payoutId: payout.json().data.id as string };
  }
  const auditOf = (payoutId: string) =>
    app.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.subjectId, payoutId));
  const emailsTo = async (userId: string) => {
    const [row] = await app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return mailbox(app, row?.email);
  };

  it('answers 401 to the anonymous and 403 to every other role, on every route', async () => {
    const { payoutId } = await requestedPayout();
    await expectOperatorsOnly(app, [
      ['GET', base],
      ['POST', `${base}/${payoutId}/approve`],
      ['POST', `${base}/${payoutId}/paid`, { transferReference: 'T' }],
      ['POST', `${base}/${payoutId}/refuse`, { reason: 'x' }],
    ]);
  });

  it('approves, then marks paid with the reference: money out, the tutor emailed in Arabic', async () => {
    const { tutor, payoutId } = await requestedPayout();
    const phone = pushService.device(`tutor-phone-${payoutId}`);
    const subscribed = await asTutor(tutor, 'POST', '/push/devices', {
      endpoint: phone.endpoint,
      keys: phone.keys,
      label: 'Phone',
    });
    expect(subscribed.statusCode).toBe(200);
    const listed = (await asOperator('GET', '?status=requested&pageSize=50')).json().data;
    expect(listed.items.find((item: { id: string }) => item.id === payoutId)).toMatchObject({
      status: 'requested',
      amount: '20.00',
      iban: 'SA0380000000608010167519',
      holderName: 'Tariq Tutor',
      tutor: { id: tutor.user.id },
    });

    const early = await asOperator('POST', `/${payoutId}/paid`, { transferReference: 'TR-1' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('payout_already_decided');
    expect(await auditOf(payoutId)).toEqual([]);

    const approved = await asOperator('POST', `/${payoutId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ status: 'approved', transferReference: null });
    expect((await asOperator('POST', `/${payoutId}/approve`)).statusCode).toBe(409);
    expect(await ledger.tutor(tutor.user.id)).toMatchObject({ available: 550, requested: 2_000 });

    expect(
      (await asOperator('POST', `/${payoutId}/paid`, { transferReference: ' ' })).statusCode,
    ).toBe(400);
    const paid = await asOperator('POST', `/${payoutId}/paid`, {
      transferReference: 'TR-2031-0042',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({
      message: 'The payout is marked paid. The tutor is emailed.',
      data: { status: 'paid', transferReference: 'TR-2031-0042' },
    });
    expect(await ledger.tutor(tutor.user.id)).toMatchObject({
      available: 550,
      requested: 0,
      paidOut: 2_000,
    });
    expect((await auditOf(payoutId)).map((row) => row.action)).toEqual([
      'payout.approve',
      'payout.paid',
    ]);
    expect((await auditOf(payoutId))[1]).toMatchObject({
      operatorId: operator.user.id,
      details: { transferReference: 'TR-2031-0042', amountMinor: 2_000 },
    });
    const [email] = (await emailsTo(tutor.user.id)).filter((each) => each.subject.includes('أُرسل'));
    expect(email?.text).toContain('TR-2031-0042');
    expect(email?.text).toContain('7519');
    // Money's default channel is email only; a tutor who chose both also gets the push.
    await app.runDueJobs();
    expect(pushService.pushesTo(phone.name)).toEqual([]);
    expect((await asOperator('POST', `/${payoutId}/refuse`, { reason: 'Late' })).statusCode).toBe(
      409,
    );
  });

  it('pushes the payout to a tutor who chose push for money, in Arabic, opening their earnings, and emails nothing', async () => {
    const { tutor, payoutId } = await requestedPayout();
    const phone = pushService.device(`push-only-${payoutId}`);
    await asTutor(tutor, 'POST', '/push/devices', {
      endpoint: phone.endpoint,
      keys: phone.keys,
      label: 'Phone',
    });
    const chosen = await asTutor(tutor, 'PUT', '/notifications/preferences', {
      preferences: [{ event: 'money', channel: 'push' }],
    });
    expect(chosen.statusCode).toBe(200);
    await asOperator('POST', `/${payoutId}/approve`);
    await asOperator('POST', `/${payoutId}/paid`, { transferReference: 'TR-7' });
    await app.runDueJobs();
    expect(pushService.pushesTo(phone.name)).toEqual([
      {
        title: 'أُرسل تحويل أرباحك',
        body: expect.stringContaining('7519'),
        url: '/dashboard/tutor/money',
        tag: `payout:${payoutId}`,
        lang: 'ar',
      },
    ]);
    const payoutEmails = (await emailsTo(tutor.user.id)).filter((each) =>
      each.subject.includes('أُرسل'),
    );
    expect(payoutEmails).toEqual([]);
  });

  it('refuses with a reason: the money back to available, the reason on the tutor’s list and in their email', async () => {
    const { tutor, payoutId } = await requestedPayout('25.50');
    expect((await asOperator('POST', `/${payoutId}/refuse`, {})).statusCode).toBe(400);
    const refused = await asOperator('POST', `/${payoutId}/refuse`, {
      reason: 'The account holder’s name does not match',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().data).toMatchObject({
      status: 'returned',
      refusalReason: 'The account holder’s name does not match',
    });
    expect(await ledger.tutor(tutor.user.id)).toMatchObject({ available: 2_550, requested: 0 });
    const mine = (await asTutor(tutor, 'GET', '/tutor/payouts')).json().data.items;
    expect(mine[0]).toMatchObject({
      status: 'returned',
      refusalReason: 'The account holder’s name does not match',
    });
    const [email] = (await emailsTo(tutor.user.id)).filter((each) =>
      each.subject.includes('لم يُرسل'),
    );
    expect(email?.text).toContain('The account holder’s name does not match');
    expect(await auditOf(payoutId)).toMatchObject([
      { action: 'payout.refuse', reason: 'The account holder’s name does not match' },
    ]);
    const unknown = await asOperator('POST', '/00000000-0000-4000-8000-000000000000/approve');
    expect(unknown.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});
