import { dayParts, type DayPart } from '@nibras/contracts/tutors';
import { DateTime } from 'luxon';

const weekMinutes = 7 * 24 * 60;

/** Minutes from Sunday 00:00 UTC on a circular week, and how long the window lasts. */
export type WeekWindow = { start: number; length: number };

/**
 * "Saturday mornings" in the viewer's clock as windows of a UTC week, using the viewer's offset
 * now. A search filter is a coarse question about the coming days, so one offset serves; exact
 * times across a daylight-saving change come from the slots of each tutor.
 */
export function weekWindows(
  days: number[] | undefined,
  parts: DayPart[] | undefined,
  timeZone: string,
  now: number,
): WeekWindow[] | undefined {
  if (!days?.length && !parts?.length) return undefined;
  const offset = DateTime.fromMillis(now, { zone: timeZone }).offset;
  const weekdays = days?.length ? days : [0, 1, 2, 3, 4, 5, 6];
  const ranges = parts?.length
    ? parts.map((part) => dayParts[part])
    : [{ startMinute: 0, endMinute: 24 * 60 }];
  return weekdays.flatMap((weekday) =>
    ranges.map((range) => ({
      start:
        (((weekday * 1440 + range.startMinute - offset) % weekMinutes) + weekMinutes) % weekMinutes,
      length: range.endMinute - range.startMinute,
    })),
  );
}
