import { isRamadanDate } from '@nibras/contracts/region-calendar';
import { DateTime, IANAZone } from 'luxon';

/**
 * Slot computation: a tutor's wall-clock rules in their own IANA zone become concrete UTC
 * instants only here, at query time, so daylight-saving shifts are applied to the date that is
 * actually asked for (the cal.com model, docs/shared/STYLE.md). Every function is pure: instants are epoch
 * milliseconds, "now" is a parameter, and the zone arithmetic is Luxon's.
 */

const minuteMs = 60_000;
const dayMinutes = 24 * 60;

/** Minutes since local midnight; `endMinute` may be 1440 ("until midnight"). */
export type WallClockRange = { startMinute: number; endMinute: number };
/** 0 = Sunday … 6 = Saturday, the JavaScript convention, whatever day a family's week starts on. */
export type WeeklyRule = WallClockRange & { weekday: number };
/** Hours for one local date that replace that weekday's rules; no ranges means a day off. */
export type DateOverride = { date: string; ranges: WallClockRange[] };
/** A half-open UTC interval [start, end) in epoch milliseconds. */
export type Interval = { start: number; end: number };

/**
 * A Ramadan timetable (issue 34): on the local dates of Ramadan by Umm al-Qura, moved by
 * `shiftDays`, these weekly rules replace the usual ones; a date's override still wins.
 */
export type RamadanHours = { shiftDays: number; weeklyRules: WeeklyRule[] };

export type AvailabilitySchedule = {
  timeZone: string;
  weeklyRules: WeeklyRule[];
  dateOverrides: DateOverride[];
  /** Absent or null: the usual hours hold in Ramadan too. */
  ramadan?: RamadanHours | null;
  minimumNoticeMinutes: number;
  bookingHorizonDays: number;
};

/**
 * The instant a wall-clock time on a local date names in `timeZone`. A time skipped by a
 * spring-forward gap moves forward by the gap (02:30 → 03:30), and a time repeated by a
 * fall-back is read as its first occurrence, so a range never starts later or ends later
 * than the tutor could have meant.
 */
export function wallClockToInstant(date: string, minute: number, timeZone: string): number {
  const day = DateTime.fromISO(date, { zone: timeZone });
  const local =
    minute >= dayMinutes
      ? day.plus({ days: 1 }).startOf('day')
      : day.set({ hour: Math.floor(minute / 60), minute: minute % 60 });
  return Math.min(...local.getPossibleOffsets().map((candidate) => candidate.toMillis()));
}

/** Sorts and joins overlapping or touching intervals. */
export function mergeIntervals(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/**
 * The UTC instant of local midnight on a date whose offset holds from midnight to midnight
 * (every date but the few of a daylight-saving change), or null for a date whose offset changes.
 */
function steadyMidnight(date: string, timeZone: string): number | null {
  const zone = IANAZone.create(timeZone);
  const localMidnight = Date.parse(`${date}T00:00:00Z`);
  const offset = zone.offset(localMidnight);
  const midnight = localMidnight - offset * minuteMs;
  const nextMidnight = midnight + dayMinutes * minuteMs;
  const steady =
    zone.offset(midnight) === offset &&
    zone.offset(midnight - 1) === offset &&
    zone.offset(nextMidnight) === offset;
  return steady ? midnight : null;
}

/**
 * What a date's wall-clock minutes need, by zone and date, kept across requests: Luxon reads
 * each offset through Intl (formatToParts), which was most of a slots request's CPU. A steady
 * date keeps its midnight; a date of a daylight-saving change keeps each boundary it was asked
 * for. A few years of dates in every zone the tutors use fit; past that the oldest goes first.
 */
const dates = new Map<string, number | Map<number, number>>();
const datesKept = 20_000;

function dateEntry(date: string, timeZone: string): number | Map<number, number> {
  const key = `${timeZone} ${date}`;
  const known = dates.get(key);
  if (known !== undefined) return known;
  const entry = steadyMidnight(date, timeZone) ?? new Map<number, number>();
  if (dates.size >= datesKept) dates.delete(dates.keys().next().value as string);
  dates.set(key, entry);
  return entry;
}

/**
 * Turns wall-clock minutes of one local date into instants. A date with one UTC offset from
 * midnight to midnight is plain arithmetic from its midnight; only a date whose offset changes
 * takes Luxon's slower path, once per boundary.
 */
export function dayClock(date: string, timeZone: string): (minute: number) => number {
  const entry = dateEntry(date, timeZone);
  if (typeof entry === 'number') return (minute) => entry + minute * minuteMs;
  return (minute) => {
    let instant = entry.get(minute);
    if (instant === undefined) {
      instant = wallClockToInstant(date, minute, timeZone);
      entry.set(minute, instant);
    }
    return instant;
  };
}

const dayMs = dayMinutes * minuteMs;
const isoDateOf = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/**
 * The continuous UTC stretches of availability that touch `window`, before bookings and notice.
 * They are not cut at the window's edges, so slots stay on the grid of the tutor's own hours.
 * Local dates are walked one day either side of the window, because a local day can begin
 * before or end after the UTC window it overlaps; only those dates are looked at, whatever
 * the number of overrides.
 */
export function availabilityIntervals(
  schedule: AvailabilitySchedule,
  window: Interval,
): Interval[] {
  const { timeZone } = schedule;
  const overridesByDate = new Map(schedule.dateOverrides.map((o) => [o.date, o.ranges]));
  const byWeekday = (rules: WeeklyRule[]) =>
    Array.from({ length: 7 }, (_, weekday) => rules.filter((rule) => rule.weekday === weekday));
  const rulesByWeekday = byWeekday(schedule.weeklyRules);
  const ramadan = schedule.ramadan;
  const ramadanByWeekday = ramadan ? byWeekday(ramadan.weeklyRules) : undefined;
  const zone = IANAZone.create(timeZone);
  // Local calendar dates as UTC midnights: date arithmetic without a zone.
  const localDay = (instant: number) =>
    Math.floor((instant + zone.offset(instant) * minuteMs) / dayMs) * dayMs;
  const intervals: Interval[] = [];
  const lastDay = localDay(window.end) + dayMs;
  for (let day = localDay(window.start) - dayMs; day <= lastDay; day += dayMs) {
    const date = isoDateOf(day);
    const weekdayRules =
      ramadan && ramadanByWeekday && isRamadanDate(date, ramadan.shiftDays)
        ? ramadanByWeekday
        : rulesByWeekday;
    const ranges = overridesByDate.get(date) ?? weekdayRules[new Date(day).getUTCDay()] ?? [];
    if (ranges.length === 0) continue;
    const instantOf = dayClock(date, timeZone);
    for (const range of ranges) {
      const start = instantOf(range.startMinute);
      const end = instantOf(range.endMinute);
      if (end > start && end > window.start && start < window.end) intervals.push({ start, end });
    }
  }
  return mergeIntervals(intervals);
}

/** Where a booking may start: not before the minimum notice, not after the horizon. */
export function bookableWindow(
  now: number,
  schedule: Pick<AvailabilitySchedule, 'minimumNoticeMinutes' | 'bookingHorizonDays'>,
): Interval {
  return {
    start: now + schedule.minimumNoticeMinutes * minuteMs,
    end: now + schedule.bookingHorizonDays * dayMinutes * minuteMs,
  };
}

export type SlotQuery = {
  schedule: AvailabilitySchedule;
  /** The window asked for; a slot is returned when it lies wholly inside it. */
  from: number;
  to: number;
  now: number;
  slotMinutes: number;
  /** Intervals already taken (bookings), in UTC. */
  busy: Interval[];
};

/**
 * Concrete bookable slots: rules + overrides − busy − notice − horizon. Slots step by their own
 * length from the start of each continuous stretch of availability, so they sit on the grid the
 * tutor chose (09:00, 10:00, …), and a stretch that spans a DST change yields real-time slots.
 */
export function computeSlots(query: SlotQuery): Interval[] {
  const bookable = bookableWindow(query.now, query.schedule);
  const earliest = Math.max(query.from, bookable.start);
  const latest = Math.min(query.to, bookable.end);
  if (latest < earliest) return [];
  const length = query.slotMinutes * minuteMs;
  // Only the part of the window where a slot can start (notice, horizon) is computed.
  const stretches = availabilityIntervals(query.schedule, {
    start: earliest,
    end: Math.min(query.to, latest + length),
  });
  const busy = mergeIntervals(query.busy);
  const slots: Interval[] = [];
  // Stretches and busy intervals are both sorted: one pass over each, not every pair.
  let next = 0;
  for (const stretch of stretches) {
    for (let start = stretch.start; start + length <= stretch.end; start += length) {
      const slot = { start, end: start + length };
      if (start < earliest || start > latest || slot.end > query.to) continue;
      while (next < busy.length && (busy[next] as Interval).end <= slot.start) next += 1;
      const taken = busy[next];
      if (!taken || taken.start >= slot.end) slots.push(slot);
    }
  }
  return slots;
}
