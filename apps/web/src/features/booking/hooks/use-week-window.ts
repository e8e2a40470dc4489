import { bookingHorizonLimits } from '@nibras/contracts/availability';
import { useMemo } from 'react';

/** Weeks of free times one can page through: as far ahead as any tutor may open bookings. */
export const lastWeek = Math.ceil(bookingHorizonLimits.max / 7) - 1;

/**
 * The UTC window of week `week` of the viewer's calendar: seven days from today's midnight in
 * the browser's zone (the viewer's), so day boundaries are the viewer's own.
 */
export function weekWindow(week: number, today = new Date()) {
  const from = new Date(today);
  from.setHours(0, 0, 0, 0);
  from.setDate(from.getDate() + 7 * week);
  const to = new Date(from);
  to.setDate(to.getDate() + 7);
  return { from: from.toISOString(), to: to.toISOString() };
}

export function useWeekWindow(week: number) {
  // The date changes at midnight, not on every render: a stable window keeps one cache entry.
  const today = new Date().toDateString();
  return useMemo(() => weekWindow(week, new Date(today)), [week, today]);
}
