import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../mail/outbox';

/** A change of a session that someone is told about by email. */
export type BookingNotice = 'requested' | 'confirmed' | 'declined' | 'cancelled' | 'rescheduled';

/**
 * Queues the emails of one change of a session (in each recipient's language, with the .ics)
 * and, when a session is confirmed, schedules its reminders; inside the caller's transaction.
 * PLACEHOLDER while the notifications are being written: queues nothing yet.
 */
export async function notifyBookingChange(
  _tx: DbExecutor,
  _context: { appUrl: string; now: Date },
  _notice: BookingNotice,
  _bookingId: string,
  _options: { actorId?: string; replacedBookingId?: string } = {},
): Promise<void> {}

/** Registers the job handler that sends the 24-hour and 1-hour reminders. PLACEHOLDER. */
export function registerBookingReminders(_app: FastifyInstance): void {}
