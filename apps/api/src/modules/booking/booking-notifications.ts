import { reminderHoursBefore } from '@nibras/contracts/booking';
import type { NotificationEvent } from '@nibras/contracts/notifications';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { EmailAttachment } from '../../db/schema/index';
import type { RenderedEmail } from '../../emails/layout';
import { scheduleJob, type JobHandler } from '../jobs/jobs';
import { claimPendingJobByKey } from '../jobs/jobs.repo';
import type { DbExecutor } from '../../db/client';
import { enqueueEmail } from '../mail/outbox';
import { notifyPerson } from '../notifications/notify';
import { isolated } from '../../emails/layout';
import { textsIn } from '../../plugins/i18n';
import { bookingPushTarget, bookingUrlOf, calendarAttachmentOf } from './booking-calendar';
import { scheduleOutcomeReminder } from './booking-outcome-reminder';
import {
  bookedMessage,
  cancelledMessage,
  confirmedMessage,
  declinedMessage,
  reminderMessage,
  requestedMessage,
  rescheduledMessage,
  notesWrittenMessage,
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

/** What a push says about a booking: one of the `push` texts. */
type PushNotice =
  | 'requested'
  | 'booked'
  | 'confirmed'
  | 'declined'
  | 'cancelled'
  | 'rescheduled'
  | 'reminder24'
  | 'reminder1'
  | 'walletShort';

/** The kind of event each push notice is, for the reader's choice of channels. */
const eventOf: Record<PushNotice, NotificationEvent> = {
  requested: 'booking-requested',
  booked: 'booking-confirmed',
  confirmed: 'booking-confirmed',
  declined: 'booking-declined',
  cancelled: 'booking-cancelled',
  rescheduled: 'booking-moved',
  reminder24: 'reminder-24h',
  reminder1: 'reminder-1h',
  walletShort: 'money',
};

/** A start as a lock screen shows it: short, in the reader's language and zone. */
export function pushTimeText(startAt: Date, reader: BookingPerson) {
  return new Intl.DateTimeFormat(reader.language === 'ar' ? 'ar-u-nu-latn' : 'en', {
    timeZone: reader.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  }).format(startAt);
}

/** A booking's push in the reader's language; a tap opens the session's page. */
function bookingPush(withPeople: BookingWithPeople, to: BookingPerson, notice: PushNotice) {
  const t = textsIn(to.language, 'push', notice);
  const names = {
    learner: isolated(withPeople.learnerName),
    tutor: isolated(withPeople.tutor.fullName),
    subject: isolated(withPeople.subject[to.language]),
    time: pushTimeText(withPeople.booking.startAt, to),
  };
  return {
    title: t('title'),
    body: t('body', names),
    ...bookingPushTarget(withPeople.booking.id),
    lang: to.language,
  };
}

/**
 * Tells one person of a booking's change on the channels they chose for its kind of event:
 * the email with the booking's calendar file, and a push to each of their devices, both in the
 * reader's language.
 */
async function queue(
  tx: DbExecutor,
  context: Context,
  withPeople: BookingWithPeople,
  to: BookingPerson,
  notice: PushNotice,
  render: (input: BookingEmailInput) => RenderedEmail,
  extraFiles: EmailAttachment[] = [],
) {
  const input = {
    to,
    withPeople,
    bookingUrl: bookingUrlOf(context.appUrl, withPeople.booking.id),
    now: context.now,
  };
  await notifyPerson(tx, {
    userId: to.id,
    event: eventOf[notice],
    key: `booking:${withPeople.booking.id}:${withPeople.booking.startAt.getTime()}:${notice}:${to.id}`,
    now: context.now,
    email: () => {
      const calendar = calendarAttachmentOf(withPeople, {
        ...context,
        language: to.language,
        readerId: to.id,
      });
      return enqueueEmail(tx, to.email, render(input), [calendar, ...extraFiles]);
    },
    push: () => bookingPush(withPeople, to, notice),
  });
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

/** The reminders of a booking confirmed without a notice of its own (a series' later weeks). */
export async function scheduleBookingReminders(tx: DbExecutor, bookingId: string, now: Date) {
  const withPeople = await loadBookingWithPeople(tx, bookingId);
  if (withPeople) await scheduleReminders(tx, withPeople, now);
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
      await queue(tx, context, withPeople, tutor, 'requested', requestedMessage);
      return;
    case 'confirmed':
      await queue(tx, context, withPeople, family, 'confirmed', confirmedMessage);
      if (confirmedWithoutTutor(withPeople))
        await queue(tx, context, withPeople, tutor, 'booked', bookedMessage);
      await scheduleReminders(tx, withPeople, context.now);
      return;
    case 'declined': {
      const tutorUrl = new URL(`/tutors/${tutor.id}`, `${context.appUrl}/`).toString();
      const reason = latestReason(withPeople.history);
      await queue(tx, context, withPeople, family, 'declined', (input) =>
        declinedMessage(input, { reason, tutorUrl }),
      );
      return;
    }
    case 'cancelled': {
      const { notified, actor } = sidesToTell(withPeople, options.actorId);
      const reason = latestReason(withPeople.history);
      for (const to of notified)
        await queue(tx, context, withPeople, to, 'cancelled', (input) =>
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
          'rescheduled',
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
  await queue(tx, context, withPeople, withPeople.family, 'walletShort', (input) =>
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
        await queue(
          tx,
          context,
          withPeople,
          to,
          job.hoursBefore === 1 ? 'reminder1' : 'reminder24',
          (input) => reminderMessage(input, job.hoursBefore),
        );
      queued = true;
    });
    if (queued) app.wakeMailer();
  };
}

/**
 * The family hears, on the channels they chose for notes and homework, that the tutor wrote
 * them: the email and the push both lead to the session's page, where the notes are read.
 * Called when they are first written: a later edit says nothing more.
 */
export async function notifyNotesWritten(tx: DbExecutor, context: Context, bookingId: string) {
  const withPeople = await loadBookingWithPeople(tx, bookingId);
  if (!withPeople) return;
  const { family, tutor, booking } = withPeople;
  await notifyPerson(tx, {
    userId: family.id,
    event: 'homework-notes',
    key: `booking-notes:${booking.id}:${family.id}`,
    now: context.now,
    email: () =>
      enqueueEmail(
        tx,
        family.email,
        notesWrittenMessage({
          to: family,
          withPeople,
          bookingUrl: bookingUrlOf(context.appUrl, booking.id),
          now: context.now,
        }),
      ),
    push: () => {
      const t = textsIn(family.language, 'push', 'homework');
      return {
        title: t('title'),
        body: t('body', {
          subject: isolated(withPeople.subject[family.language]),
          tutor: isolated(tutor.fullName),
        }),
        ...bookingPushTarget(booking.id),
        lang: family.language,
      };
    },
  });
}
