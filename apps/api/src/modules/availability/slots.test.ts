import fc from 'fast-check';
import { DateTime } from 'luxon';
import { describe, expect, it, vi } from 'vitest';
import {
  availabilityIntervals,
  computeSlots,
  dayClock,
  mergeIntervals,
  wallClockToInstant,
  type AvailabilitySchedule,
  type WeeklyRule,
} from './slots';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();
const hours = (from: number, to: number) => ({ startMinute: from * 60, endMinute: to * 60 });
const everyDay = (from: number, to: number): WeeklyRule[] =>
  [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, ...hours(from, to) }));

function schedule(overrides: Partial<AvailabilitySchedule>): AvailabilitySchedule {
  return {
    timeZone: 'UTC',
    weeklyRules: [],
    dateOverrides: [],
    minimumNoticeMinutes: 0,
    bookingHorizonDays: 365,
    ...overrides,
  };
}

/** Slot starts (UTC ISO) between two instants, with "now" long before, so notice never bites. */
function slotStarts(
  s: AvailabilitySchedule,
  from: string,
  to: string,
  slotMinutes = 60,
  busy: { start: number; end: number }[] = [],
  now = at(from) - 3_600_000,
) {
  return computeSlots({ schedule: s, from: at(from), to: at(to), now, slotMinutes, busy }).map(
    (slot) => iso(slot.start),
  );
}

describe('wallClockToInstant', () => {
  it('moves a time skipped by spring-forward ahead by the gap', () => {
    // New York, 9 March 2025: 02:00 EST jumps to 03:00 EDT, so 02:30 does not exist.
    expect(iso(wallClockToInstant('2025-03-09', 150, 'America/New_York'))).toBe(
      '2025-03-09T07:30:00.000Z',
    );
  });

  it('reads a time repeated by fall-back as its first occurrence', () => {
    // New York, 2 November 2025: 01:30 happens at 05:30Z (EDT) and again at 06:30Z (EST).
    expect(iso(wallClockToInstant('2025-11-02', 90, 'America/New_York'))).toBe(
      '2025-11-02T05:30:00.000Z',
    );
  });

  it('reads 24:00 as the next local midnight', () => {
    expect(iso(wallClockToInstant('2025-06-01', 1440, 'Asia/Riyadh'))).toBe(
      '2025-06-01T21:00:00.000Z',
    );
  });
});

describe('daylight-saving changes', () => {
  const newYork = schedule({ timeZone: 'America/New_York', weeklyRules: everyDay(9, 11) });

  it('keeps the wall-clock hours across the March change in New York', () => {
    expect(slotStarts(newYork, '2025-03-08T00:00:00Z', '2025-03-10T00:00:00Z')).toEqual([
      '2025-03-08T14:00:00.000Z', // Saturday 09:00 EST (UTC−5)
      '2025-03-08T15:00:00.000Z',
      '2025-03-09T13:00:00.000Z', // Sunday 09:00 EDT (UTC−4)
      '2025-03-09T14:00:00.000Z',
    ]);
  });

  it('gives a range across the spring-forward gap one hour less of real time', () => {
    const night = schedule({
      timeZone: 'America/New_York',
      weeklyRules: [{ weekday: 0, ...hours(1, 4) }],
    });
    // 01:00 EST to 04:00 EDT is two real hours.
    expect(slotStarts(night, '2025-03-09T00:00:00Z', '2025-03-10T00:00:00Z')).toEqual([
      '2025-03-09T06:00:00.000Z',
      '2025-03-09T07:00:00.000Z',
    ]);
  });

  it('starts a range whose start does not exist once the clocks have moved', () => {
    const night = schedule({
      timeZone: 'America/New_York',
      weeklyRules: [{ weekday: 0, startMinute: 150, endMinute: 240 }],
    });
    // 02:30 does not exist: the range is 03:30–04:00 EDT, room for one 30-minute slot.
    expect(slotStarts(night, '2025-03-09T00:00:00Z', '2025-03-10T00:00:00Z', 30)).toEqual([
      '2025-03-09T07:30:00.000Z',
    ]);
  });

  it('gives a range across the fall-back repeat one hour more of real time', () => {
    const night = schedule({
      timeZone: 'America/New_York',
      weeklyRules: [{ weekday: 0, ...hours(0, 3) }],
    });
    // 00:00 EDT to 03:00 EST is four real hours; 01:00 happens twice.
    expect(slotStarts(night, '2025-11-02T00:00:00Z', '2025-11-03T00:00:00Z')).toEqual([
      '2025-11-02T04:00:00.000Z',
      '2025-11-02T05:00:00.000Z',
      '2025-11-02T06:00:00.000Z',
      '2025-11-02T07:00:00.000Z',
    ]);
  });

  it('ends a range at the first occurrence of a repeated end time', () => {
    const night = schedule({
      timeZone: 'America/New_York',
      weeklyRules: [{ weekday: 0, startMinute: 0, endMinute: 90 }],
    });
    expect(slotStarts(night, '2025-11-02T00:00:00Z', '2025-11-03T00:00:00Z', 30)).toEqual([
      '2025-11-02T04:00:00.000Z',
      '2025-11-02T04:30:00.000Z',
      '2025-11-02T05:00:00.000Z',
    ]);
  });

  it('follows the March change in London, which happens on another date than New York', () => {
    const london = schedule({
      timeZone: 'Europe/London',
      weeklyRules: [{ weekday: 0, ...hours(9, 10) }],
    });
    expect(slotStarts(london, '2025-03-23T00:00:00Z', '2025-04-01T00:00:00Z')).toEqual([
      '2025-03-23T09:00:00.000Z', // GMT
      '2025-03-30T08:00:00.000Z', // BST
    ]);
  });
});

describe('a half-hour daylight-saving shift (Lord Howe Island)', () => {
  // Sundays 01:00-04:00 local; the clocks move by 30 minutes, at 02:00, on the first Sunday
  // of October (forward) and of April (back).
  const lordHowe = schedule({
    timeZone: 'Australia/Lord_Howe',
    weeklyRules: [{ weekday: 0, ...hours(1, 4) }],
  });

  it('gives the spring-forward Sunday half an hour less, on the grid of its first hour', () => {
    // 01:00 at +10:30 is 14:30Z the day before; 04:00 at +11:00 is 17:00Z: 2.5 hours.
    const starts = slotStarts(
      lordHowe,
      '2026-10-03T12:00:00Z',
      '2026-10-03T18:00:00Z',
      30,
      [],
      at('2026-01-01T00:00:00Z'),
    );
    expect(starts).toEqual([
      '2026-10-03T14:30:00.000Z',
      '2026-10-03T15:00:00.000Z',
      '2026-10-03T15:30:00.000Z',
      '2026-10-03T16:00:00.000Z',
      '2026-10-03T16:30:00.000Z',
    ]);
  });

  it('gives the fall-back Sunday half an hour more', () => {
    // 01:00 at +11:00 is 14:00Z the day before; 04:00 at +10:30 is 17:30Z: 3.5 hours.
    const starts = slotStarts(
      lordHowe,
      '2026-04-04T12:00:00Z',
      '2026-04-04T18:00:00Z',
      30,
      [],
      at('2026-01-01T00:00:00Z'),
    );
    expect(starts).toHaveLength(7);
    expect(starts[0]).toBe('2026-04-04T14:00:00.000Z');
    expect(starts.at(-1)).toBe('2026-04-04T17:00:00.000Z');
  });

  it("works the change out once: asked again, the date takes no more of Luxon's slow path", () => {
    const window = {
      schedule: lordHowe,
      from: at('2027-09-01T00:00:00Z'),
      to: at('2027-10-31T00:00:00Z'),
      now: at('2027-01-01T00:00:00Z'),
      slotMinutes: 30,
      busy: [],
    };
    const slowPath = vi.spyOn(DateTime.prototype, 'getPossibleOffsets');
    try {
      const first = computeSlots(window);
      expect(slowPath).toHaveBeenCalled();
      slowPath.mockClear();
      expect(computeSlots(window)).toEqual(first);
      expect(slowPath).not.toHaveBeenCalled();
    } finally {
      slowPath.mockRestore();
    }
  });
});

describe('zones without daylight saving and Friday/Saturday weekends', () => {
  it('gives a Riyadh tutor the same UTC hours all week, with Friday off', () => {
    // Saturday to Thursday, 16:00–18:00 Riyadh (UTC+3, no DST), the week New York changes clocks.
    const riyadh = schedule({
      timeZone: 'Asia/Riyadh',
      weeklyRules: [6, 0, 1, 2, 3, 4].map((weekday) => ({ weekday, ...hours(16, 18) })),
    });
    const starts = slotStarts(riyadh, '2025-03-07T21:00:00Z', '2025-03-14T21:00:00Z');
    expect(starts).toHaveLength(12);
    expect(new Set(starts.map((start) => start.slice(11, 16)))).toEqual(
      new Set(['13:00', '14:00']),
    );
    // Friday 14 March local is absent; Saturday 8 March is the first day.
    expect(starts[0]).toBe('2025-03-08T13:00:00.000Z');
    expect(starts.some((start) => start.startsWith('2025-03-14'))).toBe(false);
  });

  it("follows Egypt's own daylight saving, which starts at midnight on the last Friday of April", () => {
    // Sunday to Thursday 17:00–18:00 Cairo; Egypt's weekend is Friday and Saturday.
    const cairo = schedule({
      timeZone: 'Africa/Cairo',
      weeklyRules: [0, 1, 2, 3, 4].map((weekday) => ({ weekday, ...hours(17, 18) })),
    });
    expect(slotStarts(cairo, '2025-04-19T00:00:00Z', '2025-05-03T00:00:00Z')).toEqual([
      '2025-04-20T15:00:00.000Z', // EET, UTC+2
      '2025-04-21T15:00:00.000Z',
      '2025-04-22T15:00:00.000Z',
      '2025-04-23T15:00:00.000Z',
      '2025-04-24T15:00:00.000Z',
      '2025-04-27T14:00:00.000Z', // EEST, UTC+3, from Friday 25 April
      '2025-04-28T14:00:00.000Z',
      '2025-04-29T14:00:00.000Z',
      '2025-04-30T14:00:00.000Z',
      '2025-05-01T14:00:00.000Z',
    ]);
  });

  it('shortens a Cairo range across the midnight that does not exist', () => {
    const cairo = schedule({
      timeZone: 'Africa/Cairo',
      dateOverrides: [{ date: '2025-04-25', ranges: [hours(0, 2)] }],
    });
    // 00:00 becomes 01:00 EEST: one real hour, 22:00Z to 23:00Z the evening before in UTC.
    expect(slotStarts(cairo, '2025-04-24T00:00:00Z', '2025-04-26T00:00:00Z')).toEqual([
      '2025-04-24T22:00:00.000Z',
    ]);
  });
});

describe('Ramadan hours (issue 34)', () => {
  // Usual hours 16:00–18:00 Riyadh every day; in Ramadan 21:00–23:00 (after iftar) instead.
  const riyadh = schedule({
    timeZone: 'Asia/Riyadh',
    weeklyRules: everyDay(16, 18),
    ramadan: { shiftDays: 0, weeklyRules: everyDay(21, 22) },
  });
  const localTimes = (starts: string[]) =>
    starts.map((start) =>
      DateTime.fromISO(start, { zone: 'Asia/Riyadh' }).toFormat('yyyy-MM-dd HH:mm'),
    );

  it('replaces the usual hours on the dates of Ramadan 1447 (18 February to 19 March 2026)', () => {
    expect(localTimes(slotStarts(riyadh, '2026-02-16T21:00:00Z', '2026-02-19T21:00:00Z'))).toEqual([
      '2026-02-17 16:00',
      '2026-02-17 17:00',
      '2026-02-18 21:00',
      '2026-02-19 21:00',
    ]);
    expect(localTimes(slotStarts(riyadh, '2026-03-18T21:00:00Z', '2026-03-20T21:00:00Z'))).toEqual([
      '2026-03-19 21:00',
      '2026-03-20 16:00',
      '2026-03-20 17:00',
    ]);
  });

  it('moves the Ramadan dates by the shift', () => {
    const later = schedule({ ...riyadh, ramadan: { shiftDays: 1, weeklyRules: everyDay(21, 22) } });
    expect(localTimes(slotStarts(later, '2026-02-17T21:00:00Z', '2026-02-19T21:00:00Z'))).toEqual([
      '2026-02-18 16:00',
      '2026-02-18 17:00',
      '2026-02-19 21:00',
    ]);
    expect(localTimes(slotStarts(later, '2026-03-19T21:00:00Z', '2026-03-20T21:00:00Z'))).toEqual([
      '2026-03-20 21:00',
    ]);
  });

  it('follows Ramadan 1448 (8 February to 8 March 2027), with an empty weekday as a day off', () => {
    const fridaysOff = schedule({
      ...riyadh,
      ramadan: {
        shiftDays: 0,
        weeklyRules: [0, 1, 2, 3, 4, 6].map((weekday) => ({ weekday, ...hours(21, 22) })),
      },
    });
    const starts = localTimes(
      slotStarts(fridaysOff, '2027-02-06T21:00:00Z', '2027-03-09T21:00:00Z'),
    );
    expect(starts[0]).toBe('2027-02-07 16:00');
    expect(starts).toContain('2027-02-08 21:00');
    expect(starts).toContain('2027-03-08 21:00');
    expect(starts).toContain('2027-03-09 16:00');
    // Fridays of Ramadan 1448 (12, 19, 26 February, 5 March) have no hours at all.
    expect(starts.filter((start) => start.startsWith('2027-02-12'))).toEqual([]);
    expect(starts.filter((start) => start.startsWith('2027-03-05'))).toEqual([]);
  });

  it("lets a date's own override win over the Ramadan timetable", () => {
    const withOverride = schedule({
      ...riyadh,
      dateOverrides: [{ date: '2026-02-20', ranges: [hours(10, 11)] }],
    });
    expect(
      localTimes(slotStarts(withOverride, '2026-02-19T21:00:00Z', '2026-02-20T21:00:00Z')),
    ).toEqual(['2026-02-20 10:00']);
  });
});

describe('overrides, bookings, notice and horizon', () => {
  const weekdays = schedule({ timeZone: 'Asia/Riyadh', weeklyRules: everyDay(9, 12) });

  it('removes a day off and replaces a date with its own hours', () => {
    const s = {
      ...weekdays,
      dateOverrides: [
        { date: '2025-06-01', ranges: [] },
        { date: '2025-06-02', ranges: [hours(9, 10), hours(20, 21)] },
      ],
    };
    expect(slotStarts(s, '2025-05-31T21:00:00Z', '2025-06-02T21:00:00Z')).toEqual([
      '2025-06-02T06:00:00.000Z',
      '2025-06-02T17:00:00.000Z',
    ]);
  });

  it('drops the slots a booking overlaps and keeps the ones that only touch it', () => {
    const busy = [{ start: at('2025-06-01T07:00:00Z'), end: at('2025-06-01T08:00:00Z') }];
    expect(slotStarts(weekdays, '2025-05-31T21:00:00Z', '2025-06-01T21:00:00Z', 60, busy)).toEqual([
      '2025-06-01T06:00:00.000Z',
      '2025-06-01T08:00:00.000Z',
    ]);
    const halfHour = [{ start: at('2025-06-01T07:30:00Z'), end: at('2025-06-01T07:45:00Z') }];
    expect(
      slotStarts(weekdays, '2025-05-31T21:00:00Z', '2025-06-01T21:00:00Z', 60, halfHour),
    ).toEqual(['2025-06-01T06:00:00.000Z', '2025-06-01T08:00:00.000Z']);
  });

  it('offers nothing sooner than the minimum notice', () => {
    const s = { ...weekdays, minimumNoticeMinutes: 12 * 60 };
    const now = at('2025-06-01T05:30:00Z'); // 08:30 in Riyadh: today's hours are all too soon
    expect(slotStarts(s, '2025-05-31T21:00:00Z', '2025-06-02T21:00:00Z', 60, [], now)).toEqual([
      '2025-06-02T06:00:00.000Z',
      '2025-06-02T07:00:00.000Z',
      '2025-06-02T08:00:00.000Z',
    ]);
  });

  it('offers nothing beyond the booking horizon', () => {
    const s = { ...weekdays, bookingHorizonDays: 2 };
    const now = at('2025-06-01T00:00:00Z');
    const starts = slotStarts(s, '2025-06-01T00:00:00Z', '2025-06-10T00:00:00Z', 60, [], now);
    expect(starts.at(-1)).toBe('2025-06-02T08:00:00.000Z');
    expect(starts).toHaveLength(6);
  });

  it('keeps slots on the grid of the tutor hours when the window starts mid-range', () => {
    expect(slotStarts(weekdays, '2025-06-01T06:20:00Z', '2025-06-01T08:30:00Z')).toEqual([
      '2025-06-01T07:00:00.000Z',
    ]);
  });

  it('joins a range that ends at midnight with one that starts there', () => {
    const late = schedule({
      weeklyRules: [
        { weekday: 0, startMinute: 23 * 60, endMinute: 1440 },
        { weekday: 1, ...hours(0, 1) },
      ],
    });
    expect(
      availabilityIntervals(late, {
        start: at('2025-06-01T00:00:00Z'),
        end: at('2025-06-03T00:00:00Z'),
      }),
    ).toEqual([{ start: at('2025-06-01T23:00:00Z'), end: at('2025-06-02T01:00:00Z') }]);
    expect(slotStarts(late, '2025-06-01T00:00:00Z', '2025-06-03T00:00:00Z', 90)).toEqual([
      '2025-06-01T23:00:00.000Z',
    ]);
  });
});

describe('mergeIntervals', () => {
  it('joins overlapping and touching intervals, in order', () => {
    expect(
      mergeIntervals([
        { start: 5, end: 7 },
        { start: 1, end: 3 },
        { start: 3, end: 4 },
        { start: 6, end: 9 },
      ]),
    ).toEqual([
      { start: 1, end: 4 },
      { start: 5, end: 9 },
    ]);
  });
});

describe('the cost of a large schedule', () => {
  const dayMs = 24 * 3_600_000;
  const hourly = (count: number) =>
    Array.from({ length: count }, (_, index) => hours(index * 2, index * 2 + 1));
  /** The largest schedule the old limits accepted: 366 overrides × 12 ranges, 70 weekly ranges. */
  function largest(timeZone: string, firstDate: string): AvailabilitySchedule {
    const first = at(`${firstDate}T00:00:00Z`);
    return schedule({
      timeZone,
      weeklyRules: [0, 1, 2, 3, 4, 5, 6].flatMap((weekday) =>
        hourly(10).map((range) => ({ weekday, ...range })),
      ),
      dateOverrides: Array.from({ length: 366 }, (_, index) => ({
        date: iso(first + index * dayMs).slice(0, 10),
        ranges: hourly(12),
      })),
    });
  }

  it("converts a month of boundaries without Luxon's slow path on ordinary dates", () => {
    const slowPath = vi.spyOn(DateTime.prototype, 'getPossibleOffsets');
    try {
      const from = at('2025-06-01T00:00:00Z');
      const slots = computeSlots({
        schedule: largest('Asia/Riyadh', '2025-05-01'),
        from,
        to: from + 31 * dayMs,
        now: from - dayMs,
        slotMinutes: 30,
        busy: [],
      });
      expect(slots).toHaveLength(31 * 12 * 2);
      expect(slowPath).not.toHaveBeenCalled();
      // Across a daylight-saving change only the dates next to it take the slow path.
      computeSlots({
        schedule: largest('America/New_York', '2025-02-01'),
        from: at('2025-03-01T00:00:00Z'),
        to: at('2025-04-01T00:00:00Z'),
        now: at('2025-02-01T00:00:00Z'),
        slotMinutes: 30,
        busy: [],
      });
      expect(slowPath.mock.calls.length).toBeLessThanOrEqual(2 * 12 * 2);
    } finally {
      slowPath.mockRestore();
    }
  });

  it('checks each slot against the bookings in one pass, not every pair', () => {
    const from = at('2025-06-01T00:00:00Z');
    // Every other 30-minute slot of the month is booked.
    const busy = Array.from({ length: 31 * 24 }, (_, index) => ({
      start: from + index * 3_600_000,
      end: from + index * 3_600_000 + 1_800_000,
    }));
    const slots = computeSlots({
      schedule: schedule({ weeklyRules: everyDay(0, 24) }),
      from,
      to: from + 31 * dayMs,
      now: from - dayMs,
      slotMinutes: 30,
      busy,
    });
    expect(slots).toHaveLength(31 * 24);
    expect(slots.every((slot) => (slot.start - from) % 3_600_000 === 1_800_000)).toBe(true);
  });

  it('agrees with the wall-clock conversion on every date, DST changes included', () => {
    const zones = [
      'UTC',
      'Asia/Riyadh',
      'Africa/Cairo',
      'America/New_York',
      'Europe/London',
      'Australia/Lord_Howe',
    ];
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-02T00:00:00Z'),
          max: new Date('2100-12-30T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.constantFrom(...zones),
        fc.integer({ min: 0, max: 1440 }),
        (day, zone, minute) => {
          const date = day.toISOString().slice(0, 10);
          expect(dayClock(date, zone)(minute)).toBe(wallClockToInstant(date, minute, zone));
        },
      ),
      { seed: 9, numRuns: 2000 },
    );
  });
});
