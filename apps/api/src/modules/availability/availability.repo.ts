import { activeBookingStatuses } from '@nibras/contracts/booking';
import { travelBufferLimits } from '@nibras/contracts/in-person';
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client';
import {
  bookings,
  tutorAvailability,
  tutorDateOverrides,
  tutorInPerson,
  tutorRamadan,
  tutorRamadanHours,
  tutorSearch,
  tutorWeeklyHours,
  users,
} from '../../db/schema/index';
import { replaceInPerson, type InPersonWrite } from './in-person.repo';
import type { DateOverride, Interval, RamadanHours, WeeklyRule } from './slots';

export type StoredAvailability = {
  timeZone: string;
  minimumNoticeMinutes: number;
  bookingHorizonDays: number;
  autoConfirm: boolean;
  sessionMinutes: number;
  weeklyRules: WeeklyRule[];
  dateOverrides: DateOverride[];
  /** The Ramadan timetable, or null when the usual hours hold in Ramadan too (issue 34). */
  ramadan?: RamadanHours | null;
};

/** The user if it exists and is a tutor, with the zone given at signup as a default. */
export async function findTutor(db: DbExecutor, id: string) {
  const [tutor] = await db
    .select({ id: users.id, timeZone: users.timeZone })
    .from(users)
    // A deleted tutor is nobody's tutor: no slots, no booking (issue 31).
    .where(and(eq(users.id, id), eq(users.userType, 'Tutor'), isNull(users.deletedAt)));
  return tutor;
}

/**
 * The tutor if families may see and book them: listed (tutor_search.listed: approved, not
 * suspended, with a complete profile; decision 0026). Anyone else is answered as missing.
 */
export async function findListedTutor(db: DbExecutor, id: string) {
  const [tutor] = await db
    .select({ id: tutorSearch.tutorId })
    .from(tutorSearch)
    .where(and(eq(tutorSearch.tutorId, id), eq(tutorSearch.listed, true)));
  return tutor;
}

/** Override rows become one entry per date: null minutes mark a day off. */
function groupOverrides(
  rows: { date: string; startMinute: number | null; endMinute: number | null }[],
): DateOverride[] {
  const byDate = new Map<string, DateOverride>();
  for (const row of rows) {
    const entry = byDate.get(row.date) ?? { date: row.date, ranges: [] };
    if (row.startMinute !== null && row.endMinute !== null) {
      entry.ranges.push({ startMinute: row.startMinute, endMinute: row.endMinute });
    }
    byDate.set(row.date, entry);
  }
  return [...byDate.values()];
}

/**
 * The tutor's saved availability, or undefined when they never saved any. `overridesFrom`
 * limits the overrides to dates that can still matter (a day either side of a slot window).
 */
export async function loadAvailability(
  db: DbExecutor,
  tutorId: string,
  overridesBetween?: { from: string; to: string },
): Promise<StoredAvailability | undefined> {
  const [settings] = await db
    .select()
    .from(tutorAvailability)
    .where(eq(tutorAvailability.tutorId, tutorId));
  if (!settings) return undefined;
  const weeklyRules = await db
    .select({
      weekday: tutorWeeklyHours.weekday,
      startMinute: tutorWeeklyHours.startMinute,
      endMinute: tutorWeeklyHours.endMinute,
    })
    .from(tutorWeeklyHours)
    .where(eq(tutorWeeklyHours.tutorId, tutorId))
    .orderBy(asc(tutorWeeklyHours.weekday), asc(tutorWeeklyHours.startMinute));
  const overrideRows = await db
    .select({
      date: tutorDateOverrides.date,
      startMinute: tutorDateOverrides.startMinute,
      endMinute: tutorDateOverrides.endMinute,
    })
    .from(tutorDateOverrides)
    .where(
      and(
        eq(tutorDateOverrides.tutorId, tutorId),
        overridesBetween ? gte(tutorDateOverrides.date, overridesBetween.from) : undefined,
        overridesBetween ? lte(tutorDateOverrides.date, overridesBetween.to) : undefined,
      ),
    )
    .orderBy(asc(tutorDateOverrides.date), asc(tutorDateOverrides.startMinute));
  const [ramadanRow] = await db
    .select({ shiftDays: tutorRamadan.shiftDays })
    .from(tutorRamadan)
    .where(eq(tutorRamadan.tutorId, tutorId));
  const ramadanRules = ramadanRow
    ? await db
        .select({
          weekday: tutorRamadanHours.weekday,
          startMinute: tutorRamadanHours.startMinute,
          endMinute: tutorRamadanHours.endMinute,
        })
        .from(tutorRamadanHours)
        .where(eq(tutorRamadanHours.tutorId, tutorId))
        .orderBy(asc(tutorRamadanHours.weekday), asc(tutorRamadanHours.startMinute))
    : [];
  return {
    timeZone: settings.timeZone,
    minimumNoticeMinutes: settings.minimumNoticeMinutes,
    bookingHorizonDays: settings.bookingHorizonDays,
    autoConfirm: settings.autoConfirm,
    sessionMinutes: settings.sessionMinutes,
    weeklyRules,
    dateOverrides: groupOverrides(overrideRows),
    ramadan: ramadanRow ? { shiftDays: ramadanRow.shiftDays, weeklyRules: ramadanRules } : null,
  };
}

/** Replaces everything at once, so a reader never sees half of an edit. */
export async function replaceAvailability(
  db: Database,
  tutorId: string,
  availability: StoredAvailability,
  /** The in-person settings, when sent: saved with the hours or not at all. */
  inPerson?: InPersonWrite,
  /** Whether the Ramadan timetable is written too; false leaves it as saved. */
  writeRamadan = true,
) {
  await db.transaction(async (tx) => {
    if (inPerson) await replaceInPerson(tx, tutorId, inPerson);
    const settings = {
      timeZone: availability.timeZone,
      minimumNoticeMinutes: availability.minimumNoticeMinutes,
      bookingHorizonDays: availability.bookingHorizonDays,
      autoConfirm: availability.autoConfirm,
      sessionMinutes: availability.sessionMinutes,
      updatedAt: new Date(),
    };
    await tx
      .insert(tutorAvailability)
      .values({ tutorId, ...settings })
      .onConflictDoUpdate({ target: tutorAvailability.tutorId, set: settings });
    await tx.delete(tutorWeeklyHours).where(eq(tutorWeeklyHours.tutorId, tutorId));
    await tx.delete(tutorDateOverrides).where(eq(tutorDateOverrides.tutorId, tutorId));
    if (availability.weeklyRules.length > 0) {
      await tx
        .insert(tutorWeeklyHours)
        .values(availability.weeklyRules.map((rule) => ({ tutorId, ...rule })));
    }
    const overrideRows = availability.dateOverrides.flatMap(
      (override): (typeof tutorDateOverrides.$inferInsert)[] =>
        override.ranges.length === 0
          ? [{ tutorId, date: override.date, startMinute: null, endMinute: null }]
          : override.ranges.map((range) => ({ tutorId, date: override.date, ...range })),
    );
    if (overrideRows.length > 0) await tx.insert(tutorDateOverrides).values(overrideRows);
    if (!writeRamadan) return;
    const { ramadan } = availability;
    if (!ramadan) {
      await tx.delete(tutorRamadan).where(eq(tutorRamadan.tutorId, tutorId));
      return;
    }
    await tx
      .insert(tutorRamadan)
      .values({ tutorId, shiftDays: ramadan.shiftDays })
      .onConflictDoUpdate({ target: tutorRamadan.tutorId, set: { shiftDays: ramadan.shiftDays } });
    await tx.delete(tutorRamadanHours).where(eq(tutorRamadanHours.tutorId, tutorId));
    if (ramadan.weeklyRules.length > 0) {
      await tx
        .insert(tutorRamadanHours)
        .values(ramadan.weeklyRules.map((rule) => ({ tutorId, ...rule })));
    }
  });
}

/** The longest travel time a booking may keep free on each side (bookings' check). */
const maxTravelBufferMinutes = travelBufferLimits.max;
const minuteMs = 60_000;

/**
 * Time the tutor is already taken, in UTC: each active booking as the tutor's exclusion
 * constraint sees it, `[start − its travel time, end + its travel time)` (0 online; decision
 * 0030), for the bookings whose range reaches into the window.
 */
export async function busyIntervals(
  db: DbExecutor,
  tutorId: string,
  window: Interval,
): Promise<Interval[]> {
  const reach = maxTravelBufferMinutes * minuteMs;
  const rows = await db
    .select({
      start: bookings.startAt,
      end: bookings.endAt,
      travelBufferMinutes: bookings.travelBufferMinutes,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.tutorId, tutorId),
        inArray(bookings.status, [...activeBookingStatuses]),
        lt(bookings.startAt, new Date(window.end + reach)),
        gt(bookings.endAt, new Date(window.start - reach)),
      ),
    );
  return rows.map((row) => ({
    start: row.start.getTime() - row.travelBufferMinutes * minuteMs,
    end: row.end.getTime() + row.travelBufferMinutes * minuteMs,
  }));
}

/**
 * The travel time of a listed tutor who teaches in person (tutor_search.teaches_in_person, as
 * search reads it), or undefined when they teach online only.
 */
export async function inPersonTravelBuffer(
  db: DbExecutor,
  tutorId: string,
): Promise<number | undefined> {
  const [row] = await db
    .select({ travelBufferMinutes: tutorInPerson.travelBufferMinutes })
    .from(tutorSearch)
    .innerJoin(tutorInPerson, eq(tutorInPerson.tutorId, tutorSearch.tutorId))
    .where(
      and(
        eq(tutorSearch.tutorId, tutorId),
        eq(tutorSearch.listed, true),
        eq(tutorSearch.teachesInPerson, true),
      ),
    );
  return row?.travelBufferMinutes;
}
