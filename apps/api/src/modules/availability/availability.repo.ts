import { activeBookingStatuses } from '@nibras/contracts/booking';
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client';
import {
  bookings,
  tutorAvailability,
  tutorDateOverrides,
  tutorSearch,
  tutorWeeklyHours,
  users,
} from '../../db/schema/index';
import type { DateOverride, Interval, WeeklyRule } from './slots';

export type StoredAvailability = {
  timeZone: string;
  minimumNoticeMinutes: number;
  bookingHorizonDays: number;
  autoConfirm: boolean;
  sessionMinutes: number;
  weeklyRules: WeeklyRule[];
  dateOverrides: DateOverride[];
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
  return {
    timeZone: settings.timeZone,
    minimumNoticeMinutes: settings.minimumNoticeMinutes,
    bookingHorizonDays: settings.bookingHorizonDays,
    autoConfirm: settings.autoConfirm,
    sessionMinutes: settings.sessionMinutes,
    weeklyRules,
    dateOverrides: groupOverrides(overrideRows),
  };
}

/** Replaces everything at once, so a reader never sees half of an edit. */
export async function replaceAvailability(
  db: Database,
  tutorId: string,
  availability: StoredAvailability,
) {
  await db.transaction(async (tx) => {
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
  });
}

/** Time the tutor is already taken, in UTC: their active bookings that overlap the window. */
export async function busyIntervals(
  db: DbExecutor,
  tutorId: string,
  window: Interval,
): Promise<Interval[]> {
  const rows = await db
    .select({ start: bookings.startAt, end: bookings.endAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.tutorId, tutorId),
        inArray(bookings.status, [...activeBookingStatuses]),
        lt(bookings.startAt, new Date(window.end)),
        gt(bookings.endAt, new Date(window.start)),
      ),
    );
  return rows.map((row) => ({ start: row.start.getTime(), end: row.end.getTime() }));
}
