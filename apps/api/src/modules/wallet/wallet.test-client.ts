import { platformCurrency } from '@nibras/contracts/money';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  childProfiles,
  grades,
  ledgerAccounts,
  parentProfiles,
  topUps,
} from '../../db/schema/index';
import { ManualClock } from '../../plugins/clock';
import { buildTestApp } from '../../test/build-test-app';
import { createUserWithToken } from '../../test/fixtures';
import { balancesOf } from '../ledger/ledger.repo';
import { devSignatureHeader, devWebhookSecret, signDevEvent } from '../payments/dev-provider';

export type Caller = { authorization: string; user: { id: string } };

/**
 * The real app on a manual clock, and the calls a family makes about its wallet. `environment`
 * chooses the payment provider (the development checkout by default).
 */
export async function walletClient(environment: Record<string, string> = {}) {
  const clock = new ManualClock('2031-06-01T09:00:00.000Z');
  const app: FastifyInstance = await buildTestApp(environment, { clock });

  const send = (
    method: 'GET' | 'POST',
    url: string,
    caller: Caller | undefined,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(caller ? { authorization: caller.authorization } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const newUser = (type: 'Parent' | 'Student' | 'Tutor') => createUserWithToken(app, type);

  /** A parent's child with a login of its own, logged in. */
  async function childLoginOf(parent: Caller): Promise<Caller> {
    const child = await createUserWithToken(app, 'Student');
    const [grade] = await app.db.select({ id: grades.id }).from(grades).orderBy(asc(grades.id));
    await app.db.insert(parentProfiles).values({ userId: parent.user.id }).onConflictDoNothing();
    await app.db.insert(childProfiles).values({
      parentId: parent.user.id,
      userId: child.user.id,
      name: 'Cami Child',
      age: 12,
      gradeId: grade?.id ?? 0,
      preferredLanguage: 'ar',
      schoolName: 'Test School',
      learningGoals: 'Fractions',
      preferredLearningTime: 'evening',
    });
    return child;
  }

  let keys = 0;
  const topUp = (caller: Caller, payload: unknown, key = `top-up-${++keys}`, language = 'en') =>
    send('POST', '/wallet/top-ups', caller, payload, {
      'idempotency-key': key,
      'accept-language': language,
    });
  const withdraw = (caller: Caller, payload: unknown, key = `withdrawal-${++keys}`) =>
    send('POST', '/wallet/withdrawals', caller, payload, { 'idempotency-key': key });

  /** A signed development webhook, as the checkout page sends it. */
  const devWebhook = (event: {
    id: string;
    type: 'succeeded' | 'failed';
    topUpId: string;
    amountMinor: number;
  }) => {
    const { body, signature } = signDevEvent(devWebhookSecret(app.config.jwtSecret), event);
    return app.inject({
      method: 'POST',
      url: '/api/v1/payments/webhooks/dev',
      headers: { 'content-type': 'application/json', [devSignatureHeader]: signature },
      payload: body,
    });
  };

  /** A top-up the development checkout paid: its id. */
  async function paidTopUp(caller: Caller, amount: string) {
    const started = await topUp(caller, { amount });
    if (started.statusCode !== 201) throw new Error(`no top-up: ${started.body}`);
    const id = started.json().data.id as string;
    const paid = await devWebhook({
      id: `paid-${id}`,
      type: 'succeeded',
      topUpId: id,
      amountMinor: 0,
    });
    if (paid.statusCode !== 200) throw new Error(`not paid: ${paid.body}`);
    return id;
  }

  const wallet = async (caller: Caller, query = '') => send('GET', `/wallet${query}`, caller);

  const topUpRow = async (id: string) => {
    const [row] = await app.db.select().from(topUps).where(eq(topUps.id, id));
    return row;
  };

  /** Every balance of the ledger, which must sum to zero whatever happened. */
  const ledgerTotal = async () =>
    (await app.db.select({ balance: ledgerAccounts.balance }).from(ledgerAccounts)).reduce(
      (sum, account) => sum + account.balance,
      0,
    );

  return {
    app,
    clock,
    send,
    newUser,
    childLoginOf,
    topUp,
    withdraw,
    devWebhook,
    paidTopUp,
    wallet,
    topUpRow,
    ledgerTotal,
    /** The family's available balance as the API shows it. */
    available: async (caller: Caller) => (await wallet(caller)).json().data.available as string,
  };
}

export type WalletClient = Awaited<ReturnType<typeof walletClient>>;

/** The ledger's balances a money test reads, in minor units. */
export function ledgerReader(app: FastifyInstance) {
  return {
    async family(ownerId: string) {
      const [available = 0, held = 0] = await balancesOf(
        app.db,
        [
          { kind: 'family_available', ownerId },
          { kind: 'family_held', ownerId },
        ],
        platformCurrency,
      );
      return { available, held };
    },
    async tutor(tutorId: string) {
      const [pending = 0, available = 0, requested = 0, paidOut = 0] = await balancesOf(
        app.db,
        [
          { kind: 'tutor_pending', ownerId: tutorId },
          { kind: 'tutor_available', ownerId: tutorId },
          { kind: 'tutor_payout_requested', ownerId: tutorId },
          { kind: 'tutor_paid_out', ownerId: tutorId },
        ],
        platformCurrency,
      );
      return { pending, available, requested, paidOut };
    },
    async revenue() {
      const [revenue = 0] = await balancesOf(
        app.db,
        [{ kind: 'platform_revenue' }],
        platformCurrency,
      );
      return revenue;
    },
  };
}
