import type { NoShowParty } from '@nibras/contracts/booking';
import type { AuthenticatedUser } from '../../plugins/auth';
import { AppError } from '../../plugins/envelope';
import type { DbExecutor } from '../../db/client';
import { bookingFor, participantsOf, type BookingContext } from './booking-access';
import { notifyBookingChange, type BookingNotice } from './booking-notifications';
import {
  assertDecidesAlone,
  assertMayAct,
  isLateCancellation,
  mayReportNoShowOf,
  statusAfter,
  type Side,
} from './booking-rules';
import type { BookingChange } from './booking.service';
import { hasJoined, insertEvent, updateBooking } from './booking.repo';
import { settleBooking, type Settlement } from '../wallet/booking-money.service';
import { openNoShowClaim } from '../wallet/disputes.service';
import { reloadAnswer, viewerOf } from './booking-view';
import type { SharedKey } from '../../plugins/i18n';

/** The changes of status that keep the booking where it is (a reschedule moves it). */
export type StatusAction = 'confirm' | 'decline' | 'cancel' | 'complete' | 'no-show';

const messageKeys: Record<StatusAction, SharedKey> = {
  confirm: 'booking.confirmed',
  decline: 'booking.declined',
  cancel: 'booking.cancelled',
  complete: 'booking.completed',
  'no-show': 'booking.noShow',
};

/** What the other side is emailed about; completion and no-shows are told on the booking page. */
const notices: Partial<Record<StatusAction, BookingNotice>> = {
  confirm: 'confirmed',
  decline: 'declined',
  cancel: 'cancelled',
};

/**
 * What a change of status does to a paid session's money (decision 0025). A family's report
 * that the tutor did not show releases the money at once when the join log agrees (no join of
 * the tutor's); when the tutor did join, the money stays held, disputed, for an operator.
 */
function settlementOf(
  action: StatusAction,
  side: Side,
  facts: { late: boolean; party: NoShowParty | undefined; tutorJoined: boolean },
): Settlement | 'dispute' | undefined {
  switch (action) {
    case 'confirm':
      return undefined;
    case 'decline':
      return 'release';
    case 'cancel':
      return side === 'family' && facts.late ? 'late-cancel' : 'release';
    case 'complete':
      return 'charge';
    case 'no-show':
      if (facts.party === 'student') return 'charge';
      return facts.tutorJoined ? 'dispute' : 'release';
  }
}

/**
 * One change of a booking's status, inside the caller's transaction, with its row locked:
 * checked against the rules (403 wrong side, 409 wrong status or time), written to the history,
 * and told to the other side.
 */
export async function changeStatus(
  tx: DbExecutor,
  context: BookingContext,
  caller: AuthenticatedUser,
  id: string,
  action: StatusAction,
  input: {
    reason?: string;
    party?: NoShowParty;
    /** An operator's cancellation (a suspension): the family is released in full, never late. */
    releaseInFull?: boolean;
    /**
     * The caller tells of the change itself, once for many bookings (a series confirmed at
     * once), so this booking sends no email or push of its own.
     */
    withoutNotice?: boolean;
  } = {},
): Promise<BookingChange> {
  const { now } = context;
  const { record, side } = await bookingFor(tx, caller, id, { lock: true });
  const booking = record.booking;
  // A child's login asks its parent to cancel (booking-change-request.service.ts).
  if (action === 'cancel') assertDecidesAlone(participantsOf(record), caller.id);
  assertMayAct(action, booking, side, now);
  if (action === 'no-show' && !(input.party && mayReportNoShowOf(side, input.party))) {
    throw new AppError(403, 'forbidden');
  }
  const status = statusAfter[action];
  await updateBooking(tx, id, {
    status,
    updatedAt: now,
    ...(action === 'cancel'
      ? { lateCancellation: !input.releaseInFull && isLateCancellation(booking.startAt, now) }
      : {}),
    ...(action === 'no-show' ? { noShowParty: input.party } : {}),
  });
  const settlement =
    input.releaseInFull && action === 'cancel'
      ? 'release'
      : settlementOf(action, side, {
          late: isLateCancellation(booking.startAt, now),
          party: input.party,
          tutorJoined: action === 'no-show' && (await hasJoined(tx, id, booking.tutorId)),
        });
  if (settlement === 'dispute') {
    await openNoShowClaim(tx, {
      bookingId: id,
      openedById: caller.id,
      reason: input.reason || null,
      at: now,
    });
  } else if (settlement) {
    await settleBooking(tx, booking, settlement, {
      rules: context.money,
      at: now,
      actorId: caller.id,
      appUrl: context.appUrl,
    });
  }
  await insertEvent(tx, {
    bookingId: id,
    actorId: caller.id,
    fromStatus: booking.status,
    toStatus: status,
    // A blank reason is no reason.
    reason: input.reason || null,
    at: now,
  });
  const notice = input.withoutNotice ? undefined : notices[action];
  if (notice)
    await notifyBookingChange(tx, { appUrl: context.appUrl, now }, notice, id, {
      actorId: caller.id,
    });
  return {
    booking: await reloadAnswer(tx, id, side, now, viewerOf(context, caller)),
    messageKey: messageKeys[action],
  };
}
