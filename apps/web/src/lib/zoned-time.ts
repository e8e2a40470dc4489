import type { Slot } from '@nibras/contracts/availability';
import { hijriDate } from './hijri-date';

/** The viewer's own IANA zone, in which every time is shown first. */
export function viewerTimeZone() {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export type SlotDay = { key: string; label: string; slots: Slot[] };

/** UTC slots grouped by their date in `timeZone` ("Monday 2 June"), in order. */
export function groupSlotsByDay(slots: Slot[], language: string, timeZone: string): SlotDay[] {
  const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone, dateStyle: 'short' });
  const dayLabel = new Intl.DateTimeFormat(language, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  });
  // In Arabic the Umm al-Qura date stands beside the Gregorian one (issue 34).
  const dayLabelOf = (start: Date) =>
    language === 'ar'
      ? `${dayLabel.format(start)} (${hijriDate(start, language, timeZone)})`
      : dayLabel.format(start);
  const days = new Map<string, SlotDay>();
  for (const slot of slots) {
    const start = new Date(slot.start);
    const key = dayKey.format(start);
    const day = days.get(key) ?? { key, label: dayLabelOf(start), slots: [] };
    day.slots.push(slot);
    days.set(key, day);
  }
  return [...days.values()];
}

/** A clock ("9:30 AM", "٩:٣٠ ص") of one zone in the reader's language. */
export function clockFormat(language: string, timeZone: string) {
  return new Intl.DateTimeFormat(language, { timeZone, hour: 'numeric', minute: '2-digit' });
}
