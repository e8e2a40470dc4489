import { describe, expect, it } from 'vitest';
import { availabilityLimits, availabilitySchema } from './availability';

/** Schedules that make every free-slots read expensive are refused when they are saved. */
describe('the size of a schedule', () => {
  const base = {
    timeZone: 'Asia/Riyadh',
    minimumNoticeMinutes: 0,
    bookingHorizonDays: 365,
    weeklyHours: [] as { weekday: number; start: string; end: string }[],
    dateOverrides: [] as { date: string; ranges: { start: string; end: string }[] }[],
  };
  const pad = (n: number) => String(n).padStart(2, '0');
  const ranges = (count: number) =>
    Array.from({ length: count }, (_, i) => ({
      start: `${pad(i * 2)}:00`,
      end: `${pad(i * 2 + 1)}:00`,
    }));
  const dates = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      new Date(Date.UTC(2030, 0, 1 + i)).toISOString().slice(0, 10),
    );
  const issues = (value: unknown) => {
    const result = availabilitySchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts the largest allowed schedule', () => {
    const max = availabilityLimits.rangesPerDayMax;
    expect(
      issues({
        ...base,
        weeklyHours: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
          ranges(max).map((range) => ({ weekday, ...range })),
        ),
        dateOverrides: dates(availabilityLimits.dateOverridesMax).map((date) => ({
          date,
          ranges: ranges(max),
        })),
      }),
    ).toEqual([]);
  });

  it('refuses more ranges on one date than the limit', () => {
    expect(
      issues({ ...base, dateOverrides: [{ date: '2030-01-01', ranges: ranges(7) }] }),
    ).toContain('validation.availability.tooManyRanges');
  });

  it('refuses more weekly ranges on one weekday than the limit', () => {
    const weeklyHours = ranges(7).map((range) => ({ weekday: 2, ...range }));
    expect(issues({ ...base, weeklyHours })).toContain('validation.availability.tooManyRanges');
  });

  it('refuses more dates with their own hours than the limit', () => {
    const dateOverrides = dates(101).map((date) => ({ date, ranges: [] }));
    expect(issues({ ...base, dateOverrides })).toContain(
      'validation.availability.tooManyOverrides',
    );
  });
});
