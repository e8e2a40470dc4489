import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { disputes, operatorAuditLog, users } from '../../db/schema/index';
import { expectOperatorsOnly, newOperator } from '../../test/operator-caller';
import { mailbox } from '../auth/test-helpers';
import {
  atHour,
  bookingClient,
  testEpoch,
  type BookingClient,
  type Caller,
} from '../booking/booking.test-client';
import { ledgerReader } from '../wallet/wallet.test-client';

describe('/api/v1/operator/disputes', () => {
  let client: BookingClient;
  let app: FastifyInstance;
  let operator: Awaited<ReturnType<typeof newOperator>>;
  let ledger: ReturnType<typeof ledgerReader>;
  const wallet = 10_000;

  beforeAll(async () => {
    client = await bookingClient();
    app = client.app;
    ledger = ledgerReader(app);
    operator = await newOperator(app);
  });
  beforeEach(() => {
    client.clock.set(testEpoch);
  });
  afterAll(() => app.close());

  const asOperator = async (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    language = 'en',
  ) =>
    app.inject({
      method,
      url: `/api/v1/operator/disputes${url}`,
      headers: { authorization: await operator.authorization(), 'accept-language': language },
      ...(payload ? { payload } : {}),
    });

  /** A paid session the tutor joined and the family reports the tutor missed (Arabic-speaking parent). */
  async function claimedNoShow() {
    const tutor = await client.newTutor({ autoConfirm: true });
    const parent = await client.newParent('Cami', { walletMinor: wallet });
    await app.db.update(users).set({ preferredLanguage: 'ar' }).where(eq(users.id, parent.user.id));
    const id = await client.booked(tutor, parent, atHour(24 + 9));
    client.clock.set(atHour(24 + 9));
    await client.join(tutor, id);
    client.clock.set(atHour(24 + 10));
    await client.act(parent, id, 'no-show', { party: 'tutor', reason: 'Nobody came' });
    const [row] = await app.db.select().from(disputes).where(eq(disputes.bookingId, id));
    if (!row) throw new Error('no dispute was opened');
    return { tutor, parent, id, disputeId: row.id };
  }
  const emailOf = async (userId: string) => {
    const [row] = await app.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return row?.email ?? '';
  };
  const auditOf = (disputeId: string) =>
    app.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.subjectId, disputeId));

  it('answers 401 to the anonymous and 403 to every other role, on every route', async () => {
    const { disputeId } = await claimedNoShow();
    const base = '/api/v1/operator/disputes';
    await expectOperatorsOnly(app, [
      ['GET', base],
      ['GET', `${base}/${disputeId}`],
      ['POST', `${base}/${disputeId}/decision`, { outcome: 'family', reason: 'x' }],
    ]);
  });

  it('lists the queue filtered, sorted and paged, and shows a dispute with its history, joins and money', async () => {
    const first = await claimedNoShow();
    client.clock.set(testEpoch);
    const second = await claimedNoShow();
    await app.db
      .update(disputes)
      .set({ createdAt: new Date(Date.parse(atHour(24 + 10)) + 60_000) })
      .where(eq(disputes.id, second.disputeId));

    const page = (await asOperator('GET', '?kind=tutor_no_show&status=open&pageSize=50')).json()
      .data;
    const ids = page.items.map((item: { id: string }) => item.id);
    expect(ids.indexOf(first.disputeId)).toBeLessThan(ids.indexOf(second.disputeId));
    expect(page.total).toBeGreaterThanOrEqual(2);
    const newest = (await asOperator('GET', '?order=desc&pageSize=1')).json().data;
    expect(newest).toMatchObject({ page: 1, pageSize: 1 });
    expect(newest.items).toHaveLength(1);
    expect(newest.items[0].id).toBe(second.disputeId);
    expect(
      (await asOperator('GET', '?kind=dispute&status=resolved_partly')).json().data.items,
    ).toEqual([]);
    expect((await asOperator('GET', '?status=nonsense')).statusCode).toBe(400);

    const detail = await asOperator('GET', `/${first.disputeId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().data).toMatchObject({
      kind: 'tutor_no_show',
      status: 'open',
      reason: 'Nobody came',
      tutor: { id: first.tutor.user.id },
      openedBy: { id: first.parent.user.id },
      session: {
        status: 'no_show',
        noShowParty: 'tutor',
        paymentStatus: 'disputed',
        learnerName: 'Cami',
      },
      joins: [{ userId: first.tutor.user.id }],
      money: { held: '30.00', charged: '0.00', tutorPending: '0.00', atStake: '30.00' },
    });
    expect(detail.json().data.history.map((event: { toStatus: string }) => event.toStatus)).toEqual(
      ['confirmed', 'no_show'],
    );
    expect((await asOperator('GET', '/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await asOperator('GET', '/not-a-uuid')).statusCode).toBe(404);
  });

  it('decides in part: money moved, the audit row and both emails, in each side’s language', async () => {
    const { tutor, parent, id, disputeId } = await claimedNoShow();
    const decided = await asOperator('POST', `/${disputeId}/decision`, {
      outcome: 'part',
      familyRefund: '12.50',
      reason: 'The tutor joined 30 minutes late',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({
      message: 'The decision is saved, the money moved, and both sides are emailed.',
      data: {
        status: 'resolved_partly',
        familyRefund: '12.50',
        resolvedBy: { id: operator.user.id },
      },
    });
    expect(await ledger.family(parent.user.id)).toEqual({ available: wallet - 1_750, held: 0 });
    // 17.50 charged less 15 % (2.63): 14.87 for the tutor, at once.
    expect(await ledger.tutor(tutor.user.id)).toMatchObject({ pending: 0, available: 1_487 });
    expect(await auditOf(disputeId)).toMatchObject([
      {
        operatorId: operator.user.id,
        action: 'dispute.resolve_part',
        subjectType: 'dispute',
        reason: 'The tutor joined 30 minutes late',
        details: { bookingId: id, familyRefund: '12.50' },
      },
    ]);
    const [toParent] = (await mailbox(app, await emailOf(parent.user.id))).filter((email) =>
      email.subject.startsWith('قرارنا'),
    );
    expect(toParent?.text).toContain('يعود');
    expect(toParent?.text).toContain('12.50');
    expect(toParent?.text).toContain('The tutor joined 30 minutes late');
    const [toTutor] = (await mailbox(app, await emailOf(tutor.user.id))).filter((email) =>
      email.subject.startsWith('Our decision on the session'),
    );
    expect(toTutor?.text).toContain('12.50');
    expect(toTutor?.text).toContain('The tutor joined 30 minutes late');

    const read = async (caller: Caller) => (await client.read(caller, id)).json().data.dispute;
    expect(await read(parent)).toMatchObject({
      status: 'resolved_partly',
      resolution: 'The tutor joined 30 minutes late',
    });
    expect(await read(tutor)).toMatchObject({ resolution: 'The tutor joined 30 minutes late' });

    const again = await asOperator('POST', `/${disputeId}/decision`, {
      outcome: 'family',
      reason: 'x',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('dispute_not_allowed');
    expect(await auditOf(disputeId)).toHaveLength(1);
  });

  it('keeps nothing of a decision that fails: no money, no audit row, no email', async () => {
    const { parent, disputeId } = await claimedNoShow();
    const emailsBefore = (await mailbox(app, await emailOf(parent.user.id))).length;
    const wrong = await asOperator('POST', `/${disputeId}/decision`, {
      outcome: 'part',
      familyRefund: '30.00',
      reason: 'All of it, as a part',
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.code).toBe('dispute_refund_out_of_range');
    expect(await auditOf(disputeId)).toEqual([]);
    expect(await ledger.family(parent.user.id)).toEqual({ available: wallet - 3_000, held: 3_000 });
    expect((await mailbox(app, await emailOf(parent.user.id))).length).toBe(emailsBefore);
    const [row] = await app.db.select().from(disputes).where(eq(disputes.id, disputeId));
    expect(row?.status).toBe('open');

    const missing = await asOperator('POST', `/${disputeId}/decision`, {
      outcome: 'part',
      reason: 'x',
    });
    expect(missing.statusCode).toBe(400);
    const blank = await asOperator('POST', `/${disputeId}/decision`, {
      outcome: 'family',
      reason: ' ',
    });
    expect(blank.statusCode).toBe(400);
  });
});
