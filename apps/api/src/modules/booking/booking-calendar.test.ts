import { describe, expect, it } from 'vitest';
import { calendarFileOf, type BookingCalendarInput } from './booking-calendar';
import { calendarProperties } from '../../test/calendar-properties';
import { hasControlCharacter } from '../../emails/one-line';

const bookingId = '0b4c1c9e-1111-4222-8333-444455556666';
const input: BookingCalendarInput = {
  bookingId,
  status: 'confirmed',
  startAt: new Date('2026-04-20T14:00:00Z'),
  endAt: new Date('2026-04-20T15:00:00Z'),
  trial: false,
  subjectName: 'Mathematics',
  tutorName: 'Mona Saleh',
  learnerName: 'Omar',
  language: 'en',
  bookingUrl: `https://nibras.test/sessions/${bookingId}`,
  sequence: 0,
  stamp: new Date('2026-04-01T08:30:00Z'),
};

describe('a booking as an iCalendar file', () => {
  it('is one event with a stable UID, UTC times and the booking page', () => {
    const file = calendarFileOf(input);
    expect(file.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(file.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    // Every line ends in CRLF: no bare LF anywhere.
    expect(file.replaceAll('\r\n', '')).not.toContain('\n');
    const properties = calendarProperties(file);
    expect(properties).toMatchObject({
      METHOD: 'PUBLISH',
      UID: `${bookingId}@nibras`,
      DTSTAMP: '20260401T083000Z',
      DTSTART: '20260420T140000Z',
      DTEND: '20260420T150000Z',
      SEQUENCE: '0',
      SUMMARY: 'Mathematics with Mona Saleh (Nibras)',
      URL: input.bookingUrl,
      STATUS: 'CONFIRMED',
    });
    expect(properties.DESCRIPTION).toContain(`Learner: Omar\\n`);
    expect(properties.DESCRIPTION).toContain(input.bookingUrl);
    expect(file.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    // The same booking gives the same file: nothing random (ics would make up a UID).
    expect(calendarFileOf(input)).toBe(file);
  });

  it('says tentative for a request and cancelled for a declined or cancelled booking', () => {
    const statusOf = (status: BookingCalendarInput['status']) =>
      calendarProperties(calendarFileOf({ ...input, status })).STATUS;
    expect(statusOf('requested')).toBe('TENTATIVE');
    expect(statusOf('confirmed')).toBe('CONFIRMED');
    expect(statusOf('declined')).toBe('CANCELLED');
    expect(statusOf('cancelled')).toBe('CANCELLED');
    const cancelled = calendarProperties(calendarFileOf({ ...input, status: 'cancelled' }));
    expect(cancelled.TRANSP).toBe('TRANSPARENT');
  });

  it('writes Arabic texts, escapes separators and folds lines at 75 octets, not characters', () => {
    const file = calendarFileOf({
      ...input,
      language: 'ar',
      trial: true,
      subjectName: 'الرياضيات',
      tutorName: 'أحمد محمود الشريف',
      learnerName: 'سارة, بنت; علي',
      sequence: 3,
    });
    for (const line of file.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const properties = calendarProperties(file);
    expect(properties.SUMMARY).toBe('حصة تجريبية: الرياضيات مع أحمد محمود الشريف (نبراس)');
    expect(properties.DESCRIPTION).toContain('الحصة لـسارة\\, بنت\\; علي\\n');
    expect(properties.SEQUENCE).toBe('3');
  });

  it('lets no control character of a name into the file: a bare CR adds no event (issue 31)', () => {
    const controls = Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)).join('');
    const injected = 'Eve\rEND:VEVENT\rBEGIN:VEVENT\rSUMMARY:Free money';
    const file = calendarFileOf({
      ...input,
      tutorName: injected,
      subjectName: `Math${controls}\u007f\u0085\u2028`,
      learnerName: `Omar\r\nATTENDEE:mailto:x@example.test\u000b\u0000`,
    });
    // CR only before LF, LF only after CR, and no other control character at all.
    expect(hasControlCharacter(file.replaceAll('\r\n', ''))).toBe(false);
    const lines = file.split('\r\n');
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toEqual([]);
    const properties = calendarProperties(file);
    expect(properties.SUMMARY).toBe(
      'Math  with Eve END:VEVENT BEGIN:VEVENT SUMMARY:Free money (Nibras)',
    );
  });
});
