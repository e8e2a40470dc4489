import type { Database, DbExecutor } from '../../db/client';
import { lockBalance, post } from '../ledger/ledger.service';
import { issueReceipt, type ReceiptInput } from '../receipts/receipts.service';
import type { PaymentEvent } from './payment-provider';
import {
  claimPaymentEvent,
  findTopUpIdOfEvent,
  lockTopUp,
  updateTopUp,
  type TopUpRow,
} from './payments.repo';
import { uuidPattern } from '@nibras/contracts/ids';

/**
 * Credits a top-up to its family's wallet, inside the caller's transaction: the top-up is
 * succeeded exactly when the money is there. The ledger's `ledger_transactions_top_up_once`
 * index refuses a second credit whatever the caller checked.
 */
export async function creditTopUp(
  tx: DbExecutor,
  topUp: Pick<TopUpRow, 'id' | 'walletOwnerId' | 'amountMinor' | 'currency' | 'provider'>,
  context: { now: Date; paymentRef: string | null },
): Promise<string> {
  // The wallet's row first, as every spender and withdrawal takes it: the clearing account
  // after it, so a credit and a withdrawal of one wallet queue rather than deadlock.
  await lockBalance(tx, { kind: 'family_available', ownerId: topUp.walletOwnerId }, topUp.currency);
  await updateTopUp(tx, topUp.id, {
    status: 'succeeded',
    succeededAt: context.now,
    updatedAt: context.now,
    failureReason: null,
    // From now on the top-up names the captured payment, which is what a refund names.
    ...(context.paymentRef ? { providerRef: context.paymentRef } : {}),
  });
  const transactionId = await post(
    tx,
    { kind: 'top_up', topUpId: topUp.id },
    [
      {
        account: { kind: 'family_available', ownerId: topUp.walletOwnerId },
        amount: topUp.amountMinor,
      },
      {
        account: { kind: 'provider_clearing', provider: topUp.provider },
        amount: -topUp.amountMinor,
      },
    ],
    { currency: topUp.currency, at: context.now },
  );
  return transactionId;
}

/** The top-up an event is about: by our id when the provider carried it back, else by its refs. */
async function topUpIdOf(tx: DbExecutor, provider: string, event: PaymentEvent) {
  const refs = [event.checkoutRef, event.paymentRef].filter((ref): ref is string => !!ref);
  const topUpId = event.topUpId && uuidPattern.test(event.topUpId) ? event.topUpId : undefined;
  return findTopUpIdOfEvent(tx, provider, { topUpId, refs });
}

/** What a receipt needs besides the movement: the VAT rate and the base of its link. */
export type ReceiptSettings = Pick<ReceiptInput, 'vatRateBasisPoints' | 'appUrl'>;

export type EventOutcome = 'applied' | 'duplicate' | 'ignored';

/**
 * Applies a verified provider event once (decision 0025): a success credits the wallet and
 * issues the family's receipt. The event's id is claimed in
 * payment_events in the same transaction as its effect: a replay waits for the first and then
 * finds the id taken. Out of order: pending moves to succeeded or failed; a late success after
 * a failure still credits (the money was taken); a failure after a success changes nothing.
 */
export async function applyPaymentEvent(
  db: Database,
  provider: string,
  event: PaymentEvent,
  now: Date,
  receipts: ReceiptSettings,
): Promise<EventOutcome> {
  return db.transaction(async (tx) => {
    const topUpId = await topUpIdOf(tx, provider, event);
    const claimed = await claimPaymentEvent(tx, {
      provider,
      eventId: event.eventId,
      type: event.type,
      topUpId,
      receivedAt: now,
    });
    if (!claimed) return 'duplicate';
    if (!topUpId) return 'ignored';
    const topUp = await lockTopUp(tx, topUpId);
    if (!topUp) return 'ignored';
    if (event.type === 'succeeded' && topUp.status !== 'succeeded') {
      const transactionId = await creditTopUp(tx, topUp, { now, paymentRef: event.paymentRef });
      await issueReceipt(tx, {
        kind: 'top_up',
        walletOwnerId: topUp.walletOwnerId,
        transactionId,
        amountMinor: topUp.amountMinor,
        currency: topUp.currency,
        at: now,
        ...receipts,
      });
      return 'applied';
    }
    if (event.type === 'failed' && topUp.status === 'pending') {
      await updateTopUp(tx, topUp.id, {
        status: 'failed',
        failureReason: 'declined',
        updatedAt: now,
      });
      return 'applied';
    }
    // Refund notifications confirm what the withdrawal job already recorded.
    return 'ignored';
  });
}
