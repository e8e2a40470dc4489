import type { DbExecutor } from '../../db/client';
import type { ledgerTransactions } from '../../db/schema/index';
import { constraintOf, sqlStateOf } from '../../plugins/envelope';
import {
  accountIdOf,
  insertEntries,
  insertTransaction,
  lockAccounts,
  type AccountRef,
} from './ledger.repo';

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
 * leaves the caller's transaction unusable: callers check balances first (under
 * `lockBalances`) and meet it only as the last line of defence.
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
  const accounts = [];
  for (const posting of moving) {
    accounts.push({
      ...posting,
      accountId: (await accountIdOf(tx, posting.account, context.currency)).id,
    });
  }
  // Entries update their accounts' rows in the order they are written: the fixed order.
  accounts.sort(byId);
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

/** One fixed order for every lock on ledger accounts: PostgreSQL's own order of uuids. */
const byId = (a: { accountId: string }, b: { accountId: string }) =>
  a.accountId < b.accountId ? -1 : a.accountId > b.accountId ? 1 : 0;

/**
 * The balances of some accounts (in the order asked), each row locked until the caller's
 * transaction ends: whoever moves them next waits and then sees what this one left. They are
 * locked in the one order `post` writes in, so two movements over the same accounts queue
 * rather than deadlock, whichever locks first. Lock every account a movement will touch.
 */
export async function lockBalances(
  tx: DbExecutor,
  accounts: readonly AccountRef[],
  currency: string,
): Promise<number[]> {
  const opened = [];
  for (const account of accounts) {
    opened.push({ accountId: (await accountIdOf(tx, account, currency)).id });
  }
  const locked = await lockAccounts(
    tx,
    [...opened].sort(byId).map((row) => row.accountId),
  );
  return opened.map(({ accountId }) => locked.get(accountId) ?? 0);
}

/** One account's balance, its row locked until the caller's transaction ends (see lockBalances). */
export async function lockBalance(
  tx: DbExecutor,
  account: AccountRef,
  currency: string,
): Promise<number> {
  const [balance = 0] = await lockBalances(tx, [account], currency);
  return balance;
}
