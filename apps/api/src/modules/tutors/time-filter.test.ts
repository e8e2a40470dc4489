import { describe, expect, it } from 'vitest';
import { weekWindows } from './week-windows';

const june = Date.parse('2025-06-01T12:00:00Z');

describe('weekWindows', () => {
  it('asks nothing when neither days nor times are chosen', () => {
    expect(weekWindows(undefined, [], 'Asia/Riyadh', june)).toBeUndefined();
  });

  it('moves a Riyadh Saturday morning three hours back into UTC', () => {
    expect(weekWindows([6], ['morning'], 'Asia/Riyadh', june)).toEqual([
      { start: 6 * 1440 + 3 * 60, length: 360 },
    ]);
  });

  it('wraps a Sunday early morning west of UTC round to the end of the week', () => {
    // New York in June is UTC−4: Sunday 00:00 local is Sunday 04:00 UTC; a whole day is asked.
    expect(weekWindows([0], undefined, 'America/New_York', june)).toEqual([
      { start: 240, length: 1440 },
    ]);
    // Tokyo is UTC+9: Sunday 06:00 local is Saturday 21:00 UTC.
    expect(weekWindows([0], ['morning'], 'Asia/Tokyo', june)).toEqual([
      { start: 6 * 1440 + 21 * 60, length: 360 },
    ]);
  });

  it('uses the offset in force now, so New York in January is an hour later in UTC', () => {
    const january = Date.parse('2025-01-15T12:00:00Z');
    expect(weekWindows([1], ['evening'], 'America/New_York', january)).toEqual([
      { start: 1440 + 22 * 60, length: 300 },
    ]);
  });

  it('asks every day for times alone', () => {
    expect(weekWindows(undefined, ['afternoon', 'evening'], 'UTC', june)).toHaveLength(14);
  });
});
