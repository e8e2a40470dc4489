import { AppError } from '../../plugins/envelope';
import type { AuthenticatedUser } from '../../plugins/auth';
import type { DbExecutor } from '../../db/client';
import type { MoneyRules } from '../wallet/booking-money.service';
import { findBooking, type BookingRecord } from './booking.repo';
import { sideOf, type BookingParticipants, type Side } from './booking-rules';
import { uuidPattern } from '@nibras/contracts/ids';
import type { Language } from '@nibras/contracts/i18n/languages';

/**
 * What a booking service needs beyond the database: the app clock's now, the app's addresses,
 * and the money rules a paid session's changes follow.
 */
export type BookingContext = {
  now: Date;
  appUrl: string;
  classroomBaseUrl: string;
  money: MoneyRules;
  /** The caller's language: the answers name areas in it. */
  language: Language;
};

/** Who takes part in a booking, for the rules. */
export function participantsOf(record: BookingRecord): BookingParticipants {
  return {
    tutorId: record.booking.tutorId,
    studentId: record.booking.studentId,
    childParentId: record.childParentId,
  };
}

/**
 * A booking and the caller's side of it. Anyone who is not a participant gets 404, exactly as
 * for a booking that does not exist, so nobody learns which ids are real.
 */
export async function bookingFor(
  db: DbExecutor,
  caller: AuthenticatedUser,
  id: string,
  options: { lock?: boolean } = {},
): Promise<{ record: BookingRecord; side: Side }> {
  const record = uuidPattern.test(id) ? await findBooking(db, id, options) : undefined;
  const side = record && sideOf(participantsOf(record), caller.id);
  if (!record || !side) throw new AppError(404, 'booking_not_found');
  return { record, side };
}
