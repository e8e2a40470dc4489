import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, payouts } from '../../db/schema/index';
import { bookingClient, type BookingClient, type Caller } from '../booking/booking.test-client';
import { approvePayout, markPayoutPaid } from '../payouts/payouts.service';
import { fundWallet } from '../wallet/wallet.fixtures';
import { heldOutOfPlace, ledgerViolations } from './ledger-laws.test-client';

/**
 * Random lives of paid bookings through the API, checked after every step by SQL on the whole
 * ledger: every transaction sums to zero, no balance but a provider's clearing is below zero,
 * all balances sum to zero, each balance is the sum of its entries, and a booking holds either
 * nothing or its price, as its payment status says. Seeded: a failure replays the same way.
 */

const hourMs = 3_600_000;

// Weighted towards what moves money: booking, confirming, time passing, completing.
const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });
const step = fc.oneof(
  weighted(
    1,
    fc.record({
      kind: fc.constant('topUp' as const),
      family: fc.nat(1),
      amount: fc.integer({ min: 1, max: 6_000 }),
    }),
  ),
  weighted(
    4,
    fc.record({ kind: fc.constant('book' as const), family: fc.nat(1), slot: fc.nat(8) }),
  ),
  weighted(
    3,
    fc.record({
      kind: fc.constantFrom('confirm' as const, 'complete' as const),
      booking: fc.nat(7),
    }),
  ),
  weighted(
    4,
    fc.record({
      kind: fc.constantFrom(
        'confirm' as const,
        'decline' as const,
        'familyCancel' as const,
        'tutorCancel' as const,
        'complete' as const,
        'studentNoShow' as const,
        'tutorNoShow' as const,
        'tutorJoins' as const,
        'dispute' as const,
      ),
      booking: fc.nat(7),
    }),
  ),
  weighted(
    1,
    fc.record({ kind: fc.constant('reschedule' as const), booking: fc.nat(7), slot: fc.nat(8) }),
  ),
  weighted(
    3,
    fc.record({ kind: fc.constant('wait' as const), hours: fc.constantFrom(1, 6, 20, 49) }),
  ),
  weighted(
    2,
    fc.record({
      kind: fc.constant('payout' as const),
      amount: fc.integer({ min: 1, max: 6_000 }),
    }),
  ),
  weighted(1, fc.record({ kind: fc.constant('payPayout' as const) })),
);
const life = fc.record({
  autoConfirm: fc.boolean(),
  wallets: fc.tuple(fc.nat(12_000), fc.nat(12_000)),
  steps: fc.array(step, { minLength: 10, maxLength: 40 }),
});
type Life = typeof life extends fc.Arbitrary<infer T> ? T : never;
type Step = Life['steps'][number];

describe('the ledger under random bookings', () => {
  let client: BookingClient;
  let operator: Caller;

  beforeAll(async () => {
    client = await bookingClient();
    operator = await client.newTutor();
  });
  afterAll(async () => {
    await client.app.close();
  });

  /** One life: a tutor, a parent and an independent student, from the next day on. */
  async function live({ autoConfirm, wallets, steps }: Life) {
    const { app, clock } = client;
    const base = Math.ceil((clock.now().getTime() + hourMs) / (24 * hourMs)) * 24 * hourMs;
    clock.set(new Date(base).toISOString());
    const tutor = await client.newTutor({ autoConfirm });
    await app.inject({
      method: 'PUT',
      url: '/api/v1/tutor/payout-account',
      headers: { authorization: tutor.authorization },
      payload: { iban: 'SA0380000000608010167519', holderName: 'Tariq Tutor' },
    });
    const families = [
      await client.newParent('Cami', { walletMinor: wallets[0] }),
      await client.newStudent('Sami', { walletMinor: wallets[1] }),
    ];
    const booked: { id: string; family: Caller }[] = [];
    const slotAt = (slot: number) => new Date(base + (24 + 9 + slot) * hourMs).toISOString();

    async function run(action: Step) {
      const pick = (index: number) => booked[index % Math.max(booked.length, 1)];
      switch (action.kind) {
        case 'topUp': {
          const family = families[action.family];
          if (family) await fundWallet(app, family.user.id, action.amount);
          return undefined;
        }
        case 'book': {
          const family = families[action.family];
          if (!family) return undefined;
          const response = await client.book(
            family,
            client.bookingBody(tutor, family, slotAt(action.slot)),
          );
          if (response.statusCode === 201) booked.push({ id: response.json().data.id, family });
          return response;
        }
        case 'reschedule': {
          const target = pick(action.booking);
          if (!target) return undefined;
          const response = await client.act(target.family, target.id, 'reschedule', {
            start: slotAt(action.slot),
          });
          if (response.statusCode === 201)
            booked.push({ id: response.json().data.id, family: target.family });
          return response;
        }
        case 'wait':
          clock.set(new Date(clock.now().getTime() + action.hours * hourMs).toISOString());
          await app.runDueJobs();
          return undefined;
        case 'payout':
          return app.inject({
            method: 'POST',
            url: '/api/v1/tutor/payouts',
            headers: { authorization: tutor.authorization },
            payload: { amount: (action.amount / 100).toFixed(2) },
          });
        case 'payPayout': {
          const [requested] = await app.db
            .select({ id: payouts.id })
            .from(payouts)
            .where(and(eq(payouts.tutorId, tutor.user.id), eq(payouts.status, 'requested')));
          if (requested) {
            const decision = { operatorId: operator.user.id, at: clock.now() };
            await app.db.transaction(async (tx) => {
              await approvePayout(tx, requested.id, decision);
              await markPayoutPaid(tx, requested.id, { ...decision, transferReference: 'T-1' });
            });
          }
          return undefined;
        }
        default: {
          const target = pick(action.booking);
          if (!target) return undefined;
          const { id, family } = target;
          switch (action.kind) {
            case 'confirm':
              return client.act(tutor, id, 'confirm');
            case 'decline':
              return client.act(tutor, id, 'decline');
            case 'familyCancel':
              return client.act(family, id, 'cancel');
            case 'tutorCancel':
              return client.act(tutor, id, 'cancel');
            case 'complete':
              return client.act(tutor, id, 'complete');
            case 'studentNoShow':
              return client.act(tutor, id, 'no-show', { party: 'student' });
            case 'tutorNoShow':
              return client.act(family, id, 'no-show', { party: 'tutor' });
            case 'tutorJoins':
              return client.join(tutor, id);
            case 'dispute':
              return client.act(family, id, 'dispute', { reason: 'Not as agreed' });
          }
        }
      }
    }

    // Each life ends with its holds over and the tutor paid what became available.
    const ending: Step[] = [
      { kind: 'wait', hours: 49 },
      { kind: 'wait', hours: 49 },
      { kind: 'payout', amount: 1 },
      { kind: 'payPayout' },
    ];
    for (const action of [...steps, ...ending]) {
      const response = await run(action);
      // Refusals are part of life; a failure of the server is not.
      if (response)
        expect(response.statusCode, `${action.kind}: ${response.body}`).toBeLessThan(500);
      expect(await ledgerViolations(app.db), action.kind).toEqual({
        unbalancedTransactions: [],
        negativeBalances: [],
        nonZeroTotals: [],
        balancesApartFromEntries: [],
      });
      expect(
        await heldOutOfPlace(
          app.db,
          booked.map((booking) => booking.id),
        ),
        action.kind,
      ).toEqual([]);
    }
  }

  it('keeps every law after every step', { timeout: 600_000 }, async () => {
    await fc.assert(fc.asyncProperty(life, live), {
      seed: 280_025,
      numRuns: 12,
      endOnFailure: true,
    });
    // The lives reached the movements the laws are about, not only refusals.
    const kinds = await client.app.db
      .selectDistinct({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions);
    expect(kinds.map((row) => row.kind)).toEqual(
      expect.arrayContaining([
        'booking_hold',
        'booking_release',
        'booking_charge',
        'earning_available',
        'payout_request',
        'payout_paid',
      ]),
    );
  });
});
