import { describe, expect, it } from 'vitest';
import {
  calendarWeekOf,
  hijriOf,
  isRamadanDate,
  orderedWeekdays,
  ramadanAround,
  ramadanOf,
  weekInfoOf,
} from './region-calendar';

describe('week data from CLDR', () => {
  // 0 = Sunday … 6 = Saturday. Published CLDR weekData (supplemental/weekData.xml).
  it.each([
    ['SA', 0, [5, 6]],
    ['EG', 6, [5, 6]],
    ['JO', 6, [5, 6]],
    ['AE', 1, [6, 0]],
    ['US', 0, [6, 0]],
    ['GB', 1, [6, 0]],
    ['DE', 1, [6, 0]],
    ['IR', 6, [5]],
    ['AF', 6, [4, 5]],
  ])('%s starts on %i with weekend %j', (region, firstDay, weekend) => {
    expect(weekInfoOf(region)).toEqual({ firstDay, weekend });
  });

  it('takes the country from the time zone unless one is chosen', () => {
    expect(calendarWeekOf(null, 'Asia/Riyadh')).toEqual({
      region: 'SA',
      regionChosen: false,
      firstDay: 0,
      weekend: [5, 6],
    });
    expect(calendarWeekOf(null, 'Africa/Cairo')).toMatchObject({ region: 'EG', firstDay: 6 });
    expect(calendarWeekOf('GB', 'Asia/Riyadh')).toMatchObject({
      region: 'GB',
      regionChosen: true,
      firstDay: 1,
    });
    // UTC names no country: ISO 8601's week.
    expect(calendarWeekOf(null, 'UTC')).toEqual({
      region: null,
      regionChosen: false,
      firstDay: 1,
      weekend: [6, 0],
    });
  });

  it('orders the days from the first', () => {
    expect(orderedWeekdays(6)).toEqual([6, 0, 1, 2, 3, 4, 5]);
    expect(orderedWeekdays(0)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('Umm al-Qura', () => {
  it('reads a Gregorian date as Hijri', () => {
    expect(hijriOf('2026-02-18')).toEqual({ year: 1447, month: 9, day: 1 });
    expect(hijriOf('2026-03-20')).toEqual({ year: 1447, month: 10, day: 1 });
  });

  // Published Umm al-Qura dates (KACST tables): 1 Ramadan and 1 Shawwal.
  it.each([
    [1445, '2024-03-11', '2024-04-09'],
    [1446, '2025-03-01', '2025-03-29'],
    [1447, '2026-02-18', '2026-03-19'],
    [1448, '2027-02-08', '2027-03-08'],
  ])('Ramadan %i runs %s to %s', (year, start, end) => {
    expect(ramadanOf(year)).toEqual({ start, end });
  });

  it('moves Ramadan by the chosen shift', () => {
    expect(isRamadanDate('2026-02-17')).toBe(false);
    expect(isRamadanDate('2026-02-18')).toBe(true);
    expect(isRamadanDate('2026-02-18', 1)).toBe(false);
    expect(isRamadanDate('2026-03-20', 1)).toBe(true);
    expect(isRamadanDate('2026-02-17', -1)).toBe(true);
    expect(isRamadanDate('2026-03-19', -1)).toBe(false);
  });

  it('finds the Ramadan around or after a date', () => {
    expect(ramadanAround('2026-01-01')).toEqual({ start: '2026-02-18', end: '2026-03-19' });
    expect(ramadanAround('2026-03-01')).toEqual({ start: '2026-02-18', end: '2026-03-19' });
    expect(ramadanAround('2026-03-20')).toEqual({ start: '2027-02-08', end: '2027-03-08' });
    expect(ramadanAround('2026-03-20', 1)).toEqual({ start: '2026-02-19', end: '2026-03-20' });
  });
});
