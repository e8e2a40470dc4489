import {
  defaultLessonMinutes,
  maxSlotWindowDays,
  minutesOfTime,
  timeOfMinutes,
  type Availability,
  type AvailabilityAnswer,
  type SlotsAnswer,
} from '@nibras/contracts/availability';
import type { Language } from '@nibras/contracts/i18n/languages';
import {
  defaultTravelBufferMinutes,
  type InPersonSettings,
  type LessonMode,
} from '@nibras/contracts/in-person';
import { DateTime } from 'luxon';
import type { Database } from '../../db/client';
import { AppError } from '../../plugins/envelope';
import {
  busyIntervals,
  findListedTutor,
  findTutor,
  inPersonTravelBuffer,
  loadAvailability,
  replaceAvailability,
  type StoredAvailability,
} from './availability.repo';
import { existingAreaIds } from '../areas/areas.repo';
import { readAll } from '../../db/reads';
import { loadInPerson, type InPersonWrite, type StoredInPerson } from './in-person.repo';
import { computeSlots } from './slots';
import { uuidPattern } from '@nibras/contracts/ids';

/** What a tutor who never saved hours starts from: 12 hours' notice, two months ahead. */
export const defaultMinimumNoticeMinutes = 12 * 60;
export const defaultBookingHorizonDays = 60;
const defaultSlotWindowDays = 14;
const dayMs = 24 * 3_600_000;

/** A tutor who never said otherwise teaches online only; the editor starts from these. */
export const onlineOnly: StoredInPerson = {
  atFamilyHome: false,
  areas: [],
  atOwnPlace: false,
  ownPlaceArea: null,
  ownPlaceStreet: '',
  ownPlaceBuilding: '',
  ownPlaceNotes: '',
  travelBufferMinutes: defaultTravelBufferMinutes,
};

/** Stored hours as the API answers them (and as a tutor sends them, less `configured`). */
export function toAnswer(
  stored: StoredAvailability,
  configured: boolean,
  inPerson: StoredInPerson = onlineOnly,
): AvailabilityAnswer {
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
    inPerson,
    ramadan: stored.ramadan && {
      shiftDays: stored.ramadan.shiftDays,
      weeklyHours: stored.ramadan.weeklyRules.map((rule) => ({
        weekday: rule.weekday,
        start: timeOfMinutes(rule.startMinute),
        end: timeOfMinutes(rule.endMinute),
      })),
    },
  };
}

const toMinutes = (range: { start: string; end: string }) => ({
  startMinute: minutesOfTime(range.start),
  endMinute: minutesOfTime(range.end),
});

export async function availabilityOf(
  db: Database,
  tutorId: string,
  language: Language,
): Promise<AvailabilityAnswer> {
  const [stored, inPerson] = await readAll(db, [
    () => loadAvailability(db, tutorId),
    () => loadInPerson(db, tutorId, language),
  ]);
  if (stored) return toAnswer(stored, true, inPerson);
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
      ramadan: null,
    },
    false,
    inPerson,
  );
}

/**
 * The areas a tutor names must be in the catalog: an unknown id is the field's own error, as
 * the schema's are, before anything is written.
 */
async function checkedInPerson(db: Database, inPerson: InPersonSettings): Promise<InPersonWrite> {
  const known = await existingAreaIds(db, [
    ...inPerson.areaIds,
    ...(inPerson.ownPlaceAreaId === null ? [] : [inPerson.ownPlaceAreaId]),
  ]);
  const details: Record<string, string> = {};
  if (inPerson.areaIds.some((id) => !known.has(id))) {
    details['inPerson.areaIds'] = 'validation.inPerson.areaRequired';
  }
  if (inPerson.ownPlaceAreaId !== null && !known.has(inPerson.ownPlaceAreaId)) {
    details['inPerson.ownPlaceAreaId'] = 'validation.inPerson.areaRequired';
  }
  if (Object.keys(details).length > 0) throw new AppError(400, 'validation_failed', { details });
  return inPerson;
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
  language: Language,
): Promise<AvailabilityAnswer> {
  const today = DateTime.fromJSDate(now, { zone: input.timeZone }).toISODate() as string;
  // Absent, the in-person settings stay as saved (an older editor sends only the hours).
  const inPerson = input.inPerson && (await checkedInPerson(db, input.inPerson));
  await replaceAvailability(
    db,
    tutorId,
    {
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
      // Absent, the Ramadan timetable stays as saved (an older editor sends only the hours).
      ramadan: input.ramadan
        ? {
            shiftDays: input.ramadan.shiftDays,
            weeklyRules: input.ramadan.weeklyHours.map((rule) => ({
              weekday: rule.weekday,
              ...toMinutes(rule),
            })),
          }
        : null,
    },
    inPerson,
    input.ramadan !== undefined,
  );
  return availabilityOf(db, tutorId, language);
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
  query: { from?: string; to?: string; duration?: number; mode?: LessonMode },
  now = Date.now(),
): Promise<SlotsAnswer> {
  if (!uuidPattern.test(tutorId) || !(await findListedTutor(db, tutorId))) {
    throw new AppError(404, 'tutor_not_found');
  }
  const { from, to } = slotWindow(query, now);
  // In person, the tutor's travel time is kept free on both sides of the slot; a tutor who
  // teaches online only has no slot in person (an empty list, as a tutor without hours has).
  const inPerson = query.mode === 'in-person';
  const travelBuffer = inPerson ? await inPersonTravelBuffer(db, tutorId) : 0;
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
  if (!stored || travelBuffer === undefined) return { ...answer, slots: [] };
  // A slot [s, e) with travel time b is free when [s − b, e + b) meets no booking's own range
  // [start − its b, end + its b): the exclusion constraint's test. Both sides widened by b is
  // the same test on the slot itself, so each busy range grows by b and the slot stays as is.
  const widen = travelBuffer * 60_000;
  const busy = (await busyIntervals(db, tutorId, { start: from - widen, end: to + widen })).map(
    (range) => ({ start: range.start - widen, end: range.end + widen }),
  );
  const slots = computeSlots({ schedule: stored, from, to, now, slotMinutes, busy });
  return {
    ...answer,
    slots: slots.map((slot) => ({
      start: new Date(slot.start).toISOString(),
      end: new Date(slot.end).toISOString(),
    })),
  };
}
