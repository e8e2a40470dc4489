import type { DbExecutor } from '../../db/client';
import type { ledgerTransactions } from '../../db/schema/index';
import { constraintOf, sqlStateOf } from '../../plugins/envelope';
import { accountIdOf, insertEntries, insertTransaction, type AccountRef } from './ledger.repo';

export type { AccountRef } from './ledger.repo';

/** What caused a movement, and who did it: written on the transaction, never changed. */
export type Cause = Omit<typeof ledgerTransactions.$inferInsert, 'id' | 'createdAt'>;

/** One side of a movement: a signed amount in minor units on an account. */
export type Posting = { account: AccountRef; amount: number };

/** A posting took an account that may not go below zero below zero. */
export class BalanceTooLow extends Error {
  constructor(readonly kind: AccountRef['kind']) {
    super(`the ${kind} balance would go below zero`);
    this.name = 'BalanceTooLow';
  }
}

/**
 * Writes one ledger transaction inside the caller's database transaction, so the movement
 * exists exactly when the change that caused it does. The postings must sum to zero (the
 * database checks it again at commit); accounts are touched in a fixed order, so two movements
 * over the same accounts queue rather than deadlock. An overdraft throws BalanceTooLow, which
 * leaves the caller's transaction unusable: callers check balances first (under `lockBalance`)
 * and meet it only as the last line of defence.
 */
export async function post(
  tx: DbExecutor,
  cause: Cause,
  postings: readonly Posting[],
  context: { currency: string; at: Date },
): Promise<string> {
  const moving = postings.filter((posting) => posting.amount !== 0);
  for (const { amount } of moving) {
    if (!Number.isSafeInteger(amount))
      throw new Error(`not a whole number of minor units: ${amount}`);
  }
  if (moving.reduce((sum, posting) => sum + posting.amount, 0) !== 0) {
    throw new Error(`a ledger transaction must sum to zero (${cause.kind})`);
  }
  // One after another: a transaction's connection runs one query at a time.
  const accounts: (Posting & { accountId: string })[] = [];
  for (const posting of moving) {
    const { id } = await accountIdOf(tx, posting.account, context.currency);
    accounts.push({ ...posting, accountId: id });
  }
  accounts.sort((a, b) => a.accountId.localeCompare(b.accountId));
  const transactionId = await insertTransaction(tx, { ...cause, createdAt: context.at });
  try {
    await insertEntries(
      tx,
      accounts.map(({ accountId, amount }) => ({
        transactionId,
        accountId,
        amount,
        createdAt: context.at,
      })),
    );
  } catch (error) {
    if (
      sqlStateOf(error) === '23514' &&
      constraintOf(error) === 'ledger_accounts_balance_not_negative'
    ) {
      const overdrawn = accounts.find((posting) => posting.amount < 0);
      throw new BalanceTooLow(overdrawn?.account.kind ?? 'family_available');
    }
    throw error;
  }
  return transactionId;
}

/**
 * The account's balance with its row locked until the caller's transaction ends: whoever
 * spends from it next waits and then sees what this one left.
 */
export async function lockBalance(
  tx: DbExecutor,
  account: AccountRef,
  currency: string,
): Promise<number> {
  return (await accountIdOf(tx, account, currency, { lock: true })).balance;
}
