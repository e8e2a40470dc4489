import type { VisitKind } from '@nibras/contracts/in-person';
import type { DbExecutor } from '../../db/client';
import type { AuthenticatedUser } from '../../plugins/auth';
import { AppError } from '../../plugins/envelope';
import type { SharedKey } from '../../plugins/i18n';
import { bookingFor, type BookingContext } from './booking-access';
import { insertVisit } from './booking-in-person.repo';
import { arrivalOpen } from './booking-rules';
import type { BookingChange } from './booking.service';
import { reloadAnswer, viewerOf } from './booking-view';

const messageKeys: Record<VisitKind, SharedKey> = {
  arrived: 'booking.arrived',
  finished: 'booking.finished',
};

/**
 * The tutor's "I have arrived" and "Finished" at a confirmed in-person lesson (decision 0030),
 * recorded in booking_visits as the classroom records joins. Arriving is open from an hour
 * before the start until the end; finishing after arriving. Each is said once: saying it again
 * answers with the first (the booking's `visits` keep its time).
 */
export async function recordVisit(
  tx: DbExecutor,
  context: BookingContext,
  caller: AuthenticatedUser,
  id: string,
  kind: VisitKind,
): Promise<BookingChange> {
  const { now } = context;
  const { record, side } = await bookingFor(tx, caller, id, { lock: true });
  const { booking } = record;
  if (side !== 'tutor') throw new AppError(403, 'forbidden');
  if (booking.mode !== 'in-person') throw new AppError(409, 'invalid_transition');
  const already = kind === 'arrived' ? record.arrivedAt : record.finishedAt;
  if (!already) {
    if (booking.status !== 'confirmed') throw new AppError(409, 'invalid_transition');
    if (kind === 'arrived' && !arrivalOpen(booking, now)) {
      throw new AppError(409, 'visit_not_open');
    }
    if (kind === 'finished' && !record.arrivedAt) throw new AppError(409, 'not_arrived');
    await insertVisit(tx, { bookingId: id, userId: caller.id, kind, at: now });
  }
  return {
    booking: await reloadAnswer(tx, id, side, now, viewerOf(context, caller)),
    messageKey: messageKeys[kind],
  };
}
