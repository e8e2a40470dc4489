import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import {
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  type LedgerAccountKind,
} from '../../db/schema/index';

/** Names one account of the ledger: an owner's, or the platform's, or a provider's clearing. */
export type AccountRef =
  | { kind: Exclude<LedgerAccountKind, 'platform_revenue' | 'provider_clearing'>; ownerId: string }
  | { kind: 'platform_revenue' }
  | { kind: 'provider_clearing'; provider: string };

const ownerOf = (ref: AccountRef) => ('ownerId' in ref ? ref.ownerId : null);
const providerOf = (ref: AccountRef) => ('provider' in ref ? ref.provider : '');

function identity(ref: AccountRef, currency: string) {
  const ownerId = ownerOf(ref);
  return and(
    eq(ledgerAccounts.kind, ref.kind),
    ownerId === null ? isNull(ledgerAccounts.ownerId) : eq(ledgerAccounts.ownerId, ownerId),
    eq(ledgerAccounts.provider, providerOf(ref)),
    eq(ledgerAccounts.currency, currency),
  );
}

/** The account's id, opening it at zero the first time it is named (concurrent openers agree). */
export async function accountIdOf(
  db: DbExecutor,
  ref: AccountRef,
  currency: string,
  options: { lock?: boolean } = {},
): Promise<{ id: string; balance: number }> {
  await db
    .insert(ledgerAccounts)
    .values({ kind: ref.kind, ownerId: ownerOf(ref), provider: providerOf(ref), currency })
    .onConflictDoNothing();
  const query = db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(identity(ref, currency));
  const [account] = await (options.lock ? query.for('update') : query);
  if (!account) throw new Error(`ledger account ${ref.kind} was not opened`);
  return account;
}

/** Locks accounts in the order given (one statement, rows locked as sorted) and answers their balances. */
export async function lockAccounts(db: DbExecutor, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, [...ids]))
    .orderBy(asc(ledgerAccounts.id))
    .for('update');
  return new Map(rows.map((row) => [row.id, row.balance]));
}

/** Balances of several accounts of one currency; an account never opened stands at zero. */
export async function balancesOf(
  db: DbExecutor,
  refs: readonly AccountRef[],
  currency: string,
): Promise<number[]> {
  const rows = await db
    .select({
      kind: ledgerAccounts.kind,
      ownerId: ledgerAccounts.ownerId,
      provider: ledgerAccounts.provider,
      balance: ledgerAccounts.balance,
    })
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.currency, currency),
        inArray(
          ledgerAccounts.kind,
          refs.map((ref) => ref.kind),
        ),
      ),
    );
  return refs.map(
    (ref) =>
      rows.find(
        (row) =>
          row.kind === ref.kind && row.ownerId === ownerOf(ref) && row.provider === providerOf(ref),
      )?.balance ?? 0,
  );
}

export async function insertTransaction(
  db: DbExecutor,
  values: typeof ledgerTransactions.$inferInsert,
): Promise<string> {
  const [row] = await db
    .insert(ledgerTransactions)
    .values(values)
    .returning({ id: ledgerTransactions.id });
  if (!row) throw new Error('the ledger transaction was not inserted');
  return row.id;
}

export async function insertEntries(
  db: DbExecutor,
  entries: (typeof ledgerEntries.$inferInsert)[],
) {
  await db.insert(ledgerEntries).values(entries);
}

/**
 * A page of the transactions that moved any of these accounts, newest first, each with its net
 * effect on each of them, and how many there are in all.
 */
export async function movementsOf(
  db: DbExecutor,
  accountIds: readonly string[],
  page: { limit: number; offset: number },
) {
  if (accountIds.length === 0) return { transactions: [], effects: [], total: 0 };
  const ours = inArray(ledgerEntries.accountId, [...accountIds]);
  const transactions = await db
    .selectDistinct({
      id: ledgerTransactions.id,
      kind: ledgerTransactions.kind,
      bookingId: ledgerTransactions.bookingId,
      topUpId: ledgerTransactions.topUpId,
      withdrawalId: ledgerTransactions.withdrawalId,
      payoutId: ledgerTransactions.payoutId,
      createdAt: ledgerTransactions.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(ours)
    .orderBy(desc(ledgerTransactions.createdAt), desc(ledgerTransactions.id))
    .limit(page.limit)
    .offset(page.offset);
  const effects =
    transactions.length === 0
      ? []
      : await db
          .select({
            transactionId: ledgerEntries.transactionId,
            accountId: ledgerEntries.accountId,
            amount: sql<string>`sum(${ledgerEntries.amount})::text`,
          })
          .from(ledgerEntries)
          .where(
            and(
              ours,
              inArray(
                ledgerEntries.transactionId,
                transactions.map((transaction) => transaction.id),
              ),
            ),
          )
          .groupBy(ledgerEntries.transactionId, ledgerEntries.accountId);
  const [counted] = await db
    .select({ total: sql<number>`count(distinct ${ledgerEntries.transactionId})::int` })
    .from(ledgerEntries)
    .where(ours);
  return {
    transactions,
    effects: effects.map((effect) => ({ ...effect, amount: Number(effect.amount) })),
    total: counted?.total ?? 0,
  };
}

export async function transactionsByIds(db: DbExecutor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(ledgerTransactions)
    .where(inArray(ledgerTransactions.id, [...ids]))
    .orderBy(desc(ledgerTransactions.createdAt));
}
