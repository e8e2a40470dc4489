import { amountOf, shareOf } from '@nibras/contracts/money';
import type { DbExecutor } from '../../db/client';
import type { MoneyConfig } from '../../money-config';
import { AppError } from '../../plugins/envelope';
import { scheduleJob } from '../jobs/jobs';
import { lockBalances, post } from '../ledger/ledger.service';
import { issueReceipt } from '../receipts/receipts.service';
import {
  clearAwaitingApproval,
  heldForBooking,
  paymentStateOf,
  pendingEarningOf,
  setPaymentState,
  userNameOf,
} from './booking-money.repo';

/**
 * A paid session's money, moved in the same transaction as the change of status that causes it
 * (decision 0025): held from the family's wallet when booked, then released, charged in full,
 * or charged the late-cancellation share; a charge credits the tutor the price less the
 * platform's commission, pending through the dispute period.
 */

export type MoneyRules = Pick<
  MoneyConfig,
  | 'commissionBasisPoints'
  | 'lateCancelShareBasisPoints'
  | 'payoutHoldHours'
  | 'vatRateBasisPoints'
  | 'seriesHoldDays'
>;

export const earningAvailableJob = 'wallet.earning-available';

const hourMs = 60 * 60_000;
const fullShare = 10_000;

/**
 * Holds a session's price in the wallet, or answers 402 insufficient_funds with the shortfall.
 * The wallet's row stays locked until the booking commits, so concurrent bookings on one wallet
 * queue and each sees what the one before left.
 */
export async function holdForBooking(
  tx: DbExecutor,
  hold: {
    bookingId: string;
    ownerId: string;
    amountMinor: number;
    currency: string;
    actorId: string;
    at: Date;
  },
) {
  const [available = 0] = await lockBalances(
    tx,
    [
      { kind: 'family_available', ownerId: hold.ownerId },
      { kind: 'family_held', ownerId: hold.ownerId },
    ],
    hold.currency,
  );
  if (available < hold.amountMinor) {
    throw new AppError(402, 'insufficient_funds', {
      detailValues: { shortfall: amountOf(hold.amountMinor - available) },
    });
  }
  await post(
    tx,
    { kind: 'booking_hold', bookingId: hold.bookingId, actorId: hold.actorId },
    [
      { account: { kind: 'family_available', ownerId: hold.ownerId }, amount: -hold.amountMinor },
      { account: { kind: 'family_held', ownerId: hold.ownerId }, amount: hold.amountMinor },
    ],
    { currency: hold.currency, at: hold.at },
  );
  await setPaymentState(tx, hold.bookingId, { paymentStatus: 'held' });
}

/** What happens to what is held when a session ends one way or another. */
export type Settlement = 'release' | 'charge' | 'late-cancel';

/** What a settlement needs beyond the booking; `appUrl` is for the receipt's link. */
export type SettleContext = { rules: MoneyRules; at: Date; actorId: string | null; appUrl: string };

/**
 * Settles what the booking holds; nothing when it holds nothing (a free trial, a booking
 * awaiting its parent's approval, one already settled). A booking that ends while still
 * awaiting approval stops saying so: nothing was ever held.
 */
export async function settleBooking(
  tx: DbExecutor,
  booking: { id: string; tutorId: string; endAt: Date },
  settlement: Settlement,
  context: SettleContext,
) {
  const held = await heldForBooking(tx, booking.id);
  if (!held) {
    await clearAwaitingApproval(tx, booking.id);
    return;
  }
  const share = settlement === 'charge' ? fullShare : context.rules.lateCancelShareBasisPoints;
  const charged = settlement === 'release' ? 0 : shareOf(held.amount, share);
  await settleHeld(tx, booking, held, charged, context);
}

/**
 * An operator's decision on a no-show claim: `chargedMinor` of what the booking holds is
 * charged as any session is (commission, receipt, pending credit), the rest released. Answers
 * what was held; nothing when nothing is.
 */
export async function settleHeldAs(
  tx: DbExecutor,
  booking: { id: string; tutorId: string; endAt: Date },
  chargedMinor: number,
  context: SettleContext,
) {
  const held = await heldForBooking(tx, booking.id);
  if (!held) return undefined;
  if (!Number.isSafeInteger(chargedMinor) || chargedMinor < 0 || chargedMinor > held.amount) {
    throw new Error(`cannot charge ${chargedMinor} of ${held.amount} held`);
  }
  await settleHeld(tx, booking, held, chargedMinor, context);
  return held;
}

async function settleHeld(
  tx: DbExecutor,
  booking: { id: string; tutorId: string; endAt: Date },
  held: { ownerId: string; currency: string; amount: number },
  charged: number,
  context: SettleContext,
) {
  const { rules, at } = context;
  const family = { ownerId: held.ownerId };
  if (charged === 0) {
    await post(
      tx,
      { kind: 'booking_release', bookingId: booking.id, actorId: context.actorId },
      [
        { account: { kind: 'family_held', ...family }, amount: -held.amount },
        { account: { kind: 'family_available', ...family }, amount: held.amount },
      ],
      { currency: held.currency, at },
    );
    await setPaymentState(tx, booking.id, { paymentStatus: 'released' });
    return;
  }
  const commission = shareOf(charged, rules.commissionBasisPoints);
  const transactionId = await post(
    tx,
    { kind: 'booking_charge', bookingId: booking.id, actorId: context.actorId },
    [
      { account: { kind: 'family_held', ...family }, amount: -held.amount },
      { account: { kind: 'family_available', ...family }, amount: held.amount - charged },
      {
        account: { kind: 'tutor_pending', ownerId: booking.tutorId },
        amount: charged - commission,
      },
      { account: { kind: 'platform_revenue' }, amount: commission },
    ],
    { currency: held.currency, at },
  );
  // The family's receipt for what it was charged, the tutor named beside the platform.
  await issueReceipt(tx, {
    kind: 'session_charge',
    walletOwnerId: held.ownerId,
    transactionId,
    amountMinor: charged,
    currency: held.currency,
    parties: { tutor: { name: await userNameOf(tx, booking.tutorId) } },
    at,
    vatRateBasisPoints: rules.vatRateBasisPoints,
    appUrl: context.appUrl,
  });
  // A late cancellation is charged before the session's end: its credit waits from then.
  const settlesAt = new Date(
    Math.max(booking.endAt.getTime(), at.getTime()) + rules.payoutHoldHours * hourMs,
  );
  await setPaymentState(tx, booking.id, {
    paymentStatus: charged === held.amount ? 'charged' : 'partly_charged',
    paymentSettlesAt: settlesAt,
  });
  await scheduleJob(tx, {
    kind: earningAvailableJob,
    key: `${earningAvailableJob}:${booking.id}`,
    dueAt: settlesAt,
    payload: { bookingId: booking.id },
  });
}

/**
 * A rescheduled session keeps its price held: the old booking's hold is released and the same
 * amount held again for the new one, from the same wallet, in the reschedule's transaction.
 * Answers whether there was a hold to move.
 */
export async function moveHold(
  tx: DbExecutor,
  old: { id: string; tutorId: string; endAt: Date },
  newId: string,
  context: { actorId: string; at: Date; rules: MoneyRules; appUrl: string },
) {
  const held = await heldForBooking(tx, old.id);
  if (!held) return false;
  await settleBooking(tx, old, 'release', context);
  await holdForBooking(tx, {
    bookingId: newId,
    ownerId: held.ownerId,
    amountMinor: held.amount,
    currency: held.currency,
    actorId: context.actorId,
    at: context.at,
  });
  return true;
}

/**
 * Moves a charged session's credit from pending to available once its dispute period is over;
 * a disputed one waits for an operator's decision. Safe to call more than once.
 */
export async function makeEarningAvailable(tx: DbExecutor, bookingId: string, at: Date) {
  const state = await paymentStateOf(tx, bookingId, { lock: true });
  if (!state || state.status === 'disputed' || !state.settlesAt || state.settlesAt > at) return;
  await releaseEarning(tx, bookingId, at);
}

/** The credit still pending for the booking, made available now, whatever the period says. */
export async function releaseEarning(tx: DbExecutor, bookingId: string, at: Date) {
  const pending = await pendingEarningOf(tx, bookingId);
  if (!pending || pending.amount <= 0) return;
  await post(
    tx,
    { kind: 'earning_available', bookingId, actorId: null },
    [
      { account: { kind: 'tutor_pending', ownerId: pending.tutorId }, amount: -pending.amount },
      { account: { kind: 'tutor_available', ownerId: pending.tutorId }, amount: pending.amount },
    ],
    { currency: pending.currency, at },
  );
}
