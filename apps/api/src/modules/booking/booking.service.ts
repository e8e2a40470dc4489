import {
  proratedPrice,
  trialMinutes,
  type Booking,
  type BookingDetail,
  type BookingPage,
  type BookingScope,
  type TrialEligibility,
  type createBookingSchema,
  type rescheduleBookingSchema,
} from '@nibras/contracts/booking';
import type { Language } from '@nibras/contracts/i18n/languages';
import { minorOf } from '@nibras/contracts/money';
import type { z } from 'zod';
import { holdForBooking, moveHold } from '../wallet/booking-money.service';
import { walletOwnerOf } from '../wallet/wallet-owner';
import { scheduleSeriesHold } from './series-holds';
import type { Database, DbExecutor } from '../../db/client';
import type { AuthenticatedUser } from '../../plugins/auth';
import { AppError, constraintOf, sqlStateOf } from '../../plugins/envelope';
import { findListedTutor } from '../availability/availability.repo';
import { bookingFor, participantsOf, type BookingContext } from './booking-access';
import { askParentApproval, needsParentApproval } from './booking-approval-request';
import { recordNewBooking } from './booking-expiry';
import { notifyBookingChange } from './booking-notifications';
import { assertDecidesAlone, assertMayAct } from './booking-rules';
import { newRoomName } from './booking-room';
import { scheduleSlotOf } from './booking-slot';
import { bookingAnswerOf, bookingDetailOf, reloadAnswer, viewerOf } from './booking-view';
import {
  childProfileOfStudent,
  findChildOf,
  insertEvent,
  insertBooking,
  listBookingRecords,
  bookingsOf,
  bookingsOfChild,
  subjectPriceOf,
  learnersOfParent,
  trialUsed,
  trialsUsed,
  updateBooking,
} from './booking.repo';
import type { SharedKey } from '../../plugins/i18n';
import { keepAddressOf } from './family-address-book';
import {
  copyBookingAddress,
  findArea,
  insertBookingAddress,
  tutorInPersonOf,
  tutorGoesTo,
} from './booking-in-person.repo';

type CreateBooking = z.output<typeof createBookingSchema>;
type RescheduleBooking = z.output<typeof rescheduleBookingSchema>;
export type BookingChange = { booking: Booking; messageKey: SharedKey };

const minuteMs = 60_000;

/**
 * Who the booking is for: a parent names one of their children, a student books for themself.
 * A child with a login of their own has both ids on every booking (the student account holds
 * the calendar), whichever side booked it.
 */
export async function learnerOf(
  db: DbExecutor,
  caller: AuthenticatedUser,
  childId: string | undefined,
) {
  if (caller.userType === 'Parent') {
    if (!childId) {
      throw new AppError(400, 'validation_failed', { details: { childId: 'validation.required' } });
    }
    const child = await findChildOf(db, caller.id, childId);
    if (!child) throw new AppError(404, 'child_not_found');
    return { studentId: child.userId, childId, key: child.userId ?? childId };
  }
  if (caller.userType !== 'Student') throw new AppError(403, 'forbidden');
  if (childId) {
    throw new AppError(400, 'validation_failed', {
      details: { childId: 'validation.selectionInvalid' },
    });
  }
  const profile = await childProfileOfStudent(db, caller.id);
  return { studentId: caller.id, childId: profile?.id ?? null, key: caller.id };
}

/**
 * In person, where the lesson is and the travel time it takes (undefined online): at the
 * family's home only in an area the tutor goes to (a district chosen, or its city), at the
 * tutor's place only if they receive learners there; else 409 `in_person_unavailable`. An
 * unknown area is the caller's mistake (400).
 */
async function placeOf(tx: DbExecutor, input: CreateBooking) {
  if (input.mode !== 'in-person') return undefined;
  const settings = await tutorInPersonOf(tx, input.tutorId);
  if (input.place === 'tutor-place') {
    if (!settings?.atOwnPlace || settings.ownPlaceAreaId === null) {
      throw new AppError(409, 'in_person_unavailable');
    }
    return {
      travelBufferMinutes: settings.travelBufferMinutes,
      address: {
        place: 'tutor-place' as const,
        areaId: settings.ownPlaceAreaId,
        street: settings.ownPlaceStreet,
        building: settings.ownPlaceBuilding,
        notes: settings.ownPlaceNotes,
      },
    };
  }
  // The schema requires an address at the family's home.
  const address = input.address;
  if (!address) {
    throw new AppError(400, 'validation_failed', {
      details: { address: 'validation.inPerson.addressRequired' },
    });
  }
  const area = await findArea(tx, address.areaId);
  if (!area) throw new AppError(400, 'area_not_found');
  if (!settings?.atFamilyHome || !(await tutorGoesTo(tx, input.tutorId, area))) {
    throw new AppError(409, 'in_person_unavailable');
  }
  return {
    travelBufferMinutes: settings.travelBufferMinutes,
    address: {
      place: 'family-home' as const,
      areaId: address.areaId,
      street: address.street,
      building: address.building,
      notes: address.notes,
    },
  };
}

/**
 * Whether the signed-in family may still have a free trial with this tutor, and which of its
 * learners may: asked before the time is chosen, on the same rule booking checks (`trialsUsed`).
 */
export async function trialEligibility(
  db: DbExecutor,
  caller: AuthenticatedUser,
  tutorId: string,
): Promise<TrialEligibility> {
  if (!(await findListedTutor(db, tutorId))) throw new AppError(404, 'tutor_not_found');
  const learners =
    caller.userType === 'Parent'
      ? await learnersOfParent(db, caller.id)
      : [{ childId: null, key: caller.id }];
  const used = await trialsUsed(
    db,
    tutorId,
    learners.map((learner) => learner.key),
  );
  const answers = learners.map((learner) => ({
    childId: learner.childId,
    available: !used.has(learner.key),
  }));
  return {
    tutorId,
    available: answers.length === 0 || answers.some((learner) => learner.available),
    learners: answers,
  };
}

/**
 * Books a lesson inside the caller's transaction. The slot must be one of the tutor's
 * schedule; an overlap with another active booking of the tutor or the learner is refused by
 * the database's exclusion constraints (409 booking_conflict), so of many concurrent requests
 * for one time exactly one wins.
 */
export async function createBooking(
  tx: DbExecutor,
  context: BookingContext,
  caller: AuthenticatedUser,
  input: CreateBooking,
): Promise<BookingChange> {
  const { now } = context;
  const learner = await learnerOf(tx, caller, input.childId);
  // Only a listed tutor is bookable: an unapproved or suspended one is answered as missing.
  if (!(await findListedTutor(tx, input.tutorId))) throw new AppError(404, 'tutor_not_found');
  const price = await subjectPriceOf(tx, input.tutorId, input.subjectId);
  if (!price) throw new AppError(409, 'subject_not_taught');
  if (input.trial && (await trialUsed(tx, input.tutorId, learner.key))) {
    throw new AppError(409, 'trial_already_used');
  }
  const where = await placeOf(tx, input);
  const start = new Date(input.start);
  const minutesOf = (sessionMinutes: number) => (input.trial ? trialMinutes : sessionMinutes);
  const schedule = await scheduleSlotOf(tx, input.tutorId, start, minutesOf, now);
  const minutes = minutesOf(schedule.sessionMinutes);
  // In person at the offline price, prorated exactly as online is.
  const fullPrice = where ? price.offlinePrice : price.onlinePrice;
  const priceAmount = input.trial ? '0.00' : proratedPrice(fullPrice, minutes);
  const owner = input.trial ? undefined : await walletOwnerOf(tx, caller);
  // A child's login that may not spend alone books a request that waits for its parent.
  const awaitsParent =
    owner !== undefined &&
    (await needsParentApproval(tx, owner, caller.id, minorOf(priceAmount), now));
  const status = schedule.autoConfirm && !awaitsParent ? 'confirmed' : 'requested';
  let id: string;
  try {
    id = await insertBooking(tx, {
      tutorId: input.tutorId,
      studentId: learner.studentId,
      childId: learner.childId,
      bookedById: caller.id,
      subjectId: input.subjectId,
      startAt: start,
      endAt: new Date(start.getTime() + minutes * minuteMs),
      status,
      mode: input.mode,
      // The tutor's travel time, copied: the exclusion constraint keeps it free around the lesson.
      travelBufferMinutes: where?.travelBufferMinutes ?? 0,
      trial: input.trial,
      priceAmount,
      currency: price.currency,
      roomName: newRoomName(),
      ...(awaitsParent ? { paymentStatus: 'awaiting_approval' as const } : {}),
      createdAt: now,
      updatedAt: now,
    });
  } catch (error) {
    // Two trial requests at once: the second loses on the unique index, not on the check above.
    if (sqlStateOf(error) === '23505' && constraintOf(error) === 'bookings_one_trial') {
      throw new AppError(409, 'trial_already_used');
    }
    throw error;
  }
  if (where) {
    await insertBookingAddress(tx, { bookingId: id, ...where.address });
    if (where.address.place === 'family-home') await keepAddressOf(tx, caller, where.address, now);
  }
  if (owner && !awaitsParent) {
    await holdForBooking(tx, {
      bookingId: id,
      ownerId: owner.ownerId,
      amountMinor: minorOf(priceAmount),
      currency: price.currency,
      actorId: caller.id,
      at: now,
    });
  }
  await recordNewBooking(tx, { id, startAt: start, status }, { actorId: caller.id, at: now });
  // The tutor hears of a child's booking once the parent approves it.
  if (owner && awaitsParent) await askParentApproval(tx, context, id, owner.ownerId);
  else
    await notifyBookingChange(tx, { appUrl: context.appUrl, now }, status, id, {
      actorId: caller.id,
    });
  const messageKey = awaitsParent
    ? 'booking.awaitingApproval'
    : status === 'confirmed'
      ? 'booking.booked'
      : 'booking.requested';
  return {
    booking: await reloadAnswer(tx, id, 'family', now, viewerOf(context, caller)),
    messageKey,
  };
}

/**
 * Moves a booking: the old one is cancelled and a new one made with the same tutor, subject,
 * learner, trial, price and length, in one transaction. If the new time is taken the whole
 * change rolls back and the old booking stays as it was.
 */
export async function rescheduleBooking(
  tx: DbExecutor,
  context: BookingContext,
  caller: AuthenticatedUser,
  id: string,
  input: RescheduleBooking,
): Promise<BookingChange> {
  const { now } = context;
  const { record, side } = await bookingFor(tx, caller, id, { lock: true });
  const old = record.booking;
  // A child's login asks its parent to move (booking-change-request.service.ts).
  assertDecidesAlone(participantsOf(record), caller.id);
  assertMayAct('reschedule', old, side, now);
  const start = new Date(input.start);
  const minutes = (old.endAt.getTime() - old.startAt.getTime()) / minuteMs;
  const schedule = await scheduleSlotOf(tx, old.tutorId, start, () => minutes, now);
  // A blank reason is no reason.
  const reason = input.reason || null;
  // Cancelled first, so the new time may overlap the old one.
  await updateBooking(tx, old.id, { status: 'cancelled', updatedAt: now });
  await insertEvent(tx, {
    bookingId: old.id,
    actorId: caller.id,
    fromStatus: old.status,
    toStatus: 'cancelled',
    reason,
    at: now,
  });
  const status = side === 'tutor' || schedule.autoConfirm ? 'confirmed' : 'requested';
  const newId = await insertBooking(tx, {
    tutorId: old.tutorId,
    studentId: old.studentId,
    childId: old.childId,
    bookedById: old.bookedById,
    subjectId: old.subjectId,
    startAt: start,
    endAt: new Date(start.getTime() + minutes * minuteMs),
    status,
    // A moved lesson stays where it was, with the travel time it was booked with.
    mode: old.mode,
    travelBufferMinutes: old.travelBufferMinutes,
    trial: old.trial,
    priceAmount: old.priceAmount,
    currency: old.currency,
    roomName: newRoomName(),
    rescheduledFromId: old.id,
    // A moved week of a series stays in it; the other weeks are not touched.
    seriesId: old.seriesId,
    createdAt: now,
    updatedAt: now,
  });
  if (old.mode === 'in-person') await copyBookingAddress(tx, old.id, newId);
  const heldMoved = await moveHold(tx, old, newId, {
    actorId: caller.id,
    at: now,
    rules: context.money,
    appUrl: context.appUrl,
  });
  // A week of a series not paid for yet keeps waiting for its hold, now at its new time.
  if (!heldMoved && old.seriesId) {
    await scheduleSeriesHold(
      tx,
      { bookingId: newId, startAt: start },
      { now, holdDays: context.money.seriesHoldDays },
    );
  }
  await recordNewBooking(
    tx,
    { id: newId, startAt: start, status },
    { actorId: caller.id, at: now, reason },
  );
  await notifyBookingChange(tx, { appUrl: context.appUrl, now }, 'rescheduled', newId, {
    actorId: caller.id,
    replacedBookingId: old.id,
  });
  return {
    booking: await reloadAnswer(tx, newId, side, now, viewerOf(context, caller)),
    messageKey: 'booking.rescheduled',
  };
}

/** The caller's bookings, upcoming (soonest first) or past (latest first), a page at a time. */
export async function listBookings(
  db: Database,
  caller: AuthenticatedUser,
  query: { scope: BookingScope; page: number; pageSize: number; childId?: string | undefined },
  now: Date,
  language: Language,
): Promise<BookingPage> {
  // Notes are the tutor's to write: the list of those still missing is theirs alone.
  if (query.scope === 'needs-notes' && caller.userType !== 'Tutor') {
    throw new AppError(403, 'forbidden');
  }
  let owner = bookingsOf(caller);
  if (query.childId) {
    if (caller.userType !== 'Parent') {
      throw new AppError(400, 'validation_failed', {
        details: { childId: 'validation.selectionInvalid' },
      });
    }
    // Archived children too: their past bookings are still the parent's history.
    if (!(await findChildOf(db, caller.id, query.childId, { removed: true }))) {
      throw new AppError(404, 'child_not_found');
    }
    owner = bookingsOfChild(query.childId);
  }
  const { records, total } = await listBookingRecords(
    db,
    { owner, scope: query.scope, now },
    query,
  );
  const side = caller.userType === 'Tutor' ? 'tutor' : 'family';
  return {
    items: records.map((record) =>
      bookingAnswerOf(record, side, now, viewerOf({ language }, caller)),
    ),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

export async function bookingDetail(
  db: Database,
  caller: AuthenticatedUser,
  id: string,
  now: Date,
  language: Language,
): Promise<BookingDetail> {
  const { record, side } = await bookingFor(db, caller, id);
  return bookingDetailOf(db, record, side, now, viewerOf({ language }, caller));
}
