import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { disputes } from '../../db/schema/index';
import { AppError } from '../../plugins/envelope';
import { post } from '../ledger/ledger.service';
import { issueReceipt, type ReceiptInput } from '../receipts/receipts.service';
import { releaseEarning } from './booking-money.service';
import { chargeOf, paymentStateOf, setPaymentState } from './booking-money.repo';

/**
 * A family's objection to a charge (decision 0025): opened inside the payout hold, it freezes
 * the tutor's credit (the earning job skips a disputed booking) until an operator decides.
 */

/**
 * Opens the dispute of a charged or partly charged booking whose hold has not ended, inside
 * the caller's transaction (the booking's row is locked here); 409 dispute_not_allowed
 * otherwise, and for a booking already disputed.
 */
export async function openDispute(
  tx: DbExecutor,
  dispute: { bookingId: string; openedById: string; reason: string; at: Date },
) {
  const state = await paymentStateOf(tx, dispute.bookingId, { lock: true });
  const charged = state?.status === 'charged' || state?.status === 'partly_charged';
  if (!charged || !state.settlesAt || dispute.at >= state.settlesAt) {
    throw new AppError(409, 'dispute_not_allowed');
  }
  const [opened] = await tx
    .insert(disputes)
    .values({
      bookingId: dispute.bookingId,
      openedById: dispute.openedById,
      reason: dispute.reason,
      createdAt: dispute.at,
    })
    .onConflictDoNothing()
    .returning({ id: disputes.id });
  // One dispute per booking: a decided one is not opened again.
  if (!opened) throw new AppError(409, 'dispute_not_allowed');
  await setPaymentState(tx, dispute.bookingId, { paymentStatus: 'disputed' });
  return opened.id;
}

export type DisputeOutcome = 'family' | 'tutor';

/**
 * An operator's decision. For the tutor the charge stands and the credit is available at once;
 * for the family the tutor's credit and the platform's commission go back to the family's
 * wallet (a `dispute_refund`), and the booking's payment reads `refunded`.
 */
export async function resolveDispute(
  tx: DbExecutor,
  disputeId: string,
  outcome: DisputeOutcome,
  operatorId: string,
  note: string,
  at: Date,
  receipts: Pick<ReceiptInput, 'vatRateBasisPoints' | 'appUrl'>,
) {
  const [dispute] = await tx
    .select({ bookingId: disputes.bookingId, status: disputes.status })
    .from(disputes)
    .where(eq(disputes.id, disputeId))
    .for('update');
  if (!dispute) throw new AppError(404, 'not_found');
  if (dispute.status !== 'open') throw new AppError(409, 'dispute_not_allowed');
  const { bookingId } = dispute;
  await paymentStateOf(tx, bookingId, { lock: true });
  const charge = await chargeOf(tx, bookingId);
  if (!charge) throw new Error(`disputed booking ${bookingId} has no charge`);
  if (outcome === 'tutor') {
    await setPaymentState(tx, bookingId, {
      paymentStatus: charge.charged < charge.held ? 'partly_charged' : 'charged',
    });
    await releaseEarning(tx, bookingId, at);
  } else {
    const refund = charge.tutorCredit + charge.commission;
    const transactionId = await post(
      tx,
      { kind: 'dispute_refund', bookingId, disputeId, actorId: operatorId, memo: note },
      [
        {
          account: { kind: 'tutor_pending', ownerId: charge.tutorId },
          amount: -charge.tutorCredit,
        },
        { account: { kind: 'platform_revenue' }, amount: -charge.commission },
        {
          account: { kind: 'family_available', ownerId: charge.familyOwnerId },
          amount: refund,
        },
      ],
      { currency: charge.currency, at },
    );
    await issueReceipt(tx, {
      kind: 'refund',
      walletOwnerId: charge.familyOwnerId,
      transactionId,
      amountMinor: refund,
      currency: charge.currency,
      at,
      ...receipts,
    });
    await setPaymentState(tx, bookingId, { paymentStatus: 'refunded' });
  }
  await tx
    .update(disputes)
    .set({
      status: outcome === 'tutor' ? 'resolved_for_tutor' : 'resolved_for_family',
      resolvedAt: at,
      resolvedById: operatorId,
      resolution: note,
    })
    .where(eq(disputes.id, disputeId));
}
