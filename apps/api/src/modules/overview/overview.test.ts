import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/build-test-app';
import { createOperatorWithToken, createUserWithToken } from '../../test/fixtures';
import { platformCurrency } from '@nibras/contracts/money';
import { post } from '../ledger/ledger.service';

describe('GET /api/v1/operator/overview', () => {
  let app: FastifyInstance;
  let authorization: string;
  const day = '2026-10-05';
  const at = new Date(`${day}T13:00:00Z`);
  beforeAll(async () => {
    app = await buildTestApp();
    ({ authorization } = await createOperatorWithToken(app));
    await createUserWithToken(app, 'Parent', { createdAt: at });
    await createUserWithToken(app, 'Student', { createdAt: at });
    await createUserWithToken(app, 'Tutor', { createdAt: at });
    const { user: tutor } = await createUserWithToken(app, 'Tutor', {
      createdAt: new Date(`${day}T23:59:59Z`),
    });
    await app.db.transaction(async (tx) => {
      // A payout of 12.34 sent to the tutor's bank that day.
      await post(
        tx,
        { kind: 'correction' },
        [
          { account: { kind: 'tutor_paid_out', ownerId: tutor.id }, amount: 1234 },
          { account: { kind: 'provider_clearing', provider: 'dev' }, amount: -1234 },
        ],
        { currency: platformCurrency, at },
      );
    });
  });
  afterAll(() => app.close());

  const overview = (query: Record<string, string>, auth = authorization) =>
    app.inject({
      method: 'GET',
      url: '/api/v1/operator/overview',
      query,
      headers: { authorization: auth },
    });

  it('401 anonymous, 403 for Student, Parent and Tutor', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/operator/overview' })).statusCode).toBe(
      401,
    );
    for (const role of ['Student', 'Parent', 'Tutor'] as const) {
      const user = await createUserWithToken(app, role);
      expect((await overview({}, user.authorization)).statusCode).toBe(403);
    }
  });

  it('answers every day of the range, with the sign-ups and money of each', async () => {
    const answer = await overview({ from: '2026-10-04', to: '2026-10-06' });
    expect(answer.statusCode).toBe(200);
    const { days, from, to } = answer.json().data;
    expect({ from, to }).toEqual({ from: '2026-10-04', to: '2026-10-06' });
    expect(days.map((entry: { day: string }) => entry.day)).toEqual([
      '2026-10-04',
      '2026-10-05',
      '2026-10-06',
    ]);
    expect(days[1]).toMatchObject({
      newFamilies: 2,
      newTutors: 2,
      moneyPaid: '12.34',
      moneyHeld: '0.00',
    });
    expect(days[0]).toMatchObject({
      newFamilies: 0,
      newTutors: 0,
      sessionsBooked: 0,
      moneyPaid: '0.00',
    });
  });

  it('defaults to the last 30 days and refuses a range past a year', async () => {
    const answer = (await overview({})).json().data;
    expect(answer.days).toHaveLength(30);
    expect((await overview({ from: '2024-01-01', to: '2026-01-01' })).statusCode).toBe(400);
    expect((await overview({ from: '2026-10-06', to: '2026-10-04' })).statusCode).toBe(400);
  });
});
