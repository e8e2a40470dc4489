import { shareOf } from '@nibras/contracts/money';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../plugins/envelope';
import { post } from '../ledger/ledger.service';
import { issueReceipt } from '../receipts/receipts.service';
import { releaseEarning, settleHeldAs, type MoneyRules } from './booking-money.service';
import { chargeOf, heldForBooking, paymentStateOf, setPaymentState } from './booking-money.repo';
import { insertDisputeOnce, lockDispute, updateDispute } from './disputes.repo';

/**
 * A family's objection to a charge (decision 0025), or its claim that the tutor never came when
 * the join log says the tutor joined (issue 29): either freezes the money (the tutor's credit,
 * or the price still held) until an operator decides.
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
  const opened = await insertDisputeOnce(tx, {
    bookingId: dispute.bookingId,
    openedById: dispute.openedById,
    reason: dispute.reason,
    createdAt: dispute.at,
  });
  // One dispute per booking: a decided one is not opened again.
  if (!opened) throw new AppError(409, 'dispute_not_allowed');
  await setPaymentState(tx, dispute.bookingId, { paymentStatus: 'disputed' });
  return opened.id;
}

/**
 * The family says the tutor did not come, but the join log has the tutor's join: the price stays
 * held, marked disputed, and the claim lands in the operators' queue (a `tutor_no_show` dispute),
 * in the no-show's own transaction. A session that holds nothing (a free trial) has no money to
 * decide: nothing is opened.
 */
export async function openNoShowClaim(
  tx: DbExecutor,
  claim: { bookingId: string; openedById: string; reason: string | null; at: Date },
) {
  if (!(await heldForBooking(tx, claim.bookingId))) return;
  await setPaymentState(tx, claim.bookingId, { paymentStatus: 'disputed' });
  await insertDisputeOnce(tx, {
    bookingId: claim.bookingId,
    openedById: claim.openedById,
    kind: 'tutor_no_show',
    reason: claim.reason ?? '',
    createdAt: claim.at,
  });
}

/** An operator's decision: all back to the family, all to the tutor, or a part back. */
export type DisputeOutcome = 'family' | 'tutor' | 'part';

export type DisputeDecision = {
  outcome: DisputeOutcome;
  /** For `part`: what goes back to the family, more than nothing and less than what is at stake. */
  familyRefundMinor?: number;
  operatorId: string;
  reason: string;
  at: Date;
};

const resolvedStatus = {
  family: 'resolved_for_family',
  tutor: 'resolved_for_tutor',
  part: 'resolved_partly',
} as const;

/** What goes back to the family of `stake`; 409 dispute_refund_out_of_range for a part that is not one. */
function refundOf(decision: DisputeDecision, stake: number): number {
  if (decision.outcome === 'family') return stake;
  if (decision.outcome === 'tutor') return 0;
  const refund = decision.familyRefundMinor ?? 0;
  if (refund <= 0 || refund >= stake) throw new AppError(409, 'dispute_refund_out_of_range');
  return refund;
}

type DecisionContext = { rules: MoneyRules; appUrl: string };

/**
 * An operator's decision, in the caller's transaction. A no-show claim settles what is still
 * held: the family's part released, the rest charged as any session is (commission, receipt).
 * A disputed charge gives the family's part back out of the tutor's credit and the commission,
 * so that what stays is commissioned as a charge of that size would be. Whatever the tutor keeps
 * is available at once: the dispute period is over. Answers what went back to the family.
 */
export async function resolveDispute(
  tx: DbExecutor,
  disputeId: string,
  decision: DisputeDecision,
  context: DecisionContext,
) {
  const dispute = await lockDispute(tx, disputeId);
  if (!dispute) throw new AppError(404, 'not_found');
  if (dispute.status !== 'open') throw new AppError(409, 'dispute_not_allowed');
  const { bookingId } = dispute;
  const booking = await paymentStateOf(tx, bookingId, { lock: true });
  if (!booking) throw new Error(`disputed booking ${bookingId} vanished`);
  const held = await heldForBooking(tx, bookingId);
  const refund = held
    ? await settleClaim(tx, { id: bookingId, ...booking }, held.amount, decision, context)
    : await settleChargeDispute(tx, { bookingId, disputeId }, decision, context);
  await updateDispute(tx, disputeId, {
    status: resolvedStatus[decision.outcome],
    resolvedAt: decision.at,
    resolvedById: decision.operatorId,
    resolution: decision.reason,
    familyRefundMinor: refund.amount,
  });
  return {
    bookingId,
    kind: dispute.kind,
    familyRefundMinor: refund.amount,
    currency: refund.currency,
  };
}

async function settleClaim(
  tx: DbExecutor,
  booking: { id: string; tutorId: string; endAt: Date },
  stake: number,
  decision: DisputeDecision,
  context: DecisionContext,
) {
  const refund = refundOf(decision, stake);
  const held = await settleHeldAs(tx, booking, stake - refund, {
    rules: context.rules,
    at: decision.at,
    actorId: decision.operatorId,
    appUrl: context.appUrl,
  });
  if (!held) throw new Error(`booking ${booking.id} holds nothing`);
  if (refund < stake) {
    // Decided: nothing left to dispute, and the tutor's part is theirs now.
    await setPaymentState(tx, booking.id, { paymentSettlesAt: decision.at });
    await releaseEarning(tx, booking.id, decision.at);
  }
  return { amount: refund, currency: held.currency };
}

async function settleChargeDispute(
  tx: DbExecutor,
  { bookingId, disputeId }: { bookingId: string; disputeId: string },
  decision: DisputeDecision,
  context: DecisionContext,
) {
  const charge = await chargeOf(tx, bookingId);
  if (!charge) throw new Error(`disputed booking ${bookingId} has no charge`);
  const refund = refundOf(decision, charge.charged);
  if (refund > 0) {
    const kept = charge.charged - refund;
    const commissionBack =
      decision.outcome === 'family'
        ? charge.commission
        : charge.commission -
          Math.min(charge.commission, shareOf(kept, context.rules.commissionBasisPoints));
    const tutorBack = refund - commissionBack;
    const transactionId = await post(
      tx,
      {
        kind: 'dispute_refund',
        bookingId,
        disputeId,
        actorId: decision.operatorId,
        memo: decision.reason,
      },
      [
        { account: { kind: 'tutor_pending', ownerId: charge.tutorId }, amount: -tutorBack },
        { account: { kind: 'platform_revenue' }, amount: -commissionBack },
        { account: { kind: 'family_available', ownerId: charge.familyOwnerId }, amount: refund },
      ],
      { currency: charge.currency, at: decision.at },
    );
    await issueReceipt(tx, {
      kind: 'refund',
      walletOwnerId: charge.familyOwnerId,
      transactionId,
      amountMinor: refund,
      currency: charge.currency,
      at: decision.at,
      vatRateBasisPoints: context.rules.vatRateBasisPoints,
      appUrl: context.appUrl,
    });
  }
  const status =
    decision.outcome === 'family'
      ? 'refunded'
      : decision.outcome === 'part' || charge.charged < charge.held
        ? 'partly_charged'
        : 'charged';
  // Decided: the family may not dispute it again, and the tutor's part is theirs now.
  await setPaymentState(tx, bookingId, { paymentStatus: status, paymentSettlesAt: decision.at });
  await releaseEarning(tx, bookingId, decision.at);
  return { amount: refund, currency: charge.currency };
}
