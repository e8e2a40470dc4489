import {
  addressVisibleHoursAfter,
  arriveOpensMinutesBefore,
  bookingActions,
  freeCancellationHours,
  joinOpensMinutesBefore,
  type BookingAction,
  type BookingStatus,
  type ChangeRequestKind,
} from '@nibras/contracts/booking';
import type { LessonMode, LessonPlace } from '@nibras/contracts/in-person';
import { AppError } from '../../plugins/envelope';

/**
 * The life of a booking as pure rules: who may do what, from which status, at which time. The
 * service enforces them, and the answers list what they allow, so a page shows only buttons
 * that will work.
 */

/** A participant is on the tutor's side or on the family's (the student, or the child's parent). */
export type Side = 'tutor' | 'family';

export type BookingParticipants = {
  tutorId: string;
  studentId: string | null;
  /** The parent of the child the booking is for, when it is for a child. */
  childParentId: string | null;
};

export type BookingState = {
  status: BookingStatus;
  startAt: Date;
  endAt: Date;
  /** `awaiting_approval` while a child's booking waits for its parent (issue 28). */
  paymentStatus?: string | null;
  /** Online unless said (issue 32): the classroom is online only, arriving in person only. */
  mode?: LessonMode;
  /** In person: when the tutor said "I have arrived" and "Finished". */
  arrivedAt?: Date | null;
  finishedAt?: Date | null;
};

const minuteMs = 60_000;

/** Undefined for anyone who is not a participant: they are told the booking does not exist. */
export function sideOf(booking: BookingParticipants, userId: string): Side | undefined {
  if (booking.tutorId === userId) return 'tutor';
  if (booking.studentId === userId || booking.childParentId === userId) return 'family';
  return undefined;
}

/**
 * A child's own login on a session of its parent's family (issue 31): it may ask, not decide.
 * Cancelling, moving and reviewing are the parent's; a student without a parent decides alone.
 */
export function parentDecides(booking: BookingParticipants, userId: string): boolean {
  return (
    booking.childParentId !== null &&
    booking.studentId === userId &&
    booking.childParentId !== userId
  );
}

/** The actions a child's login asks its parent for instead of taking them. */
const parentsActions: readonly BookingAction[] = ['cancel', 'reschedule'];

/** 403 `parent_decides` for a child's login that tries to take the parent's decision. */
export function assertDecidesAlone(booking: BookingParticipants, userId: string): void {
  if (parentDecides(booking, userId)) throw new AppError(403, 'parent_decides');
}

type Rule = {
  sides: readonly Side[];
  from: readonly BookingStatus[];
  /**
   * Changes of plan happen before the start; what happened is told after the end. In person,
   * "I have arrived" is said once on the day (from an hour before the start until the end),
   * "Finished" once after it.
   */
  when: 'beforeStart' | 'afterEnd' | 'onTheDay' | 'afterArrival';
  /** Only for a lesson in person. */
  inPerson?: true;
  /** Not while the booking waits for the parent's approval: nothing is held to act on yet. */
  approved?: true;
};

const both = ['tutor', 'family'] as const;
const rules: Record<BookingAction, Rule> = {
  confirm: { sides: ['tutor'], from: ['requested'], when: 'beforeStart', approved: true },
  decline: { sides: ['tutor'], from: ['requested'], when: 'beforeStart' },
  cancel: { sides: both, from: ['requested', 'confirmed'], when: 'beforeStart' },
  reschedule: {
    sides: both,
    from: ['requested', 'confirmed'],
    when: 'beforeStart',
    approved: true,
  },
  complete: { sides: ['tutor'], from: ['confirmed'], when: 'afterEnd' },
  'no-show': { sides: both, from: ['confirmed'], when: 'afterEnd' },
  arrive: { sides: ['tutor'], from: ['confirmed'], when: 'onTheDay', inPerson: true },
  finish: { sides: ['tutor'], from: ['confirmed'], when: 'afterArrival', inPerson: true },
};

/** The status a booking moves to; a reschedule cancels the old booking and makes a new one. */
export const statusAfter: Record<Exclude<BookingAction, 'arrive' | 'finish'>, BookingStatus> = {
  confirm: 'confirmed',
  decline: 'declined',
  cancel: 'cancelled',
  reschedule: 'cancelled',
  complete: 'completed',
  'no-show': 'no_show',
};

/** In person, "I have arrived" is open from an hour before the start until the end. */
export function arrivalOpen(booking: BookingState, now: Date): boolean {
  const opensAt = booking.startAt.getTime() - arriveOpensMinutesBefore * minuteMs;
  return now.getTime() >= opensAt && now < booking.endAt;
}

function inTime(rule: Rule, booking: BookingState, now: Date): boolean {
  switch (rule.when) {
    case 'beforeStart':
      return now < booking.startAt;
    case 'afterEnd':
      return now >= booking.endAt;
    case 'onTheDay':
      return !booking.arrivedAt && arrivalOpen(booking, now);
    case 'afterArrival':
      return Boolean(booking.arrivedAt) && !booking.finishedAt;
  }
}

function mayAct(action: BookingAction, booking: BookingState, side: Side, now: Date): boolean {
  const rule = rules[action];
  const awaiting = rule.approved && booking.paymentStatus === 'awaiting_approval';
  return (
    rule.sides.includes(side) &&
    rule.from.includes(booking.status) &&
    (!rule.inPerson || booking.mode === 'in-person') &&
    inTime(rule, booking, now) &&
    !awaiting
  );
}

/** 403 for a participant on the wrong side; 409 when the status or the time is wrong. */
export function assertMayAct(
  action: BookingAction,
  booking: BookingState,
  side: Side,
  now: Date,
): void {
  if (!rules[action].sides.includes(side)) throw new AppError(403, 'forbidden');
  if (!mayAct(action, booking, side, now)) throw new AppError(409, 'invalid_transition');
}

export function allowedActionsOf(
  booking: BookingState,
  side: Side,
  now: Date,
  options: { parentDecides?: boolean } = {},
): BookingAction[] {
  return bookingActions.filter(
    (action) =>
      mayAct(action, booking, side, now) &&
      !(options.parentDecides && parentsActions.includes(action)),
  );
}

/** What a child's login may ask its parent for now: what the parent could do themself. */
export function requestableChangesOf(booking: BookingState, now: Date): ChangeRequestKind[] {
  const kinds: ChangeRequestKind[] = [];
  if (mayAct('cancel', booking, 'family', now)) kinds.push('cancel');
  if (mayAct('reschedule', booking, 'family', now)) kinds.push('move');
  return kinds;
}

/** A no-show is told about the other side: the tutor reports the student, the family the tutor. */
export function mayReportNoShowOf(side: Side, party: 'tutor' | 'student'): boolean {
  return side === 'tutor' ? party === 'student' : party === 'tutor';
}

/** Cancelling closer to the start than the free period is recorded as late (not refused). */
export function isLateCancellation(startAt: Date, now: Date): boolean {
  return startAt.getTime() - now.getTime() < freeCancellationHours * 60 * minuteMs;
}

/**
 * "Join" opens shortly before the start and closes at the end, for a confirmed booking only;
 * never for a lesson in person (the classroom is online only).
 */
export function classroomOf(booking: BookingState, now: Date) {
  const opensAt = new Date(booking.startAt.getTime() - joinOpensMinutesBefore * minuteMs);
  const open =
    booking.mode !== 'in-person' &&
    booking.status === 'confirmed' &&
    now >= opensAt &&
    now < booking.endAt;
  return { opensAt, closesAt: booking.endAt, open };
}

/** The statuses of a lesson the tutor has agreed to give: the address is shared from then. */
const agreedStatuses: readonly BookingStatus[] = ['confirmed', 'completed', 'no_show'];

/**
 * Decision 0030: whoever's place it is reads an in-person lesson's full address always; the
 * other side only while the lesson is agreed (confirmed, and after it completed or a no-show)
 * until `addressVisibleHoursAfter` after its end. A request, a declined or cancelled lesson and
 * a lesson long past show the other side the area only. Non-participants never get this far.
 */
export function addressVisibleTo(
  side: Side,
  place: LessonPlace,
  booking: BookingState,
  now: Date,
): boolean {
  const owner: Side = place === 'family-home' ? 'family' : 'tutor';
  if (side === owner) return true;
  const until = booking.endAt.getTime() + addressVisibleHoursAfter * 60 * minuteMs;
  return agreedStatuses.includes(booking.status) && now.getTime() < until;
}
