import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createOperatorWithToken, createUserWithToken } from '../../test/fixtures';
import { recordOperatorAction } from './audit.repo';

describe('GET /api/v1/operator/audit-log', () => {
  let app: FastifyInstance;
  let first: Awaited<ReturnType<typeof createOperatorWithToken>>;
  let second: Awaited<ReturnType<typeof createOperatorWithToken>>;
  beforeAll(async () => {
    app = await buildTestApp();
    first = await createOperatorWithToken(app, { fullName: 'First Operator' });
    second = await createOperatorWithToken(app, { fullName: 'Second Operator' });
    const at = (minute: number) => new Date(Date.UTC(2026, 10, 20, 10, minute));
    await app.db.transaction(async (tx) => {
      await recordOperatorAction(tx, {
        operatorId: first.user.id,
        action: 'tutor_application.approve',
        subjectType: 'tutor_application',
        subjectId: 'app-1',
        at: at(1),
      });
      await recordOperatorAction(tx, {
        operatorId: second.user.id,
        action: 'account.suspend',
        subjectType: 'user',
        subjectId: 'user-9',
        reason: 'Harassment in messages',
        at: at(2),
      });
      await recordOperatorAction(tx, {
        operatorId: first.user.id,
        action: 'payout.mark_paid',
        subjectType: 'payout',
        subjectId: 'payout-3',
        details: { transferReference: 'TR-77' },
        at: at(3),
      });
    });
  });
  afterAll(() => app.close());

  const read = (query: Record<string, string>, authorization = first.authorization) =>
    app.inject({
      method: 'GET',
      url: '/api/v1/operator/audit-log',
      query,
      headers: { authorization },
    });
  const ours = { from: '2026-11-20T00:00:00Z', to: '2026-11-20T23:59:59Z' };

  it.each(['/api/v1/operator/audit-log', '/api/v1/operator/operators'])(
    '%s: 401 anonymous, 403 for Student, Parent and Tutor',
    async (url) => {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
      for (const role of ['Student', 'Parent', 'Tutor'] as const) {
        const { authorization } = await createUserWithToken(app, role);
        const answer = await app.inject({ method: 'GET', url, headers: { authorization } });
        expect(answer.statusCode).toBe(403);
      }
      // An operator's token without a second factor opens nothing either.
      const { authorization } = await createUserWithToken(app, 'Operator');
      const bare = await app.inject({ method: 'GET', url, headers: { authorization } });
      expect(bare.statusCode).toBe(401);
      expect(bare.json().error.code).toBe('operator_reauthentication_required');
    },
  );

  it('answers a page, newest first, with who, what, which record, why and when', async () => {
    const answer = await read({ ...ours, pageSize: '2' });
    expect(answer.statusCode).toBe(200);
    const { items, total, page, pageSize } = answer.json().data;
    expect({ total, page, pageSize }).toEqual({ total: 3, page: 1, pageSize: 2 });
    expect(items.map((item: { action: string }) => item.action)).toEqual([
      'payout.mark_paid',
      'account.suspend',
    ]);
    expect(items[1]).toMatchObject({
      operator: { id: second.user.id, fullName: 'Second Operator' },
      subjectType: 'user',
      subjectId: 'user-9',
      reason: 'Harassment in messages',
      createdAt: '2026-11-20T10:02:00.000Z',
    });
    expect(items[0].details).toEqual({ transferReference: 'TR-77' });
    const next = (await read({ ...ours, pageSize: '2', page: '2' })).json().data;
    expect(next.items.map((item: { action: string }) => item.action)).toEqual([
      'tutor_application.approve',
    ]);
  });

  it('filters by operator, action, subject and time, and sorts as asked', async () => {
    const byOperator = (await read({ ...ours, operatorId: first.user.id, order: 'asc' })).json()
      .data;
    expect(byOperator.items.map((item: { subjectId: string }) => item.subjectId)).toEqual([
      'app-1',
      'payout-3',
    ]);
    const bySubject = (await read({ subjectType: 'user', subjectId: 'user-9' })).json().data;
    expect(bySubject.total).toBe(1);
    const byAction = (await read({ ...ours, action: 'account.suspend' })).json().data;
    expect(byAction.total).toBe(1);
    const early = (await read({ from: ours.from, to: '2026-11-20T10:01:30Z' })).json().data;
    expect(early.items.map((item: { subjectId: string }) => item.subjectId)).toEqual(['app-1']);
    const byName = (await read({ ...ours, sort: 'action', order: 'asc' })).json().data;
    expect(byName.items.map((item: { action: string }) => item.action)).toEqual([
      'account.suspend',
      'payout.mark_paid',
      'tutor_application.approve',
    ]);
    expect((await read({ sort: 'reason' })).statusCode).toBe(400);
    expect((await read({ from: ours.to, to: ours.from })).statusCode).toBe(400);
  });

  it('lists the operators for the filter', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/v1/operator/operators',
      headers: { authorization: first.authorization },
    });
    const ids = answer.json().data.map((operator: { id: string }) => operator.id);
    expect(ids).toEqual(expect.arrayContaining([first.user.id, second.user.id]));
  });

  it('refuses every update, delete and truncate at the database', async () => {
    await expect(
      app.db.execute(sql`update operator_audit_log set reason = 'rewritten'`),
    ).rejects.toThrow();
    await expect(app.db.execute(sql`delete from operator_audit_log`)).rejects.toThrow();
    await expect(app.db.execute(sql`truncate operator_audit_log`)).rejects.toThrow();
    expect((await read(ours)).json().data.total).toBe(3);
  });
});
