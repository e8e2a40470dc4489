import {
  defaultLessonMinutes,
  maxSlotWindowDays,
  minutesOfTime,
  timeOfMinutes,
  type Availability,
  type AvailabilityAnswer,
  type SlotsAnswer,
} from '@nibras/contracts/availability';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/envelope';
import {
  busyIntervals,
  findListedTutor,
  findTutor,
  loadAvailability,
  replaceAvailability,
  type StoredAvailability,
} from './availability.repo';
import { computeSlots } from './slots';
import { uuidPattern } from '@nibras/contracts/ids';

/** What a tutor who never saved hours starts from: 12 hours' notice, two months ahead. */
export const defaultMinimumNoticeMinutes = 12 * 60;
export const defaultBookingHorizonDays = 60;
const defaultSlotWindowDays = 14;
const dayMs = 24 * 3_600_000;

/** Stored hours as the API answers them (and as a tutor sends them, less `configured`). */
export function toAnswer(stored: StoredAvailability, configured: boolean): AvailabilityAnswer {
  return {
    configured,
    timeZone: stored.timeZone,
    minimumNoticeMinutes: stored.minimumNoticeMinutes,
    bookingHorizonDays: stored.bookingHorizonDays,
    autoConfirm: stored.autoConfirm,
    sessionMinutes: stored.sessionMinutes,
    weeklyHours: stored.weeklyRules.map((rule) => ({
      weekday: rule.weekday,
      start: timeOfMinutes(rule.startMinute),
      end: timeOfMinutes(rule.endMinute),
    })),
    dateOverrides: stored.dateOverrides.map((override) => ({
      date: override.date,
      ranges: override.ranges.map((range) => ({
        start: timeOfMinutes(range.startMinute),
        end: timeOfMinutes(range.endMinute),
      })),
    })),
    // Placeholder until issue 32's settings step reads and writes tutor_in_person.
    inPerson: {
      atFamilyHome: false,
      areas: [],
      atOwnPlace: false,
      ownPlaceArea: null,
      ownPlaceStreet: '',
      ownPlaceBuilding: '',
      ownPlaceNotes: '',
      travelBufferMinutes: 30,
    },
  };
}

const toMinutes = (range: { start: string; end: string }) => ({
  startMinute: minutesOfTime(range.start),
  endMinute: minutesOfTime(range.end),
});

export async function availabilityOf(db: Database, tutorId: string): Promise<AvailabilityAnswer> {
  const stored = await loadAvailability(db, tutorId);
  if (stored) return toAnswer(stored, true);
  const tutor = await findTutor(db, tutorId);
  return toAnswer(
    {
      timeZone: tutor?.timeZone ?? 'UTC',
      minimumNoticeMinutes: defaultMinimumNoticeMinutes,
      bookingHorizonDays: defaultBookingHorizonDays,
      autoConfirm: false,
      sessionMinutes: defaultLessonMinutes,
      weeklyRules: [],
      dateOverrides: [],
    },
    false,
  );
}

/**
 * Saves the tutor's hours. Overrides of dates already past in the tutor's zone are dropped:
 * they can never matter again, and kept they would eat into the limit on overrides.
 */
export async function saveAvailability(
  db: Database,
  tutorId: string,
  input: Availability,
  now: Date,
): Promise<AvailabilityAnswer> {
  const today = DateTime.fromJSDate(now, { zone: input.timeZone }).toISODate() as string;
  await replaceAvailability(db, tutorId, {
    timeZone: input.timeZone,
    minimumNoticeMinutes: input.minimumNoticeMinutes,
    bookingHorizonDays: input.bookingHorizonDays,
    autoConfirm: input.autoConfirm,
    sessionMinutes: input.sessionMinutes,
    weeklyRules: input.weeklyHours.map((rule) => ({ weekday: rule.weekday, ...toMinutes(rule) })),
    dateOverrides: input.dateOverrides
      .filter((override) => override.date >= today)
      .sort((a, b) => a.date.localeCompare(b.date))
      .map((override) => ({ date: override.date, ranges: override.ranges.map(toMinutes) })),
  });
  return availabilityOf(db, tutorId);
}

/** The window asked for, with defaults (now, two weeks) and the same bound as the schema. */
function slotWindow(query: { from?: string; to?: string }, now: number) {
  const from = query.from ? Date.parse(query.from) : now;
  const to = query.to ? Date.parse(query.to) : from + defaultSlotWindowDays * dayMs;
  if (to <= from) {
    throw new AppError(400, 'validation_failed', {
      details: { to: 'validation.availability.windowOrder' },
    });
  }
  if (to - from > maxSlotWindowDays * dayMs) {
    throw new AppError(400, 'validation_failed', {
      details: { to: 'validation.availability.windowTooLong' },
    });
  }
  return { from, to };
}

export async function slotsOf(
  db: Database,
  tutorId: string,
  query: { from?: string; to?: string; duration?: number },
  now = Date.now(),
): Promise<SlotsAnswer> {
  if (!uuidPattern.test(tutorId) || !(await findListedTutor(db, tutorId))) {
    throw new AppError(404, 'tutor_not_found');
  }
  const { from, to } = slotWindow(query, now);
  const stored = await loadAvailability(db, tutorId, {
    from: DateTime.fromMillis(from - dayMs, { zone: 'UTC' }).toISODate() as string,
    to: DateTime.fromMillis(to + dayMs, { zone: 'UTC' }).toISODate() as string,
  });
  // Without a duration, the slots are the tutor's own bookings.
  const slotMinutes = query.duration ?? stored?.sessionMinutes ?? defaultLessonMinutes;
  const answer = {
    tutorId,
    timeZone: stored?.timeZone ?? null,
    slotMinutes,
    from: new Date(from).toISOString(),
    to: new Date(to).toISOString(),
  };
  if (!stored) return { ...answer, slots: [] };
  const busy = await busyIntervals(db, tutorId, { start: from, end: to });
  const slots = computeSlots({ schedule: stored, from, to, now, slotMinutes, busy });
  return {
    ...answer,
    slots: slots.map((slot) => ({
      start: new Date(slot.start).toISOString(),
      end: new Date(slot.end).toISOString(),
    })),
  };
}
