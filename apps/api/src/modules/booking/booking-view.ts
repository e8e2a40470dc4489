import {
  activeBookingStatuses,
  type Booking,
  type BookingDetail,
  type BookingDispute,
  type BookingPayment,
  type ChangeRequest,
} from '@nibras/contracts/booking';
import type { Language } from '@nibras/contracts/i18n/languages';
import type { Address } from '@nibras/contracts/in-person';
import { amountOf } from '@nibras/contracts/money';
import { avatarUrlOf } from '../auth/avatar-url';
import { participantsOf } from './booking-access';
import type { DbExecutor } from '../../db/client';
import { findBooking, historyOf, joinsOf, reviewOf, type BookingRecord } from './booking.repo';
import {
  addressVisibleTo,
  allowedActionsOf,
  classroomOf,
  parentDecides,
  requestableChangesOf,
  type Side,
} from './booking-rules';
import { readAll } from '../../db/reads';
import { disputeOf } from './booking-dispute.repo';

/** Who reads a booking: the answer is computed for them, area names in their language. */
export type Viewer = { id: string; language: Language };

/** A booking's rules' view of it: its status and times, and in person what the tutor recorded. */
function stateOf(record: BookingRecord) {
  return { ...record.booking, arrivedAt: record.arrivedAt, finishedAt: record.finishedAt };
}

/**
 * In person: the area for both sides; the whole address only to whom decision 0030 allows it
 * now (booking-rules.ts' addressVisibleTo).
 */
function whereOf(record: BookingRecord, side: Side, now: Date, language: Language) {
  // A left join: an online booking has no address row, and drizzle types each column nullable.
  const { place, areaId, ...rest } = record.address ?? {};
  if (!place || areaId === undefined || areaId === null) {
    return { area: null, place: null, address: null };
  }
  const text = (value: string | null | undefined) => value ?? '';
  const arabic = language === 'ar';
  const areaName = text(arabic ? rest.areaNameAr : rest.areaNameEn);
  const cityName = text(arabic ? rest.cityNameAr : rest.cityNameEn);
  const whole: Address = {
    place,
    areaId,
    areaName,
    cityName,
    street: text(rest.street),
    building: text(rest.building),
    notes: text(rest.notes),
  };
  return {
    area: { id: areaId, name: areaName, cityName },
    place,
    address: addressVisibleTo(side, place, record.booking, now) ? whole : null,
  };
}

/** The first word of a name, in any script: how a tutor addresses the learner. */
function firstNameOf(fullName: string): string {
  return fullName.trim().split(/\s+/u)[0] ?? fullName;
}

/** Whether the booking still holds its time and has not started: a request may be answered. */
export function isChangeable(booking: { status: string; startAt: Date }, now: Date): boolean {
  return (
    (activeBookingStatuses as readonly string[]).includes(booking.status) && now < booking.startAt
  );
}

/** The family's latest request; an open one on a session past changing has lapsed. */
function changeRequestOf(record: BookingRecord, now: Date): ChangeRequest | null {
  const request = record.changeRequest;
  if (!request) return null;
  const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    id: request.id,
    kind: request.kind,
    status:
      request.status === 'open' && !isChangeable(record.booking, now) ? 'lapsed' : request.status,
    start: iso(request.newStartAt),
    reason: request.reason,
    answerReason: request.answerReason,
    requestedBy: { id: request.requestedById, fullName: request.requestedByName },
    createdAt: new Date(request.createdAt).toISOString(),
    closedAt: iso(request.closedAt),
  };
}

/**
 * What a participant reads of a booking, computed for them (`viewer`) at `now`: the buttons
 * they may use, whether the classroom is open, in person the address if they may read it. The
 * room's name is never part of it (only `join` gives it). A child's login whose parent decides
 * sees what it may ask for instead.
 */
export function bookingAnswerOf(
  record: BookingRecord,
  side: Side,
  now: Date,
  viewer: Viewer,
): Booking {
  const { booking } = record;
  const state = stateOf(record);
  const classroom = classroomOf(state, now);
  const childAsks = parentDecides(participantsOf(record), viewer.id);
  const changeRequest = side === 'family' ? changeRequestOf(record, now) : null;
  return {
    id: booking.id,
    status: booking.status,
    start: booking.startAt.toISOString(),
    end: booking.endAt.toISOString(),
    tutor: {
      id: record.tutor.id,
      fullName: record.tutor.fullName,
      avatarUrl: avatarUrlOf(record.tutor),
      timeZone: record.tutor.timeZone,
      addressAs: record.tutor.addressAs,
    },
    subject: record.subject,
    student: booking.studentId
      ? { id: booking.studentId, fullName: record.learnerName, kind: 'student' }
      : { id: booking.childId ?? '', fullName: record.learnerName, kind: 'child' },
    learner: {
      firstName: firstNameOf(record.learnerName),
      age: record.learnerAge === null ? null : Number(record.learnerAge),
      grade: record.learnerGrade,
      goals: record.learnerGoals?.trim() || null,
    },
    trial: booking.trial,
    price: { amount: booking.priceAmount, currency: booking.currency },
    lateCancellation: booking.lateCancellation,
    noShowParty: booking.noShowParty,
    rescheduledFromId: booking.rescheduledFromId,
    rescheduledToId: record.rescheduledToId,
    seriesId: booking.seriesId,
    createdAt: booking.createdAt.toISOString(),
    allowedActions: allowedActionsOf(state, side, now, { parentDecides: childAsks }),
    ended: now >= booking.endAt,
    classroom: {
      opensAt: classroom.opensAt.toISOString(),
      closesAt: classroom.closesAt.toISOString(),
      open: classroom.open,
    },
    canReview:
      side === 'family' && !childAsks && booking.status === 'completed' && !record.reviewed,
    canWriteNotes: side === 'tutor' && booking.status === 'completed',
    payment: paymentOf(record, side, now),
    parentDecides: childAsks,
    requestableChanges:
      childAsks && changeRequest?.status !== 'open' ? requestableChangesOf(booking, now) : [],
    changeRequest,
    mode: booking.mode,
    travelBufferMinutes: booking.travelBufferMinutes,
    ...whereOf(record, side, now, viewer.language),
    visits: {
      arrivedAt: record.arrivedAt?.toISOString() ?? null,
      finishedAt: record.finishedAt?.toISOString() ?? null,
    },
  };
}

/** A paid session's money as its participants read it; the family may dispute a fresh charge. */
function paymentOf(record: BookingRecord, side: Side, now: Date): BookingPayment | null {
  const { booking } = record;
  if (!booking.paymentStatus) return null;
  const charged = booking.paymentStatus === 'charged' || booking.paymentStatus === 'partly_charged';
  const settlesAt = booking.paymentSettlesAt;
  return {
    status: booking.paymentStatus,
    amount: booking.priceAmount,
    currency: booking.currency,
    charged: amountOf(Number(record.familyCharged)),
    disputableUntil:
      side === 'family' && charged && settlesAt && now < settlesAt ? settlesAt.toISOString() : null,
  };
}

/** The booking with its history, notes, review and who joined the classroom. */
export async function bookingDetailOf(
  db: DbExecutor,
  record: BookingRecord,
  side: Side,
  now: Date,
  viewer: Viewer,
): Promise<BookingDetail> {
  const { booking } = record;
  const [history, joins, review, dispute] = await readAll(db, [
    () => historyOf(db, booking.id),
    () => joinsOf(db, booking.id),
    () => reviewOf(db, booking.id),
    () => disputeOf(db, booking.id),
  ]);
  return {
    ...bookingAnswerOf(record, side, now, viewer),
    history: history.map((event) => ({
      at: event.at.toISOString(),
      actor:
        event.actorId && event.actorName ? { id: event.actorId, fullName: event.actorName } : null,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      reason: event.reason,
    })),
    notes:
      booking.notes !== null && booking.notesUpdatedAt
        ? {
            notes: booking.notes,
            homework: booking.homework ?? '',
            updatedAt: booking.notesUpdatedAt.toISOString(),
          }
        : null,
    review: review
      ? {
          rating: review.rating,
          comment: review.hiddenAt ? '' : review.comment,
          createdAt: review.createdAt.toISOString(),
          removed: review.hiddenAt !== null,
        }
      : null,
    joins: joins.map((join) => ({
      userId: join.userId,
      fullName: join.fullName,
      at: join.at.toISOString(),
    })),
    dispute: dispute ? disputeAnswerOf(dispute, side, booking.currency) : null,
  };
}

/** Both sides read the dispute alike: the family's words, the tutor's answer, the decision. */
function disputeAnswerOf(
  dispute: NonNullable<Awaited<ReturnType<typeof disputeOf>>>,
  side: Side,
  currency: string,
): BookingDispute {
  return {
    kind: dispute.kind,
    status: dispute.status,
    reason: dispute.reason,
    createdAt: dispute.createdAt.toISOString(),
    tutorAnswer: dispute.tutorAnswer,
    tutorAnsweredAt: dispute.tutorAnsweredAt?.toISOString() ?? null,
    resolution: dispute.resolution,
    resolvedAt: dispute.resolvedAt?.toISOString() ?? null,
    familyRefund: dispute.familyRefundMinor === null ? null : amountOf(dispute.familyRefundMinor),
    currency,
    canAnswer: side === 'tutor' && dispute.status === 'open',
  };
}

/** Reads a booking back after a change, inside the change's transaction. */
export async function reloadAnswer(
  db: DbExecutor,
  id: string,
  side: Side,
  now: Date,
  viewer: Viewer,
): Promise<Booking> {
  const record = await findBooking(db, id);
  if (!record) throw new Error(`booking ${id} vanished inside its own transaction`);
  return bookingAnswerOf(record, side, now, viewer);
}

/** The caller as a booking's reader, in the language of their request. */
export function viewerOf(context: { language: Language }, caller: { id: string }): Viewer {
  return { id: caller.id, language: context.language };
}
