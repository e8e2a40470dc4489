import { describe, expect, it } from 'vitest';
import { lastWeek, weekWindow } from './use-week-window';
import { bookingHorizonLimits } from '@nibras/contracts/availability';

/** Sunday 29 November 2026, mid-afternoon on the test's clock. */
const sunday = new Date(2026, 10, 29, 15, 30);

const localDay = (iso: string) => {
  const date = new Date(iso);
  return [date.getFullYear(), date.getMonth() + 1, date.getDate(), date.getHours()];
};

describe('the slot picker’s weeks', () => {
  it('start on the first day of the person’s week, at local midnight', () => {
    // Saturday first (Egypt), Sunday first (Saudi Arabia, the United States), Monday (Britain).
    expect(localDay(weekWindow(0, 6, sunday).from)).toEqual([2026, 11, 28, 0]);
    expect(localDay(weekWindow(0, 0, sunday).from)).toEqual([2026, 11, 29, 0]);
    expect(localDay(weekWindow(0, 1, sunday).from)).toEqual([2026, 11, 23, 0]);
  });

  it('last seven days and follow one another', () => {
    const first = weekWindow(0, 1, sunday);
    const second = weekWindow(1, 1, sunday);
    expect(second.from).toBe(first.to);
    expect(localDay(first.to)).toEqual([2026, 11, 30, 0]);
    expect(localDay(second.to)).toEqual([2026, 12, 7, 0]);
  });

  it('reach the farthest day any tutor may open, even from the end of a week', () => {
    // Monday first, on a Sunday: this week began six days ago.
    const last = weekWindow(lastWeek, 1, sunday);
    const horizonEnd = new Date(sunday);
    horizonEnd.setDate(horizonEnd.getDate() + bookingHorizonLimits.max);
    expect(Date.parse(last.to)).toBeGreaterThan(horizonEnd.getTime());
  });
});
