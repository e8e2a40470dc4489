import { describe, expect, it } from 'vitest';
import { requestedPieces } from './time-filter';

// Sunday 1 June 2025, noon UTC.
const june = Date.parse('2025-06-01T12:00:00Z');

describe('requestedPieces', () => {
  it('asks nothing when neither days nor times are chosen', () => {
    expect(requestedPieces(undefined, [], 'Asia/Riyadh', ['UTC'], june)).toBeUndefined();
  });

  it('keeps a Riyadh Saturday morning as it is for a Riyadh tutor', () => {
    expect(requestedPieces([6], ['morning'], 'Asia/Riyadh', ['Asia/Riyadh'], june)).toMatchObject([
      { zone: 'Asia/Riyadh', weekday: 6, fromMinute: 360, toMinute: 720 },
    ]);
  });

  it('moves it into each tutor zone, splitting at the tutor local midnight', () => {
    // Riyadh Saturday 06:00–12:00 is Cairo (summer, UTC+3) the same, London (BST) 04:00–10:00,
    // and New York (EDT) Friday 23:00 to Saturday 05:00.
    expect(
      requestedPieces(
        [6],
        ['morning'],
        'Asia/Riyadh',
        ['Africa/Cairo', 'Europe/London', 'America/New_York'],
        june,
      ),
    ).toMatchObject([
      { zone: 'Africa/Cairo', weekday: 6, fromMinute: 360, toMinute: 720 },
      { zone: 'Europe/London', weekday: 6, fromMinute: 240, toMinute: 600 },
      { zone: 'America/New_York', weekday: 5, fromMinute: 1380, toMinute: 1440 },
      { zone: 'America/New_York', weekday: 6, fromMinute: 0, toMinute: 300 },
    ]);
  });

  it("uses the coming week's offsets, so winter differs from summer", () => {
    const january = Date.parse('2025-01-15T12:00:00Z');
    expect(
      requestedPieces([1], ['evening'], 'Asia/Riyadh', ['Europe/London'], january),
    ).toMatchObject([
      { zone: 'Europe/London', weekday: 1, fromMinute: 14 * 60, toMinute: 19 * 60 },
    ]);
    expect(requestedPieces([1], ['evening'], 'Asia/Riyadh', ['Europe/London'], june)).toMatchObject(
      [{ zone: 'Europe/London', weekday: 1, fromMinute: 15 * 60, toMinute: 20 * 60 }],
    );
  });

  it('asks every day for times alone, and the whole day for days alone', () => {
    expect(requestedPieces(undefined, ['afternoon', 'evening'], 'UTC', ['UTC'], june)).toHaveLength(
      14,
    );
    expect(requestedPieces([3], undefined, 'UTC', ['UTC'], june)).toMatchObject([
      { zone: 'UTC', weekday: 3, fromMinute: 0, toMinute: 1440 },
    ]);
  });

  it('works a question out once a day: asked again, the same pieces; the next day, anew', () => {
    const zones = ['Europe/London', 'America/New_York'];
    const first = requestedPieces([1, 2], ['evening'], 'Asia/Riyadh', zones, june);
    const later = requestedPieces([1, 2], ['evening'], 'Asia/Riyadh', zones, june + 3_600_000);
    expect(later).toBe(first);
    // Another tutor zone, or another day in the viewer's zone, is another question.
    expect(requestedPieces([1, 2], ['evening'], 'Asia/Riyadh', ['UTC'], june)).not.toBe(first);
    const tomorrow = requestedPieces([1, 2], ['evening'], 'Asia/Riyadh', zones, june + 86_400_000);
    expect(tomorrow).not.toBe(first);
    // Monday is still the coming Monday from Monday 2 June: the same pieces, worked out again.
    expect(tomorrow).toEqual(first);
    expect(Object.isFrozen(first)).toBe(true);
  });
});
