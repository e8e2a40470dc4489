import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, operatorAuditLog, users } from '../../db/schema/index';
import { createOperatorWithToken } from '../../test/fixtures';
import { expectOperatorsOnly } from '../../test/operator-caller';
import type { Caller } from '../booking/booking.test-client';
import { messagingClient, type MessagingClient } from '../messaging/messaging.test-client';

describe('reports', () => {
  let client: MessagingClient;
  let operator: Caller;
  let tutor: Caller;
  let parent: Caller;
  let conversationId: string;
  let bookingId: string;
  beforeAll(async () => {
    client = await messagingClient();
    operator = await createOperatorWithToken(client.app);
    tutor = await client.newTutor();
    parent = await client.newParent();
    ({ conversationId, bookingId } = await client.conversationOf(tutor, parent));
  });
  afterAll(() => client.app.close());

  const call = (
    method: 'GET' | 'POST',
    url: string,
    caller: { authorization: string } | undefined,
    payload?: object,
  ) =>
    client.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: caller ? { authorization: caller.authorization } : {},
      ...(payload ? { payload } : {}),
    });
  const report = (caller: Caller, payload: object) => call('POST', '/reports', caller, payload);
  /** The open report of this message, found as an operator would: through each one's context. */
  async function openReportOf(messageId: number): Promise<{ id: string }> {
    const open = await call('GET', '/operator/reports?subject=message&status=open', operator);
    for (const row of open.json().data.items as { id: string }[]) {
      const detail = await call('GET', `/operator/reports/${row.id}`, operator);
      const context = detail.json().data.context;
      if (
        context?.messages.some(
          (m: { id: number; reported: boolean }) => m.reported && m.id === messageId,
        )
      ) {
        return row;
      }
    }
    throw new Error(`no open report of message ${messageId}`);
  }

  it('refuses the anonymous (401) and every other role (403) on every operator route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    await expectOperatorsOnly(client.app, [
      ['GET', '/api/v1/operator/reports'],
      ['GET', `/api/v1/operator/reports/${id}`],
      ...(['dismiss', 'hide', 'warn', 'suspend'] as const).map(
        (action) =>
          ['POST', `/api/v1/operator/reports/${id}/${action}`, { reason: 'x' }] as [
            'POST',
            string,
            object,
          ],
      ),
    ]);
    expect((await call('POST', '/reports', undefined, {})).statusCode).toBe(401);
    expect((await call('GET', '/reports/mine', undefined)).statusCode).toBe(401);
  });

  it('takes a participant’s report of the other side’s message once, and of nothing else', async () => {
    const message = await client.sent(tutor, conversationId, 'Pay me by bank transfer instead');
    const own = await client.sent(parent, conversationId, 'Thank you');
    const stranger = await client.newStudent();
    const payload = { subject: 'message', id: message.id, reason: 'off_platform' };
    expect((await report(stranger, payload)).statusCode).toBe(404);
    expect((await report(parent, { ...payload, id: own.id })).statusCode).toBe(403);
    const sent = await report(parent, { ...payload, details: 'He asked twice.' });
    expect(sent.statusCode, sent.body).toBe(201);
    const again = await report(parent, payload);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('already_reported');
    // The messaging route writes the same table, so it counts as the same report.
    expect((await client.report(parent, message.id, { reason: 'spam' })).statusCode).toBe(409);
    const mine = await call('GET', '/reports/mine', parent);
    expect(mine.json().data).toMatchObject([
      {
        subject: 'message',
        reason: 'off_platform',
        details: 'He asked twice.',
        reportedName: 'Tariq Tutor',
        status: 'open',
        outcome: null,
      },
    ]);
  });

  it('takes reports of a session from its participants only', async () => {
    const stranger = await client.newStudent();
    const payload = { subject: 'booking', id: bookingId, reason: 'safety' };
    expect((await report(stranger, payload)).statusCode).toBe(404);
    expect((await report(tutor, payload)).statusCode).toBe(201);
    const list = await call('GET', '/operator/reports?subject=booking&status=open', operator);
    expect(list.statusCode, list.body).toBe(200);
    const row = list
      .json()
      .data.items.find((item: { reporter: { id: string } }) => item.reporter?.id === tutor.user.id);
    expect(row).toMatchObject({ reported: { id: parent.user.id }, reason: 'safety' });
    const detail = await call('GET', `/operator/reports/${row.id}`, operator);
    expect(detail.json().data.context).toMatchObject({ subject: 'booking', bookingId });
    const dismissed = await call('POST', `/operator/reports/${row.id}/dismiss`, operator, {
      reason: 'A misunderstanding about the time',
    });
    expect(dismissed.statusCode, dismissed.body).toBe(200);
    expect(dismissed.json().data).toMatchObject({ status: 'closed', outcome: 'dismissed' });
    const twice = await call('POST', `/operator/reports/${row.id}/dismiss`, operator, {
      reason: 'again',
    });
    expect(twice.statusCode).toBe(409);
  });

  it('hides a reported message for both sides, tells the reporter, then suspends the sender', async () => {
    const before = await client.sent(parent, conversationId, 'When is the next lesson?');
    const message = await client.sent(tutor, conversationId, 'Send the money to my phone wallet');
    expect(
      (await report(parent, { subject: 'message', id: message.id, reason: 'off_platform' }))
        .statusCode,
    ).toBe(201);
    const row = await openReportOf(message.id);
    const detail = await call('GET', `/operator/reports/${row.id}`, operator);
    expect(detail.statusCode, detail.body).toBe(200);
    const context = detail.json().data.context;
    expect(context.subject).toBe('message');
    expect(context.messages).toContainEqual(
      expect.objectContaining({ id: before.id, body: 'When is the next lesson?', reported: false }),
    );
    expect(context.messages).toContainEqual(
      expect.objectContaining({
        id: message.id,
        reported: true,
        sender: expect.objectContaining({ id: tutor.user.id }),
      }),
    );

    const hidden = await call('POST', `/operator/reports/${row.id}/hide`, operator, {
      reason: 'Asks to be paid outside Nibras',
      note: 'We removed the message.',
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data).toMatchObject({ status: 'closed', outcome: 'hidden' });
    for (const side of [tutor, parent]) {
      const history = await client.history(side, conversationId);
      const shown = history.json().data.messages.find((m: { id: number }) => m.id === message.id);
      expect(shown).toMatchObject({ removed: true, body: '' });
    }
    const mine = await call('GET', '/reports/mine', parent);
    // Found by id: the parent's reports may share a time, and ties have no order.
    expect(mine.json().data.find((each: { id: string }) => each.id === row.id)).toMatchObject({
      outcome: 'hidden',
      outcomeNote: 'We removed the message.',
      status: 'closed',
    });
    const outcomes = await client.app.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'What we decided about your report'));
    expect(
      outcomes.some(
        (mail) =>
          mail.text.includes('The content was removed') &&
          mail.text.includes('We removed the message.'),
      ),
    ).toBe(true);
    const [audit] = await client.app.db
      .select()
      .from(operatorAuditLog)
      .where(eq(operatorAuditLog.subjectId, row.id));
    expect(audit).toMatchObject({
      action: 'report.hide',
      reason: 'Asks to be paid outside Nibras',
    });

    const next = await client.sent(tutor, conversationId, 'Last chance, pay me directly');
    await report(parent, { subject: 'message', id: next.id, reason: 'harassment' });
    const second = await openReportOf(next.id);
    const secondDetail = await call('GET', `/operator/reports/${second.id}`, operator);
    expect(secondDetail.json().data.otherReports.map((r: { id: string }) => r.id)).toContain(
      row.id,
    );
    const suspended = await call('POST', `/operator/reports/${second.id}/suspend`, operator, {
      reason: 'Repeated requests to pay outside Nibras',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json().data).toMatchObject({ outcome: 'suspended', reportedSuspended: true });
    expect((await client.history(tutor, conversationId)).statusCode).toBe(401);
  });

  it('warns the reported account by email in its language', async () => {
    const arabicTutor = await client.newTutor();
    await client.app.db
      .update(users)
      .set({ preferredLanguage: 'ar' })
      .where(eq(users.id, arabicTutor.user.id));
    const student = await client.newStudent();
    const { conversationId: id } = await client.conversationOf(arabicTutor, student);
    const message = await client.sent(arabicTutor, id, 'rude words');
    await report(student, { subject: 'message', id: String(message.id), reason: 'harassment' });
    const row = await openReportOf(message.id);
    const warned = await call('POST', `/operator/reports/${row.id}/warn`, operator, {
      reason: 'Rude to a student',
    });
    expect(warned.statusCode, warned.body).toBe(200);
    const warnings = await client.app.db
      .select({ text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, 'تحذير بشأن حسابك على نبراس'));
    expect(warnings.some((mail) => mail.text.includes('Rude to a student'))).toBe(true);
  });
});
