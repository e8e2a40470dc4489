import { DateTime } from 'luxon';

/**
 * Slot computation: a tutor's wall-clock rules in their own IANA zone become concrete UTC
 * instants only here, at query time, so daylight-saving shifts are applied to the date that is
 * actually asked for (the cal.com model, STYLE.md). Every function is pure: instants are epoch
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

export type AvailabilitySchedule = {
  timeZone: string;
  weeklyRules: WeeklyRule[];
  dateOverrides: DateOverride[];
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

/** The wall-clock ranges that apply on one local date: its override if any, else its weekday's rules. */
export function rangesForDate(
  date: string,
  weekday: number,
  weeklyRules: WeeklyRule[],
  overridesByDate: Map<string, WallClockRange[]>,
): WallClockRange[] {
  return overridesByDate.get(date) ?? weeklyRules.filter((rule) => rule.weekday === weekday);
}

/**
 * The continuous UTC stretches of availability that touch `window`, before bookings and notice.
 * They are not cut at the window's edges, so slots stay on the grid of the tutor's own hours.
 * Local dates are walked one day either side of the window, because a local day can begin
 * before or end after the UTC window it overlaps.
 */
export function availabilityIntervals(
  schedule: AvailabilitySchedule,
  window: Interval,
): Interval[] {
  const { timeZone } = schedule;
  const overridesByDate = new Map(schedule.dateOverrides.map((o) => [o.date, o.ranges]));
  const intervals: Interval[] = [];
  let day = DateTime.fromMillis(window.start, { zone: timeZone }).startOf('day').minus({ days: 1 });
  const lastDay = DateTime.fromMillis(window.end, { zone: timeZone })
    .startOf('day')
    .plus({ days: 1 });
  while (day <= lastDay) {
    const date = day.toISODate() as string;
    for (const range of rangesForDate(
      date,
      day.weekday % 7,
      schedule.weeklyRules,
      overridesByDate,
    )) {
      const start = wallClockToInstant(date, range.startMinute, timeZone);
      const end = wallClockToInstant(date, range.endMinute, timeZone);
      if (end > start && end > window.start && start < window.end) intervals.push({ start, end });
    }
    day = day.plus({ days: 1 });
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

function overlapsAny(slot: Interval, busy: Interval[]): boolean {
  return busy.some((b) => b.start < slot.end && slot.start < b.end);
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
  const stretches = availabilityIntervals(query.schedule, { start: query.from, end: query.to });
  const busy = mergeIntervals(query.busy);
  const slots: Interval[] = [];
  for (const stretch of stretches) {
    for (let start = stretch.start; start + length <= stretch.end; start += length) {
      const slot = { start, end: start + length };
      if (start < earliest || start > latest || slot.end > query.to) continue;
      if (!overlapsAny(slot, busy)) slots.push(slot);
    }
  }
  return slots;
}
