import type { BookingStatus } from '@nibras/contracts/booking';
import type { Language } from '@nibras/contracts/i18n/languages';
import { createEvent, createEvents, type EventAttributes, type EventStatus } from 'ics';
import type { EmailAttachment } from '../../db/schema/index';
import type { DbExecutor } from '../../db/client';
import { oneLine } from '../../emails/one-line';
import { textsIn } from '../../plugins/i18n';
import { placeForReader } from './booking-emails';
import { loadBookingWithPeople, type BookingWithPeople } from './booking-people';

/** What a booking's calendar file says; every text already in the reader's language. */
export type BookingCalendarInput = {
  bookingId: string;
  status: BookingStatus;
  startAt: Date;
  endAt: Date;
  trial: boolean;
  subjectName: string;
  tutorName: string;
  learnerName: string;
  language: Language;
  /** The booking page in the web app. */
  bookingUrl: string;
  /** Grows with each change of the booking, so calendars replace the copy they hold. */
  sequence: number;
  /** When this copy was made (DTSTAMP): the app clock's now. */
  stamp: Date;
  /**
   * In person, the event's LOCATION in the reader's language: the address for a reader who may
   * read it, the area otherwise (`placeForReader`). Absent online: no classroom link either way.
   */
  inPersonLocation?: string;
};

/**
 * Always METHOD:PUBLISH: the file is a copy of the booking for the reader's calendar, not an
 * iTIP invitation. REQUEST and CANCEL would need ORGANIZER and ATTENDEE addresses, which would
 * show the tutor's and the family's emails to each other; STATUS carries a cancellation instead.
 */
const calendarMethod = 'PUBLISH';
export const calendarContentType = `text/calendar; charset=utf-8; method=${calendarMethod}`;
/** A subscribed feed is a plain calendar, not a message: no method parameter. */
export const calendarFeedContentType = 'text/calendar; charset=utf-8';

const eventStatusOf: Record<BookingStatus, EventStatus> = {
  requested: 'TENTATIVE',
  confirmed: 'CONFIRMED',
  completed: 'CONFIRMED',
  no_show: 'CONFIRMED',
  declined: 'CANCELLED',
  cancelled: 'CANCELLED',
};

export function calendarUid(bookingId: string) {
  return `${bookingId}@nibras`;
}

export function calendarFilename(bookingId: string) {
  return `nibras-session-${bookingId}.ics`;
}

/**
 * `ics` folds lines every 75 characters, but RFC 5545 (3.1) counts octets: an Arabic line would
 * run past 75. Lines are unfolded and folded again by UTF-8 octets, never inside a character.
 */
function foldByOctets(calendar: string): string {
  const lines = calendar.replace(/\r\n[ \t]/g, '').split('\r\n');
  return lines
    .map((line) => {
      const parts: string[] = [];
      let current = '';
      let octets = 0;
      let limit = 75;
      for (const character of line) {
        const size = Buffer.byteLength(character);
        if (octets + size > limit) {
          parts.push(current);
          current = '';
          octets = 0;
          limit = 74; // the leading space of a continuation line is one of the 75
        }
        current += character;
        octets += size;
      }
      parts.push(current);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/** One booking as an event, the same in a booking's own file and in a calendar feed. */
function eventOf(input: BookingCalendarInput): EventAttributes & { timestamp: number } {
  const t = textsIn(input.language, 'booking-emails', 'calendar');
  // `ics` escapes CRLF and LF only: every other control character of a name goes here.
  const names = { subject: oneLine(input.subjectName), tutor: oneLine(input.tutorName) };
  return {
    uid: calendarUid(input.bookingId),
    sequence: input.sequence,
    // `ics` reads DTSTAMP from `timestamp` (missing from its types); the app clock, not Date.now().
    timestamp: input.stamp.getTime(),
    start: input.startAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: input.endAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: t(input.trial ? 'trialSummary' : 'summary', names),
    description: t(input.inPersonLocation === undefined ? 'description' : 'descriptionInPerson', {
      learner: oneLine(input.learnerName),
      link: oneLine(input.bookingUrl),
    }),
    location:
      input.inPersonLocation === undefined ? t('location') : oneLine(input.inPersonLocation),
    url: oneLine(input.bookingUrl),
    status: eventStatusOf[input.status],
    busyStatus: eventStatusOf[input.status] === 'CANCELLED' ? 'FREE' : 'BUSY',
    transp: eventStatusOf[input.status] === 'CANCELLED' ? 'TRANSPARENT' : 'OPAQUE',
  };
}

/** The booking as an iCalendar (RFC 5545) file with one event. */
export function calendarFileOf(input: BookingCalendarInput): string {
  const { error, value } = createEvent({
    productId: '-//Nibras//Sessions//EN',
    method: calendarMethod,
    ...eventOf(input),
  });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return foldByOctets(value);
}

/**
 * Many bookings as one iCalendar (RFC 5545) file: a person's calendar feed (issue 34), each
 * event exactly as its booking's own file has it, so a calendar that holds both sees one UID.
 */
export function calendarFeedFileOf(inputs: BookingCalendarInput[], calendarName: string): string {
  if (inputs.length === 0) {
    // `ics` makes no calendar without an event; an empty one is still a valid feed.
    return [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'CALSCALE:GREGORIAN',
      'PRODID:-//Nibras//Sessions//EN',
      `METHOD:${calendarMethod}`,
      `X-WR-CALNAME:${oneLine(calendarName).replace(/([\\;,])/g, '\\$1')}`,
      'END:VCALENDAR',
      '',
    ].join('\r\n');
  }
  const { error, value } = createEvents(inputs.map(eventOf), {
    productId: '-//Nibras//Sessions//EN',
    method: calendarMethod,
    calName: oneLine(calendarName),
  });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return foldByOctets(value);
}

/** A lesson's page in the web app. */
const bookingPathOf = (bookingId: string) => `/sessions/${bookingId}`;

export function bookingUrlOf(appUrl: string, bookingId: string) {
  return new URL(bookingPathOf(bookingId), `${appUrl}/`).toString();
}

/** Where a push about a lesson leads when tapped, and its tag: one notification per lesson. */
export function bookingPushTarget(bookingId: string) {
  return { url: bookingPathOf(bookingId), tag: `booking:${bookingId}` };
}

/** In person, where the reader's calendar says the lesson is (see `inPersonLocation`). */
function inPersonLocationOf(
  withPeople: BookingWithPeople,
  reader: { readerId: string; language: Language; now: Date },
) {
  const place = placeForReader(withPeople, reader.readerId, reader.now);
  if (!place) return undefined;
  const t = textsIn(reader.language, 'booking-emails', 'calendar');
  const names = {
    area: oneLine(place.area[reader.language]),
    city: oneLine(place.city[reader.language]),
  };
  return place.visible
    ? t('locationAddress', {
        ...names,
        street: oneLine(place.street),
        building: oneLine(place.building),
      })
    : t('locationArea', names);
}

/**
 * The calendar file of a loaded booking, as an attachment, in the reader's language; in person
 * its location is what this reader may read of the place.
 */
export function calendarAttachmentOf(
  withPeople: BookingWithPeople,
  options: { appUrl: string; language: Language; now: Date; readerId: string },
): EmailAttachment {
  return {
    filename: calendarFilename(withPeople.booking.id),
    contentType: calendarContentType,
    content: calendarFileOf(calendarInputOf(withPeople, options)),
  };
}

/** What a loaded booking's calendar event says to one reader, in their language. */
export function calendarInputOf(
  withPeople: BookingWithPeople,
  options: { appUrl: string; language: Language; now: Date; readerId: string },
): BookingCalendarInput {
  const { booking } = withPeople;
  const inPersonLocation = inPersonLocationOf(withPeople, options);
  return {
    bookingId: booking.id,
    status: booking.status,
    startAt: booking.startAt,
    endAt: booking.endAt,
    trial: booking.trial,
    subjectName: withPeople.subject[options.language],
    tutorName: withPeople.tutor.fullName,
    learnerName: withPeople.learnerName,
    language: options.language,
    bookingUrl: bookingUrlOf(options.appUrl, booking.id),
    sequence: Math.max(0, withPeople.history.length - 1),
    stamp: options.now,
    ...(inPersonLocation === undefined ? {} : { inPersonLocation }),
  };
}

/**
 * The calendar file of one booking, for `GET /bookings/:id/calendar.ics` (send `content` with
 * `contentType`, and `filename` in Content-Disposition); undefined when there is no such
 * booking. It does not check who may read it: the caller does.
 */
export async function calendarOfBooking(
  db: DbExecutor,
  bookingId: string,
  options: { appUrl: string; language: Language; now: Date; readerId: string },
): Promise<EmailAttachment | undefined> {
  const withPeople = await loadBookingWithPeople(db, bookingId);
  return withPeople && calendarAttachmentOf(withPeople, options);
}
