import type { BookingStatus } from '@nibras/contracts/booking';
import type { FastifyInstance } from 'fastify';
import { bookingJobPayloadSchema, scheduleJob, type JobHandler } from '../jobs/jobs';
import { settleBooking } from '../wallet/booking-money.service';
import type { DbExecutor } from '../../db/client';
import { notifyBookingChange } from './booking-notifications';
import { lockBookingForExpiry } from './booking-expiry.repo';
import { insertEvent, updateBooking } from './booking.repo';

export const requestExpiryJob = 'booking.request-expiry';

/**
 * A request the tutor has not answered by its start can no longer happen: at the start it is
 * declined (by nobody: the history shows no actor), what it held is released, the family is
 * told as if the tutor had declined, and it leaves the upcoming lists. Scheduled with the request, in its transaction.
 */
export async function scheduleRequestExpiry(tx: DbExecutor, bookingId: string, startAt: Date) {
  await scheduleJob(tx, {
    kind: requestExpiryJob,
    key: `${requestExpiryJob}:${bookingId}`,
    dueAt: startAt,
    payload: { bookingId },
  });
}

/**
 * What every new booking writes beside its row (booked, moved, or a week of a series): the
 * first line of its history and, for a request, its expiry at its start.
 */
export async function recordNewBooking(
  tx: DbExecutor,
  booking: { id: string; startAt: Date; status: 'requested' | 'confirmed' },
  event: { actorId: string; at: Date; reason?: string | null },
) {
  await insertEvent(tx, {
    bookingId: booking.id,
    actorId: event.actorId,
    fromStatus: null,
    toStatus: booking.status,
    reason: event.reason ?? null,
    at: event.at,
  });
  if (booking.status === 'requested') await scheduleRequestExpiry(tx, booking.id, booking.startAt);
}

/**
 * A booking ended by the system, not by a person: its new status, a history line with no actor,
 * and the notices, all in the caller's transaction. What the booking held is the caller's to
 * settle. `noticeActorId` is whom the notices name as having done it (the tutor, for a request
 * that expired unanswered).
 */
export async function endBookingBySystem(
  tx: DbExecutor,
  context: { appUrl: string; now: Date },
  booking: { id: string; status: BookingStatus },
  to: 'declined' | 'cancelled',
  options: { reason?: string; noticeActorId?: string } = {},
) {
  const { now } = context;
  await updateBooking(tx, booking.id, { status: to, updatedAt: now });
  await insertEvent(tx, {
    bookingId: booking.id,
    actorId: null,
    fromStatus: booking.status,
    toStatus: to,
    reason: options.reason ?? null,
    at: now,
  });
  await notifyBookingChange(
    tx,
    context,
    to,
    booking.id,
    options.noticeActorId === undefined ? {} : { actorId: options.noticeActorId },
  );
}

/** The due job of a request's expiry (registered by booking.jobs.ts). */
export function requestExpiryHandler(app: FastifyInstance): JobHandler {
  return async (payload, { db, now }) => {
    const { bookingId } = bookingJobPayloadSchema.parse(payload);
    await db.transaction(async (tx) => {
      const booking = await lockBookingForExpiry(tx, bookingId);
      // Answered, cancelled or moved meanwhile: nothing left to do.
      if (booking?.status !== 'requested') return;
      await settleBooking(tx, { id: bookingId, ...booking }, 'release', {
        rules: app.config.money,
        at: now,
        actorId: null,
        appUrl: app.config.appUrl,
      });
      await endBookingBySystem(
        tx,
        { appUrl: app.config.appUrl, now },
        { id: bookingId, status: 'requested' },
        'declined',
        { noticeActorId: booking.tutorId },
      );
    });
  };
}
