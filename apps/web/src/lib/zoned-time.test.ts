import { describe, expect, it } from 'vitest';
import { groupSlotsByDay } from './zoned-time';

// 2 March 2026 was 13 Ramadan 1447 by Umm al-Qura.
const slots = [
  { start: '2026-03-02T09:00:00.000Z', end: '2026-03-02T10:00:00.000Z' },
  { start: '2026-03-02T11:00:00.000Z', end: '2026-03-02T12:00:00.000Z' },
];

describe('groupSlotsByDay', () => {
  it('names each day with its Umm al-Qura date beside it in Arabic', () => {
    const days = groupSlotsByDay(slots, 'ar', 'Asia/Riyadh');
    expect(days).toHaveLength(1);
    expect(days[0]?.label).toBe('الاثنين، 2 مارس (13 رمضان 1447 هـ)');
    expect(days[0]?.slots).toHaveLength(2);
  });

  it('keeps English days Gregorian only', () => {
    expect(groupSlotsByDay(slots, 'en', 'Asia/Riyadh')[0]?.label).toBe('Monday, March 2');
  });
});
