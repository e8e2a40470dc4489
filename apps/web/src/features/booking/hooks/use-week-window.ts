import { bookingHorizonLimits } from '@nibras/contracts/availability';
import { useMemo } from 'react';

/**
 * Weeks of free times one can page through: as far ahead as any tutor may open bookings, counted
 * from the first day of this week (up to six days back), so one more week than the horizon alone.
 */
export const lastWeek = Math.ceil(bookingHorizonLimits.max / 7);

/**
 * The UTC window of week `week` of the viewer's calendar: seven days from the midnight, in the
 * browser's zone (the viewer's), that begins the person's week (`firstDay`, 0 = Sunday, from
 * their account's region), so the pages are the weeks of their own calendar. This week's days
 * before today hold no free times.
 */
export function weekWindow(week: number, firstDay: number, today = new Date()) {
  const from = new Date(today);
  from.setHours(0, 0, 0, 0);
  from.setDate(from.getDate() - ((from.getDay() - firstDay + 7) % 7) + 7 * week);
  const to = new Date(from);
  to.setDate(to.getDate() + 7);
  return { from: from.toISOString(), to: to.toISOString() };
}

export function useWeekWindow(week: number, firstDay: number) {
  // The date changes at midnight, not on every render: a stable window keeps one cache entry.
  const today = new Date().toDateString();
  return useMemo(() => weekWindow(week, firstDay, new Date(today)), [week, firstDay, today]);
}
