import { reminderHoursBefore } from '@nibras/contracts/booking';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EmailAttachment } from '../../db/schema/index';
import type { RenderedEmail } from '../../emails/layout';
import { scheduleJob, type JobHandler } from '../jobs/jobs';
import { claimPendingJobByKey } from '../jobs/jobs.repo';
import type { DbExecutor } from '../../db/client';
import { enqueueEmail } from '../mail/outbox';
import { calendarAttachmentOf, bookingUrlOf } from './booking-calendar';
import { scheduleOutcomeReminder } from './booking-outcome-reminder';
import {
  bookedMessage,
  cancelledMessage,
  confirmedMessage,
  declinedMessage,
  reminderMessage,
  requestedMessage,
  rescheduledMessage,
  walletShortMessage,
  type ReminderHours,
  type BookingEmailInput,
} from './booking-emails';
import {
  loadBookingWithPeople,
  type BookingWithPeople,
  type BookingPerson,
} from './booking-people';

/** A change of a booking that someone is told about by email. */
export type BookingNotice = 'requested' | 'confirmed' | 'declined' | 'cancelled' | 'rescheduled';

export const bookingReminderJob = 'booking.reminder';

const reminderPayloadSchema = z.object({
  bookingId: z.uuid(),
  hoursBefore: z.literal(reminderHoursBefore),
  /** The start the reminder was made for: a booking moved since then gets none. */
  startAt: z.iso.datetime(),
});

export function reminderJobKey(bookingId: string, hoursBefore: ReminderHours) {
  return `booking-reminder:${bookingId}:${hoursBefore}h`;
}

type Context = { appUrl: string; now: Date };

/** Queues one email with the booking's calendar file in the reader's language. */
function queue(
  tx: DbExecutor,
  context: Context,
  withPeople: BookingWithPeople,
  to: BookingPerson,
  render: (input: BookingEmailInput) => RenderedEmail,
  extraFiles: EmailAttachment[] = [],
) {
  const input = {
    to,
    withPeople,
    bookingUrl: bookingUrlOf(context.appUrl, withPeople.booking.id),
    now: context.now,
  };
  const calendar = calendarAttachmentOf(withPeople, {
    ...context,
    language: to.language,
    readerId: to.id,
  });
  return enqueueEmail(tx, to.email, render(input), [calendar, ...extraFiles]);
}

/**
 * Who is told of a change: the side that did not make it. When neither the tutor nor the
 * family acted (the system, or staff), both are told.
 */
function sidesToTell(withPeople: BookingWithPeople, actorId: string | undefined) {
  if (actorId === withPeople.tutor.id)
    return { notified: [withPeople.family], actor: withPeople.tutor };
  if (actorId === withPeople.family.id || actorId === withPeople.booking.bookedById)
    return { notified: [withPeople.tutor], actor: withPeople.family };
  return { notified: [withPeople.tutor, withPeople.family], actor: undefined };
}

/** The newest reason written in a booking's history, if any. */
function latestReason(...histories: BookingWithPeople['history'][]) {
  for (const history of histories)
    for (const event of [...history].reverse()) if (event.reason) return event.reason;
  return undefined;
}

/**
 * Confirmed without the tutor's answer (the tutor's hours confirm by themselves), when booked
 * or when a parent approved their child's booking: the tutor hears it was booked.
 */
function confirmedWithoutTutor(withPeople: BookingWithPeople) {
  const last = withPeople.history.at(-1);
  return last?.toStatus === 'confirmed' && last.actorId !== withPeople.tutor.id;
}

/**
 * Schedules the reminders still ahead by the app clock, and the tutor's reminder to tell how
 * the session went; scheduling twice is a no-op.
 */
async function scheduleReminders(tx: DbExecutor, withPeople: BookingWithPeople, now: Date) {
  const { booking } = withPeople;
  await scheduleOutcomeReminder(tx, booking);
  for (const hoursBefore of reminderHoursBefore) {
    const dueAt = new Date(booking.startAt.getTime() - hoursBefore * 3_600_000);
    if (dueAt.getTime() <= now.getTime()) continue;
    await scheduleJob(tx, {
      kind: bookingReminderJob,
      key: reminderJobKey(booking.id, hoursBefore),
      dueAt,
      payload: { bookingId: booking.id, hoursBefore, startAt: booking.startAt.toISOString() },
    });
  }
}

/**
 * Queues the emails of one change of a booking (in each recipient's language and zone, with
 * the .ics) and, when a booking is confirmed, schedules its reminders; inside the caller's
 * transaction, so they exist only if the change does. `now` is the app clock's.
 */
export async function notifyBookingChange(
  tx: DbExecutor,
  context: Context,
  notice: BookingNotice,
  bookingId: string,
  options: { actorId?: string; replacedBookingId?: string } = {},
): Promise<void> {
  const withPeople = await loadBookingWithPeople(tx, bookingId);
  if (!withPeople) throw new Error(`booking ${bookingId} not found`);
  const { tutor, family } = withPeople;
  switch (notice) {
    case 'requested':
      await queue(tx, context, withPeople, tutor, requestedMessage);
      return;
    case 'confirmed':
      await queue(tx, context, withPeople, family, confirmedMessage);
      if (confirmedWithoutTutor(withPeople))
        await queue(tx, context, withPeople, tutor, bookedMessage);
      await scheduleReminders(tx, withPeople, context.now);
      return;
    case 'declined': {
      const tutorUrl = new URL(`/tutors/${tutor.id}`, `${context.appUrl}/`).toString();
      const reason = latestReason(withPeople.history);
      await queue(tx, context, withPeople, family, (input) =>
        declinedMessage(input, { reason, tutorUrl }),
      );
      return;
    }
    case 'cancelled': {
      const { notified, actor } = sidesToTell(withPeople, options.actorId);
      const reason = latestReason(withPeople.history);
      for (const to of notified)
        await queue(tx, context, withPeople, to, (input) =>
          cancelledMessage(input, { actor, reason }),
        );
      return;
    }
    case 'rescheduled': {
      const replaced = options.replacedBookingId
        ? await loadBookingWithPeople(tx, options.replacedBookingId)
        : undefined;
      if (!replaced) throw new Error(`rescheduled booking ${bookingId} names no replaced booking`);
      // The old time leaves the reader's calendar: its file says cancelled, whatever its row says.
      const cancelledCopy = {
        ...replaced,
        booking: { ...replaced.booking, status: 'cancelled' as const },
      };
      const { notified, actor } = sidesToTell(withPeople, options.actorId);
      const reason = latestReason(withPeople.history, replaced.history);
      for (const to of notified) {
        const oldFile = calendarAttachmentOf(cancelledCopy, {
          ...context,
          language: to.language,
          readerId: to.id,
        });
        await queue(
          tx,
          context,
          withPeople,
          to,
          (input) => rescheduledMessage(input, { actor, reason, previous: replaced.booking }),
          [oldFile],
        );
      }
      if (withPeople.booking.status === 'confirmed')
        await scheduleReminders(tx, withPeople, context.now);
      return;
    }
  }
}

/**
 * Tells the family that its wallet does not cover a series' next lesson, which waits until
 * `deadline` (issue 34). Inside the hold job's transaction.
 */
export async function notifyWalletShort(
  tx: DbExecutor,
  context: Context,
  bookingId: string,
  deadline: Date,
): Promise<void> {
  const withPeople = await loadBookingWithPeople(tx, bookingId);
  if (!withPeople) throw new Error(`booking ${bookingId} not found`);
  const walletUrl = new URL('/wallet', `${context.appUrl}/`).toString();
  await queue(tx, context, withPeople, withPeople.family, (input) =>
    walletShortMessage(input, { deadline, walletUrl }),
  );
}

/**
 * Sends one reminder to the tutor and the family. It sends nothing when the booking is no
 * longer confirmed, was moved (its start is not the one the job was made for), or has already
 * started (a runner that was down catches up without stale reminders).
 */
export function bookingReminderHandler(app: FastifyInstance): JobHandler {
  return async (payload, { db, now }) => {
    const job = reminderPayloadSchema.parse(payload);
    let queued = false;
    await db.transaction(async (tx) => {
      const withPeople = await loadBookingWithPeople(tx, job.bookingId);
      if (!withPeople) return;
      const { booking } = withPeople;
      if (booking.status !== 'confirmed') return;
      if (booking.startAt.getTime() !== Date.parse(job.startAt)) return;
      if (booking.startAt.getTime() <= now.getTime()) return;
      // Marked done in the transaction that queues the emails, so a process that dies before
      // the runner records the job cannot make it send twice.
      if (!(await claimPendingJobByKey(tx, reminderJobKey(job.bookingId, job.hoursBefore), now)))
        return;
      const context = { appUrl: app.config.appUrl, now };
      for (const to of [withPeople.tutor, withPeople.family])
        await queue(tx, context, withPeople, to, (input) =>
          reminderMessage(input, job.hoursBefore),
        );
      queued = true;
    });
    if (queued) app.wakeMailer();
  };
}
