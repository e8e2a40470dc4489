import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { scheduleJob, type JobHandler } from '../jobs/jobs';
import { claimPendingJobByKey } from '../jobs/jobs.repo';
import { enqueueEmail } from '../mail/outbox';
import { notifyPerson } from '../notifications/notify';
import { isolated } from '../../emails/layout';
import { textsIn } from '../../plugins/i18n';
import { bookingPushTarget, bookingUrlOf } from './booking-calendar';
import { outcomeReminderMessage } from './booking-emails';
import { loadBookingWithPeople, type BookingRow } from './booking-people';

/**
 * After a session the tutor marks it completed (or a no-show) and writes notes; a day after
 * its end, a tutor who has not is reminded by email, once.
 */
export const outcomeReminderJob = 'booking.outcome-reminder';
export const outcomeReminderHoursAfter = 24;

const payloadSchema = z.object({
  bookingId: z.uuid(),
  /** The end the reminder was made for: a booking moved since then gets none. */
  endAt: z.iso.datetime(),
});

export function outcomeReminderJobKey(bookingId: string) {
  return `${outcomeReminderJob}:${bookingId}`;
}

/** Scheduled when a booking is confirmed, in that change's transaction; twice is a no-op. */
export async function scheduleOutcomeReminder(
  tx: DbExecutor,
  booking: { id: string; endAt: Date },
) {
  await scheduleJob(tx, {
    kind: outcomeReminderJob,
    key: outcomeReminderJobKey(booking.id),
    dueAt: new Date(booking.endAt.getTime() + outcomeReminderHoursAfter * 3_600_000),
    payload: { bookingId: booking.id, endAt: booking.endAt.toISOString() },
  });
}

/** What the tutor still owes a session: its outcome, its notes, or nothing. */
export function missingAfterSession(booking: BookingRow): 'outcome' | 'notes' | undefined {
  if (booking.status === 'confirmed') return 'outcome';
  if (booking.status === 'completed' && booking.notes === null) return 'notes';
  return undefined;
}

/**
 * Emails the tutor, in their language, when the session is still unmarked or without notes;
 * nothing when they acted in time, the family reported a no-show, or the booking was moved.
 */
export function outcomeReminderHandler(app: FastifyInstance): JobHandler {
  return async (payload, { db, now }) => {
    const job = payloadSchema.parse(payload);
    let queued = false;
    await db.transaction(async (tx) => {
      const withPeople = await loadBookingWithPeople(tx, job.bookingId);
      if (!withPeople) return;
      const { booking, tutor } = withPeople;
      if (booking.endAt.getTime() !== Date.parse(job.endAt)) return;
      const missing = missingAfterSession(booking);
      if (!missing) return;
      // Marked done in the transaction that queues the email, so it is never sent twice.
      if (!(await claimPendingJobByKey(tx, outcomeReminderJobKey(booking.id), now))) return;
      const input = {
        to: tutor,
        withPeople,
        bookingUrl: bookingUrlOf(app.config.appUrl, booking.id),
        now,
      };
      // Homework and notes' channel on the notifications page.
      const told = await notifyPerson(tx, {
        userId: tutor.id,
        event: 'homework-notes',
        key: `booking-outcome:${booking.id}:${tutor.id}`,
        now,
        email: () => enqueueEmail(tx, tutor.email, outcomeReminderMessage(input, missing)),
        push: () => {
          const t = textsIn(tutor.language, 'push', 'notes');
          return {
            title: t('title'),
            body: t('body', { subject: isolated(withPeople.subject[tutor.language]) }),
            ...bookingPushTarget(booking.id),
            lang: tutor.language,
          };
        },
      });
      queued = told.email;
    });
    if (queued) app.wakeMailer();
  };
}
