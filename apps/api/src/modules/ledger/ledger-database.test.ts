import { platformCurrency } from '@nibras/contracts/money';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema/index';
import { constraintOf } from '../../plugins/envelope';
import { buildTestApp } from '../../test/build-test-app';
import { createUserWithToken } from '../../test/fixtures';
import { accountIdOf } from './ledger.repo';
import { BalanceTooLow, post, type AccountRef } from './ledger.service';

/**
 * The database, not the code, keeps the ledger whole (decision 0025): these tests write past
 * `post` straight into the tables and expect the triggers and checks to refuse.
 */
describe('the ledger in the database', () => {
  let app: FastifyInstance;
  let family: AccountRef;
  let clearing: AccountRef;
  const at = new Date('2031-06-01T00:00:00.000Z');

  /** The constraint a failed write broke, or a failure of the test when nothing failed. */
  async function refusal(work: () => Promise<unknown>) {
    try {
      await work();
    } catch (error) {
      return constraintOf(error);
    }
    throw new Error('the database accepted it');
  }
  const idOf = async (ref: AccountRef) => (await accountIdOf(app.db, ref, platformCurrency)).id;
  const balanceOf = async (ref: AccountRef) =>
    (await accountIdOf(app.db, ref, platformCurrency)).balance;
  const count = async () => {
    const [row] = await app.db.select({ entries: sql<number>`count(*)::int` }).from(ledgerEntries);
    return row?.entries ?? 0;
  };

  /** A transaction with entries of these amounts, written by hand in one database transaction. */
  async function writeDirectly(entries: { account: AccountRef; amount: number }[]) {
    // Opened first: the embedded database has one connection, busy inside the transaction.
    const accountIds: string[] = [];
    for (const entry of entries) accountIds.push(await idOf(entry.account));
    await app.db.transaction(async (tx) => {
      const [transaction] = await tx
        .insert(ledgerTransactions)
        .values({ kind: 'correction', createdAt: at })
        .returning({ id: ledgerTransactions.id });
      await tx.insert(ledgerEntries).values(
        entries.map((entry, index) => ({
          transactionId: transaction?.id ?? '',
          accountId: accountIds[index] ?? '',
          amount: entry.amount,
          createdAt: at,
        })),
      );
    });
  }

  beforeAll(async () => {
    app = await buildTestApp();
    const parent = await createUserWithToken(app, 'Parent', { fullName: 'Paula Parent' });
    family = { kind: 'family_available', ownerId: parent.user.id };
    clearing = { kind: 'provider_clearing', provider: 'dev' };
    await writeDirectly([
      { account: family, amount: 5_000 },
      { account: clearing, amount: -5_000 },
    ]);
  });

  afterAll(async () => {
    await app.close();
  });

  it('keeps each balance as the sum of its entries, and lets a provider’s clearing go below zero', async () => {
    expect(await balanceOf(family)).toBe(5_000);
    expect(await balanceOf(clearing)).toBe(-5_000);
  });

  it('refuses at commit a transaction whose entries do not sum to zero', async () => {
    const before = await count();
    expect(
      await refusal(() =>
        writeDirectly([
          { account: family, amount: 100 },
          { account: clearing, amount: -99 },
        ]),
      ),
    ).toBe('ledger_transaction_balanced');
    expect(await count()).toBe(before);
    expect(await balanceOf(family)).toBe(5_000);
  });

  it.each([
    'family_available',
    'family_held',
    'tutor_pending',
    'tutor_available',
    'tutor_payout_requested',
    'tutor_paid_out',
  ] as const)('refuses an entry that takes a %s balance below zero', async (kind) => {
    const owner = await createUserWithToken(app, 'Tutor', { fullName: 'Tariq Tutor' });
    const account: AccountRef = { kind, ownerId: owner.user.id };
    expect(
      await refusal(() =>
        writeDirectly([
          { account, amount: -1 },
          { account: clearing, amount: 1 },
        ]),
      ),
    ).toBe('ledger_accounts_balance_not_negative');
    expect(await balanceOf(account)).toBe(0);
  });

  it('refuses the platform’s revenue below zero', async () => {
    expect(
      await refusal(() =>
        writeDirectly([
          { account: { kind: 'platform_revenue' }, amount: -1 },
          { account: clearing, amount: 1 },
        ]),
      ),
    ).toBe('ledger_accounts_balance_not_negative');
  });

  it('refuses to update or delete an entry or a transaction', async () => {
    const [entry] = await app.db.select().from(ledgerEntries).limit(1);
    const [transaction] = await app.db.select().from(ledgerTransactions).limit(1);
    if (!entry || !transaction) throw new Error('no ledger rows');
    const refusals = [
      await refusal(() =>
        app.db.update(ledgerEntries).set({ amount: 1 }).where(eq(ledgerEntries.id, entry.id)),
      ),
      await refusal(() => app.db.delete(ledgerEntries).where(eq(ledgerEntries.id, entry.id))),
      await refusal(() =>
        app.db
          .update(ledgerTransactions)
          .set({ memo: 'rewritten' })
          .where(eq(ledgerTransactions.id, transaction.id)),
      ),
      await refusal(() =>
        app.db.delete(ledgerTransactions).where(eq(ledgerTransactions.id, transaction.id)),
      ),
      await refusal(() => app.db.execute(sql`truncate ledger_entries cascade`)),
    ];
    expect(refusals).toEqual(Array(5).fill('ledger_append_only'));
    expect(await balanceOf(family)).toBe(5_000);
  });

  it('refuses a change of a balance but through an entry', async () => {
    const id = await idOf(family);
    expect(
      await refusal(() =>
        app.db.update(ledgerAccounts).set({ balance: 1_000_000 }).where(eq(ledgerAccounts.id, id)),
      ),
    ).toBe('ledger_append_only');
    expect(await balanceOf(family)).toBe(5_000);
  });
});

describe('post', () => {
  let app: FastifyInstance;
  let ownerId: string;
  const at = new Date('2031-06-01T00:00:00.000Z');
  const context = { currency: platformCurrency, at };

  beforeAll(async () => {
    app = await buildTestApp();
    ownerId = (await createUserWithToken(app, 'Parent', { fullName: 'Paula Parent' })).user.id;
  });

  afterAll(async () => {
    await app.close();
  });

  const entriesWritten = async () => {
    const [row] = await app.db.select({ entries: sql<number>`count(*)::int` }).from(ledgerEntries);
    return row?.entries ?? 0;
  };

  it.each([
    ['a fraction of a cent', [10.5, -10.5]],
    ['an unsafe integer', [2 ** 53, -(2 ** 53)]],
    ['an unbalanced posting', [100, -99]],
  ])('refuses %s before the database', async (_, [credit = 0, debit = 0]) => {
    const before = await entriesWritten();
    await expect(
      app.db.transaction((tx) =>
        post(
          tx,
          { kind: 'correction' },
          [
            { account: { kind: 'family_available', ownerId }, amount: credit },
            { account: { kind: 'provider_clearing', provider: 'dev' }, amount: debit },
          ],
          context,
        ),
      ),
    ).rejects.toThrow(/whole number|sum to zero/);
    expect(await entriesWritten()).toBe(before);
  });

  it('answers BalanceTooLow when a posting would overdraw an account', async () => {
    await expect(
      app.db.transaction((tx) =>
        post(
          tx,
          { kind: 'correction' },
          [
            { account: { kind: 'family_available', ownerId }, amount: -1 },
            { account: { kind: 'family_held', ownerId }, amount: 1 },
          ],
          context,
        ),
      ),
    ).rejects.toBeInstanceOf(BalanceTooLow);
  });
});
