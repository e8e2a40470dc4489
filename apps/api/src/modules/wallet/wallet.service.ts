import { amountOf, platformCurrency } from '@nibras/contracts/money';
import { walletEntryKinds, type Wallet, type WalletEntryKind } from '@nibras/contracts/wallet';
import type { DbExecutor } from '../../db/client';
import type { AuthenticatedUser } from '../../plugins/auth';
import { accountIdOf, balancesOf, movementsOf } from '../ledger/ledger.repo';
import { ownWalletOf } from './wallet-access';
import { bookingsNamed } from './wallet.repo';

const isWalletEntryKind = (kind: string): kind is WalletEntryKind =>
  (walletEntryKinds as readonly string[]).includes(kind);

/** The family's balances and a page of its history, all read from the ledger. */
export async function readWallet(
  db: DbExecutor,
  user: AuthenticatedUser,
  page: { page: number; pageSize: number },
): Promise<Wallet> {
  const ownerId = await ownWalletOf(db, user);
  const currency = platformCurrency;
  const availableRef = { kind: 'family_available', ownerId } as const;
  const heldRef = { kind: 'family_held', ownerId } as const;
  const [available = 0, held = 0] = await balancesOf(db, [availableRef, heldRef], currency);
  // Opening the two accounts (at zero) the first time costs nothing and keeps one query path.
  const [availableAccount, heldAccount] = await Promise.all([
    accountIdOf(db, availableRef, currency),
    accountIdOf(db, heldRef, currency),
  ]);
  const movements = await movementsOf(db, [availableAccount.id, heldAccount.id], {
    limit: page.pageSize,
    offset: (page.page - 1) * page.pageSize,
  });
  const named = await bookingsNamed(
    db,
    movements.transactions.flatMap((transaction) =>
      transaction.bookingId ? [transaction.bookingId] : [],
    ),
  );
  const effectOn = (transactionId: string, accountId: string) =>
    movements.effects.find(
      (effect) => effect.transactionId === transactionId && effect.accountId === accountId,
    )?.amount ?? 0;
  return {
    currency,
    available: amountOf(available),
    held: amountOf(held),
    entries: movements.transactions.map((transaction) => ({
      id: transaction.id,
      // Only family kinds move family accounts; anything else reads as a correction.
      kind: isWalletEntryKind(transaction.kind) ? transaction.kind : 'correction',
      available: amountOf(effectOn(transaction.id, availableAccount.id)),
      held: amountOf(effectOn(transaction.id, heldAccount.id)),
      booking: named.find((booking) => booking.id === transaction.bookingId) ?? null,
      topUpId: transaction.topUpId,
      withdrawalId: transaction.withdrawalId,
      receiptId: null,
      at: transaction.createdAt.toISOString(),
    })),
    page: page.page,
    pageSize: page.pageSize,
    total: movements.total,
  };
}
