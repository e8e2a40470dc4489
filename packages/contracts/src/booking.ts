import { z } from 'zod';
import { addressForms } from './address-as';
import {
  addressInputSchema,
  addressSchema,
  lessonModeSchema,
  lessonPlaceSchema,
} from './in-person';
import { pagingParams } from './paging';
import { hasVisibleText, multiLineText } from './text';

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
/** A tutor reads an in-person lesson's full address until this long after its end. */
export const addressVisibleHoursAfter = 24;
/** In person, the tutor may say "I have arrived" from this long before the start until the end. */
export const arriveOpensMinutesBefore = 60;
/** Reminders go out this long before the start, to the tutor and the family. */
export const reminderHoursBefore = [24, 1] as const;

export const bookingActions = [
  'confirm',
  'decline',
  'cancel',
  'reschedule',
  'complete',
  'no-show',
  /** In person, on the day: the tutor's "I have arrived" and "Finished" (issue 32). */
  'arrive',
  'finish',
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

/** What a person writes about a booking, of several lines (text.ts's rule), trimmed, bounded. */
function writtenText(max: number) {
  return multiLineText().trim().max(max, 'validation.tooLong');
}

/** `POST /bookings`: a parent names one of their children; a student books for themself. */
export const createBookingSchema = z
  .object({
    tutorId: uuidSchema,
    subjectId: z
      .number({ error: 'validation.booking.subjectRequired' })
      .int('validation.idInvalid')
      .positive('validation.idInvalid'),
    start: bookingInstantSchema,
    childId: uuidSchema.optional(),
    trial: z.boolean({ error: 'validation.selectionInvalid' }).optional().default(false),
    /** Online when absent; in person needs `address` (issue 32). */
    mode: lessonModeSchema.optional().default('online'),
    /** In person: at the family's home (the default) or at the tutor's own place. */
    place: lessonPlaceSchema.optional().default('family-home'),
    /** At the family's home: where; kept in the family's saved addresses too. */
    address: addressInputSchema.optional(),
  })
  .superRefine((value, context) => {
    if (value.mode === 'in-person' && value.place === 'family-home' && !value.address)
      context.addIssue({
        code: 'custom',
        message: 'validation.inPerson.addressRequired',
        path: ['address'],
      });
    // Nobody travels for a free half hour (decision 0030).
    if (value.trial && value.mode === 'in-person')
      context.addIssue({
        code: 'custom',
        message: 'validation.inPerson.trialOnline',
        path: ['mode'],
      });
  });
export type CreateBookingInput = z.input<typeof createBookingSchema>;

/** `GET /bookings/trial-eligibility?tutorId`: may the signed-in family still have a free trial? */
export const trialEligibilityQuerySchema = z.object({ tutorId: uuidSchema });

/**
 * One free trial per learner per tutor. `available`: some learner of the family can still have
 * one with this tutor (a parent with no child yet can: the child is added before booking);
 * `learners`: each of a parent's children (`childId`), or the student themself (`childId` null).
 */
export const trialEligibilitySchema = z.object({
  tutorId: z.string(),
  available: z.boolean(),
  learners: z.array(z.object({ childId: z.string().nullable(), available: z.boolean() })),
});
export type TrialEligibility = z.infer<typeof trialEligibilitySchema>;

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
  .refine((value) => hasVisibleText(value.notes), {
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
 * not over; `needs-notes` (tutors only): what the tutor still owes a session, its outcome
 * (confirmed and over) or its notes (completed without them).
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

/**
 * A child's login may ask, not decide (issue 31): it asks its parent to cancel a session of the
 * family or to move it to a new start; the parent approves or declines, the child may withdraw.
 */
export const changeRequestKinds = ['cancel', 'move'] as const;
export type ChangeRequestKind = (typeof changeRequestKinds)[number];
/** `lapsed`: still unanswered when the session started or stopped holding its time. */
export const changeRequestStatuses = [
  'open',
  'approved',
  'declined',
  'withdrawn',
  'lapsed',
] as const;
export type ChangeRequestStatus = (typeof changeRequestStatuses)[number];

/** A child's request as the family reads it on the booking and in the parent's list. */
export const changeRequestSchema = z.object({
  id: z.string(),
  kind: z.enum(changeRequestKinds),
  status: z.enum(changeRequestStatuses),
  /** A move's new start; null for a cancellation. */
  start: z.string().nullable(),
  /** The child's reason, if given. */
  reason: z.string().nullable(),
  /** The parent's reason for declining, if given. */
  answerReason: z.string().nullable(),
  requestedBy: z.object({ id: z.string(), fullName: z.string() }),
  createdAt: z.string(),
  closedAt: z.string().nullable(),
});
export type ChangeRequest = z.infer<typeof changeRequestSchema>;

/** What every side reads of a booking. */
export const bookingSchema = z.object({
  id: z.string(),
  status: z.enum(bookingStatuses),
  start: z.string(),
  end: z.string(),
  tutor: personSchema.extend({
    timeZone: z.string(),
    /** How the tutor asked to be addressed, for the gender of texts about them; null unset. */
    addressAs: z.enum(addressForms).nullable().optional(),
  }),
  subject: z.object({ id: z.number().int(), nameEn: z.string(), nameAr: z.string() }),
  /** The learner: a student account (`kind: 'student'`) or a parent's child (`kind: 'child'`). */
  student: z.object({ id: z.string(), fullName: z.string(), kind: z.enum(['student', 'child']) }),
  /**
   * What the family told of the learner, for the tutor to prepare: each part null when it was
   * never given (older accounts). Only the booking's two sides read a booking at all.
   */
  learner: z.object({
    firstName: z.string(),
    age: z.number().int().nullable(),
    grade: z.object({ nameEn: z.string(), nameAr: z.string() }).nullable(),
    goals: z.string().nullable(),
  }),
  trial: z.boolean(),
  price: z.object({ amount: z.string(), currency: z.string() }),
  /** Set when the booking was cancelled less than 24 hours before its start. */
  lateCancellation: z.boolean(),
  noShowParty: z.enum(noShowParties).nullable(),
  /** The booking this one replaced, when it was made by a reschedule. */
  rescheduledFromId: z.string().nullable(),
  /** The booking that replaced this one, when it was rescheduled. */
  rescheduledToId: z.string().nullable(),
  /** The weekly series this lesson is one week of (issue 34), or null for a lesson of its own. */
  seriesId: z.string().nullable().optional(),
  createdAt: z.string(),
  /** What the caller may do now, so a page shows only buttons that will work. */
  allowedActions: z.array(z.enum(bookingActions)),
  /** Its time is over, on the server's clock: a confirmed one then waits to be marked. */
  ended: z.boolean(),
  /** When "Join" opens and closes; `open` is read on the server's clock. */
  classroom: z.object({ opensAt: z.string(), closesAt: z.string(), open: z.boolean() }),
  canReview: z.boolean(),
  canWriteNotes: z.boolean(),
  /** A paid session's money (decision 0025); null for a free trial. */
  payment: bookingPaymentSchema.nullable(),
  /**
   * The caller is a child's login whose parent decides (issue 31): no cancel, move or review
   * of its own; it asks instead (`requestableChanges`).
   */
  parentDecides: z.boolean(),
  /** What the caller may ask the parent for now (a child's login only). */
  requestableChanges: z.array(z.enum(changeRequestKinds)),
  /** The family's latest request about this booking, open or closed; null to the tutor. */
  changeRequest: changeRequestSchema.nullable(),
  /** Online, or in person at an address (issue 32). */
  mode: lessonModeSchema,
  /** In person: the tutor's travel time kept free before and after; 0 online. */
  travelBufferMinutes: z.number().int(),
  /** In person: the district (or city) of the address, which the tutor sees at the request. */
  area: z.object({ id: z.number().int(), name: z.string(), cityName: z.string() }).nullable(),
  /** In person: at the family's home or at the tutor's own place; null online. */
  place: lessonPlaceSchema.nullable(),
  /**
   * In person, the whole address, only to those allowed to see it now. At the family's home:
   * the family always, the tutor from confirmation until 24 hours after the lesson's end. At
   * the tutor's place: the tutor always, the family in that same window. Nobody else, ever.
   * Null otherwise.
   */
  address: addressSchema.nullable(),
  /** In person: when the tutor said "I have arrived" and "Finished"; null until then. */
  visits: z.object({ arrivedAt: z.string().nullable(), finishedAt: z.string().nullable() }),
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

/** A family's objection to a charge, or its claim that the tutor did not come (issue 29). */
export const disputeKinds = ['dispute', 'tutor_no_show'] as const;
export type DisputeKind = (typeof disputeKinds)[number];
export const disputeStatuses = [
  'open',
  'resolved_for_family',
  'resolved_for_tutor',
  'resolved_partly',
] as const;
export type DisputeStatus = (typeof disputeStatuses)[number];

/** The longest tutor's answer to a claim, and an operator's reason for a decision. */
export const maxDisputeTextLength = 2000;

/** What both sides read of a booking's dispute on its page: the words of each, and the decision. */
export const bookingDisputeSchema = z.object({
  kind: z.enum(disputeKinds),
  status: z.enum(disputeStatuses),
  /** The family's words. */
  reason: z.string(),
  createdAt: z.string(),
  tutorAnswer: z.string().nullable(),
  tutorAnsweredAt: z.string().nullable(),
  /** The operator's reason, once decided. */
  resolution: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  /** What went back to the family, once decided. */
  familyRefund: z.string().nullable(),
  currency: z.string(),
  /** The tutor may answer while the dispute is open. */
  canAnswer: z.boolean(),
});
export type BookingDispute = z.infer<typeof bookingDisputeSchema>;

/** `POST /bookings/:id/dispute/answer`: the tutor's side of the story. */
export const disputeAnswerSchema = z.object({
  answer: writtenText(maxDisputeTextLength).min(1, 'validation.required'),
});
export type DisputeAnswerInput = z.input<typeof disputeAnswerSchema>;

/** `GET /bookings/:id`: the booking with its history, notes and review. */
export const bookingDetailSchema = bookingSchema.extend({
  history: z.array(bookingEventSchema),
  notes: z.object({ notes: z.string(), homework: z.string(), updatedAt: z.string() }).nullable(),
  review: z
    .object({
      rating: z.number().int(),
      comment: z.string(),
      createdAt: z.string(),
      /** Removed by an operator (decision 0026): its words are gone. */
      removed: z.boolean(),
    })
    .nullable(),
  joins: z.array(z.object({ userId: z.string(), fullName: z.string(), at: z.string() })),
  /** The dispute or no-show claim on this session, if there is one. */
  dispute: bookingDisputeSchema.nullable(),
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
