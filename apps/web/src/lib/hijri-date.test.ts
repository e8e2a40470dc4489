import { describe, expect, it } from 'vitest';
import { hijriDate, readableDate, readableIsoDate } from './hijri-date';

describe('Hijri dates beside Gregorian ones', () => {
  it('writes the Umm al-Qura date in Arabic with Western digits', () => {
    expect(hijriDate(new Date('2026-02-18T12:00:00Z'), 'ar', 'Asia/Riyadh')).toBe(
      '1 رمضان 1447 هـ',
    );
    expect(hijriDate(new Date('2027-02-08T12:00:00Z'), 'ar', 'Asia/Riyadh')).toBe(
      '1 رمضان 1448 هـ',
    );
  });

  it('shows both calendars in Arabic and the Gregorian only in English', () => {
    expect(readableIsoDate('2026-02-18', 'ar')).toBe('18 فبراير 2026 (1 رمضان 1447 هـ)');
    expect(readableIsoDate('2026-03-20', 'ar')).toBe('20 مارس 2026 (1 شوال 1447 هـ)');
    expect(readableIsoDate('2026-02-18', 'en')).toBe('February 18, 2026');
  });

  it("takes the day of the reader's zone", () => {
    // 22:30 UTC on 17 February is already 18 February, 1 Ramadan, in Riyadh.
    const instant = new Date('2026-02-17T22:30:00Z');
    expect(readableDate(instant, 'ar', 'Asia/Riyadh')).toBe('18 فبراير 2026 (1 رمضان 1447 هـ)');
    expect(readableDate(instant, 'ar', 'UTC')).toBe('17 فبراير 2026 (29 شعبان 1447 هـ)');
  });
});
