import { z } from 'zod';
import { pagingParams } from './paging';
import { plainText } from './text';

/**
 * Booking a lesson and the live class: what a family sends to book, the transitions of a
 * booking's life, and what every side reads back. Times are UTC ISO 8601, money a decimal string
 * with its currency, ids UUIDs; messages are translation keys of i18n/en.ts.
 */

export const bookingStatuses = [
  'requested',
  'confirmed',
  'declined',
  'cancelled',
  'completed',
  'no_show',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** A booking that still holds its time: the tutor's and the student's calendars are blocked by it. */
export const activeBookingStatuses = ['requested', 'confirmed'] as const satisfies BookingStatus[];

/** A free trial lasts this long, whatever the tutor's usual lesson length. */
export const trialMinutes = 30;
/** "Join" opens this long before the start and stays open until the end. */
export const joinOpensMinutesBefore = 10;
/** Cancelling closer to the start than this is a late cancellation (recorded, not refused). */
export const freeCancellationHours = 24;
/** Reminders go out this long before the start, to the tutor and the family. */
export const reminderHoursBefore = [24, 1] as const;

export const bookingActions = [
  'confirm',
  'decline',
  'cancel',
  'reschedule',
  'complete',
  'no-show',
] as const;
export type BookingAction = (typeof bookingActions)[number];

/** Who did not come: the tutor, or the student. */
export const noShowParties = ['tutor', 'student'] as const;
export type NoShowParty = (typeof noShowParties)[number];

export const maxReasonLength = 500;
export const maxNotesLength = 5000;
export const maxReviewCommentLength = 1000;

const uuidSchema = z.uuid({ error: 'validation.booking.idInvalid' });

/** An instant with its offset, refused outside the years a booking can sit in. */
export const bookingInstantSchema = z.iso
  .datetime({ offset: true, error: 'validation.booking.startInvalid' })
  .refine((value) => {
    const year = new Date(value).getUTCFullYear();
    return year >= 2000 && year <= 2100;
  }, 'validation.booking.startInvalid');

/** Plain text a person writes: no NUL bytes (PostgreSQL refuses them), trimmed, bounded. */
function writtenText(max: number) {
  return plainText().trim().max(max, 'validation.tooLong');
}

/** `POST /bookings`: a parent names one of their children; a student books for themself. */
export const createBookingSchema = z.object({
  tutorId: uuidSchema,
  subjectId: z
    .number({ error: 'validation.booking.subjectRequired' })
    .int('validation.idInvalid')
    .positive('validation.idInvalid'),
  start: bookingInstantSchema,
  childId: uuidSchema.optional(),
  trial: z.boolean({ error: 'validation.selectionInvalid' }).optional().default(false),
});
export type CreateBookingInput = z.input<typeof createBookingSchema>;

/** Body of decline and cancel: an optional reason, kept in the history. */
export const bookingReasonSchema = z.object({
  reason: writtenText(maxReasonLength).optional(),
});

export const rescheduleBookingSchema = z.object({
  start: bookingInstantSchema,
  reason: writtenText(maxReasonLength).optional(),
});
export type RescheduleBookingInput = z.input<typeof rescheduleBookingSchema>;

export const noShowSchema = z.object({
  party: z.enum(noShowParties, { error: 'validation.selectionInvalid' }),
  reason: writtenText(maxReasonLength).optional(),
});

/** After a booking, the tutor's notes and homework, in whatever language the tutor writes. */
export const bookingNotesSchema = z
  .object({
    notes: writtenText(maxNotesLength),
    homework: writtenText(maxNotesLength).optional().default(''),
  })
  .refine((value) => value.notes.length > 0, {
    error: 'validation.booking.notesRequired',
    path: ['notes'],
  });
export type BookingNotesInput = z.input<typeof bookingNotesSchema>;

/** The family rates the tutor once per completed booking. */
export const reviewSchema = z.object({
  rating: z
    .number({ error: 'validation.booking.ratingRange' })
    .int('validation.booking.ratingRange')
    .min(1, 'validation.booking.ratingRange')
    .max(5, 'validation.booking.ratingRange'),
  comment: writtenText(maxReviewCommentLength).optional().default(''),
});
export type ReviewInput = z.input<typeof reviewSchema>;

/**
 * Which bookings a list holds. `upcoming`: still holding their time and not over; `past`:
 * everything else; `requests`: asked for, not answered, not started; `confirmed`: confirmed and
 * not over; `needs-notes` (tutors only): completed without the tutor's notes.
 */
export const bookingScopes = ['upcoming', 'past', 'requests', 'confirmed', 'needs-notes'] as const;
export type BookingScope = (typeof bookingScopes)[number];

export const bookingListQuerySchema = z.object({
  scope: z.enum(bookingScopes, { error: 'validation.selectionInvalid' }).default('upcoming'),
  /** A parent's view of one of their children (404 `child_not_found` for anyone else's). */
  childId: uuidSchema.optional(),
  ...pagingParams({ maxPageSize: 50, defaultPageSize: 10 }),
});
export type BookingListQuery = z.input<typeof bookingListQuerySchema>;

const personSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
});

/** Where a paid session's money stands; free trials have none. */
export const paymentStatuses = [
  'awaiting_approval',
  'held',
  'released',
  'charged',
  'partly_charged',
  'disputed',
  'refunded',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

/** `payment` on a booking's answer: what was held and where it stands. */
export const bookingPaymentSchema = z.object({
  status: z.enum(paymentStatuses),
  /** The session's price: what is or was held. */
  amount: z.string(),
  currency: z.string().length(3),
  /** What the family was charged in the end (0.00 until charged). */
  charged: z.string(),
  /** Until when the family may dispute the charge; null when it may not (or no longer). */
  disputableUntil: z.string().nullable(),
});
export type BookingPayment = z.infer<typeof bookingPaymentSchema>;

/** What every side reads of a booking. */
export const bookingSchema = z.object({
  id: z.string(),
  status: z.enum(bookingStatuses),
  start: z.string(),
  end: z.string(),
  tutor: personSchema.extend({ timeZone: z.string() }),
  subject: z.object({ id: z.number().int(), nameEn: z.string(), nameAr: z.string() }),
  /** The learner: a student account (`kind: 'student'`) or a parent's child (`kind: 'child'`). */
  student: z.object({ id: z.string(), fullName: z.string(), kind: z.enum(['student', 'child']) }),
  trial: z.boolean(),
  price: z.object({ amount: z.string(), currency: z.string() }),
  /** Set when the booking was cancelled less than 24 hours before its start. */
  lateCancellation: z.boolean(),
  noShowParty: z.enum(noShowParties).nullable(),
  /** The booking this one replaced, when it was made by a reschedule. */
  rescheduledFromId: z.string().nullable(),
  /** The booking that replaced this one, when it was rescheduled. */
  rescheduledToId: z.string().nullable(),
  createdAt: z.string(),
  /** What the caller may do now, so a page shows only buttons that will work. */
  allowedActions: z.array(z.enum(bookingActions)),
  /** When "Join" opens and closes; `open` is read on the server's clock. */
  classroom: z.object({ opensAt: z.string(), closesAt: z.string(), open: z.boolean() }),
  canReview: z.boolean(),
  canWriteNotes: z.boolean(),
  /** A paid session's money (decision 0025); null for a free trial. */
  payment: bookingPaymentSchema.nullable(),
});
export type Booking = z.infer<typeof bookingSchema>;

export const bookingEventSchema = z.object({
  at: z.string(),
  actor: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  fromStatus: z.enum(bookingStatuses).nullable(),
  toStatus: z.enum(bookingStatuses),
  reason: z.string().nullable(),
});
export type BookingEvent = z.infer<typeof bookingEventSchema>;

/** `GET /bookings/:id`: the booking with its history, notes and review. */
export const bookingDetailSchema = bookingSchema.extend({
  history: z.array(bookingEventSchema),
  notes: z.object({ notes: z.string(), homework: z.string(), updatedAt: z.string() }).nullable(),
  review: z
    .object({ rating: z.number().int(), comment: z.string(), createdAt: z.string() })
    .nullable(),
  joins: z.array(z.object({ userId: z.string(), fullName: z.string(), at: z.string() })),
});
export type BookingDetail = z.infer<typeof bookingDetailSchema>;

export const bookingPageSchema = z.object({
  items: z.array(bookingSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type BookingPage = z.infer<typeof bookingPageSchema>;

/** `POST /bookings/:id/join`: the room, given only inside the join window to its participants. */
export const joinAnswerSchema = z.object({ url: z.string() });
export type JoinAnswer = z.infer<typeof joinAnswerSchema>;

/**
 * A path inside the app to come back to after login, signup or email confirmation: one leading
 * slash (never `//`, which a browser reads as another site), no backslash, bounded.
 */
export const returnPathSchema = z
  .string()
  .max(1000, 'validation.tooLong')
  .regex(/^\/(?![/\\])[^\\\s]*$/, 'validation.returnPathInvalid');

export function isSafeReturnPath(value: unknown): value is string {
  return returnPathSchema.safeParse(value).success;
}

/**
 * An hourly price prorated to a lesson's length and rounded to the cent, as the API prices a
 * booking and the web shows it before booking: "25.00" for 45 minutes is "18.75". In cents, so
 * no binary fraction creeps in.
 */
export function proratedPrice(hourlyPrice: string, minutes: number): string {
  const [whole = '0', fraction = ''] = hourlyPrice.split('.');
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
  const prorated = Math.round((cents * minutes) / 60);
  return `${Math.floor(prorated / 100)}.${String(prorated % 100).padStart(2, '0')}`;
}
