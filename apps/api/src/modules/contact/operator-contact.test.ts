import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, contactReplies, operatorAuditLog } from '../../db/schema/index';
import { buildTestApp } from '../../test/build-test-app';
import { expectOperatorsOnly, newOperator } from '../../test/operator-caller';
import { mailbox } from '../auth/test-helpers';

/** The operators' inbox: read, answer by email in the writer's language, resolve and reopen. */
describe('/api/v1/operator/contact-messages', () => {
  let app: FastifyInstance;
  let operator: Awaited<ReturnType<typeof newOperator>>;
  const base = '/api/v1/operator/contact-messages';
  let seq = 0;

  beforeAll(async () => {
    app = await buildTestApp();
    operator = await newOperator(app);
  });
  afterAll(() => app.close());

  const asOperator = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `${base}${url}`,
      headers: { authorization: await operator.authorization() },
      ...(payload ? { payload } : {}),
    });

  async function written(
    values: Partial<typeof contactMessages.$inferInsert> = {},
  ): Promise<typeof contactMessages.$inferSelect> {
    seq += 1;
    const [row] = await app.db
      .insert(contactMessages)
      .values({
        name: 'Hala Mansour',
        email: `writer-${seq}@example.test`,
        topic: 'booking',
        message: 'My daughter cannot see the Join button.',
        language: 'en',
        createdAt: new Date(Date.UTC(2026, 10, 1, 9, seq)),
        ...values,
      })
      .returning();
    if (!row) throw new Error('not inserted');
    return row;
  }
  const auditOf = (id: string) =>
    app.db.select().from(operatorAuditLog).where(eq(operatorAuditLog.subjectId, id));

  it('answers 401 to the anonymous and 403 to every other role, on every route', async () => {
    const { id } = await written();
    await expectOperatorsOnly(app, [
      ['GET', base],
      ['GET', `${base}/${id}`],
      ['POST', `${base}/${id}/replies`, { body: 'Hello' }],
      ['POST', `${base}/${id}/resolve`],
      ['POST', `${base}/${id}/reopen`],
    ]);
  });

  it('filters by status, topic and words, newest first unless asked, in pages', async () => {
    const older = await written({
      name: 'Zaid Qasim',
      topic: 'technical',
      message: 'The video froze twice.',
    });
    const newer = await written({
      name: 'Zaid Qasim',
      topic: 'technical',
      message: 'It froze 100% of the time',
    });
    const search = (query: string) => asOperator('GET', `?${query}`);
    const found = (await search('search=zaid&topic=technical')).json().data;
    expect(found.items.map((item: { id: string }) => item.id)).toEqual([newer.id, older.id]);
    expect(found.total).toBe(2);
    const oldest = (await search('search=zaid&order=asc&pageSize=1&page=2')).json().data;
    expect(oldest).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ id: newer.id }] });
    // A % typed by an operator is a character, not a wildcard.
    expect((await search('search=100%25')).json().data.items).toMatchObject([{ id: newer.id }]);
    expect((await search('search=zaid&status=resolved')).json().data.total).toBe(0);
    expect((await search('topic=weather')).statusCode).toBe(400);
  });

  it('replies by email in the message’s language, keeps the reply, and writes the audit log', async () => {
    const message = await written({ language: 'ar', topic: 'account', name: 'هالة' });
    expect((await asOperator('POST', `/${message.id}/replies`, { body: '  ' })).statusCode).toBe(
      400,
    );
    const replied = await asOperator('POST', `/${message.id}/replies`, {
      body: 'مرحبًا هالة،\nأعدنا ضبط حسابك.',
    });
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json()).toMatchObject({
      message: 'Your reply is emailed to the writer.',
      data: {
        status: 'open',
        replyCount: 1,
        replies: [{ body: 'مرحبًا هالة،\nأعدنا ضبط حسابك.', operator: { id: operator.user.id } }],
      },
    });
    const [email] = await mailbox(app, message.email);
    expect(email?.subject).toBe('ردّنا على رسالتك');
    expect(email?.text).toContain('أعدنا ضبط حسابك.');
    expect(email?.text).toContain('حسابي');
    expect(await auditOf(message.id)).toMatchObject([
      {
        action: 'contact_message.reply',
        subjectType: 'contact_message',
        operatorId: operator.user.id,
      },
    ]);
  });

  it('resolves and reopens, each once, and keeps nothing of a reply to a message that is gone', async () => {
    const message = await written();
    const resolved = await asOperator('POST', `/${message.id}/resolve`);
    expect(resolved.json().data).toMatchObject({ status: 'resolved' });
    expect(resolved.json().data.resolvedAt).not.toBeNull();
    expect((await asOperator('POST', `/${message.id}/resolve`)).statusCode).toBe(409);
    expect(
      (await asOperator('GET', `?status=resolved&search=${message.email}`)).json().data.total,
    ).toBe(1);
    const reopened = await asOperator('POST', `/${message.id}/reopen`);
    expect(reopened.json().data).toMatchObject({ status: 'open', resolvedAt: null });
    expect((await auditOf(message.id)).map((row) => row.action)).toEqual([
      'contact_message.resolve',
      'contact_message.reopen',
    ]);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await asOperator('POST', `/${unknown}/replies`, { body: 'Hello' })).statusCode).toBe(
      404,
    );
    expect(await auditOf(unknown)).toEqual([]);
    expect(
      await app.db
        .select()
        .from(contactReplies)
        .where(eq(contactReplies.contactMessageId, message.id)),
    ).toEqual([]);
  });
});
