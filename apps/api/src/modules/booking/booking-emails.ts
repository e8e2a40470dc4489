import { genderContext } from '@nibras/contracts/address-as';
import type { reminderHoursBefore } from '@nibras/contracts/booking';
import type { Language } from '@nibras/contracts/i18n/languages';
import { isolated, renderEmail, type EmailBlock, type RenderedEmail } from '../../emails/layout';
import { textsIn } from '../../plugins/i18n';
import type { BookingWithPeople, BookingPerson } from './booking-people';
import { addressVisibleTo } from './booking-rules';

/** The reminders' distances from the start, in hours (24 and 1). */
export type ReminderHours = (typeof reminderHoursBefore)[number];

type BookingTexts = ReturnType<typeof textsIn<'booking-emails'>>;

/**
 * A booking's start and end as its reader knows them: in their language and their own zone,
 * the zone named ("Monday, April 20, 2026, 5:00 – 6:00 PM (Arabian Standard Time)").
 */
export function bookingTimeText(
  times: { startAt: Date; endAt: Date },
  reader: { language: Language; timeZone: string },
): string {
  // Western digits in Arabic too, as the web app writes numbers.
  const locale = reader.language === 'ar' ? 'ar-u-nu-latn' : 'en';
  const range = new Intl.DateTimeFormat(locale, {
    timeZone: reader.timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  }).formatRange(times.startAt, times.endAt);
  const zoneName = new Intl.DateTimeFormat(locale, {
    timeZone: reader.timeZone,
    timeZoneName: 'long',
  })
    .formatToParts(times.startAt)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `${range} (${zoneName ?? reader.timeZone})`;
}

/** Who reads a booking email, about which booking, where its page is, and when it is sent. */
export type BookingEmailInput = {
  to: BookingPerson;
  withPeople: BookingWithPeople;
  bookingUrl: string;
  /** The app clock's now: whether the reader may read an in-person address depends on it. */
  now: Date;
};

/**
 * In person, what a reader of an email or a calendar file is told of the place: the area
 * always, the whole address only under decision 0030's rules (`addressVisibleTo`) at `now`.
 */
export function placeForReader(withPeople: BookingWithPeople, readerId: string, now: Date) {
  const { place, booking } = withPeople;
  if (!place) return undefined;
  const side = readerId === withPeople.tutor.id ? 'tutor' : 'family';
  return { ...place, visible: addressVisibleTo(side, place.place, booking, now) };
}

/** In person: how, the area, and the address if the reader may read it now. */
function placeDetailsOf(input: BookingEmailInput): EmailBlock[] {
  const place = placeForReader(input.withPeople, input.to.id, input.now);
  if (!place) return [];
  const { t, names } = textsFor(input);
  const language = input.to.language;
  return [
    {
      paragraph:
        place.place === 'family-home'
          ? t('details.atFamilyHome')
          : t('details.atTutorPlace', names),
    },
    {
      paragraph: t('details.area', {
        area: isolated(place.area[language]),
        city: isolated(place.city[language]),
      }),
    },
    ...(place.visible
      ? [
          {
            paragraph: t('details.address', {
              street: isolated(place.street),
              building: isolated(place.building),
            }),
          },
          ...(place.notes
            ? [{ paragraph: t('details.addressNotes', { notes: isolated(place.notes) }) }]
            : []),
        ]
      : [{ paragraph: t('details.addressLater') }]),
  ];
}

export function textsFor(input: BookingEmailInput) {
  const t = textsIn(input.to.language, 'booking-emails');
  const names = {
    subject: input.withPeople.subject[input.to.language],
    tutor: isolated(input.withPeople.tutor.fullName),
    family: isolated(input.withPeople.family.fullName),
    learner: isolated(input.withPeople.learnerName),
  };
  return { t, names, isTutor: input.to.id === input.withPeople.tutor.id };
}

/** Subject, the other side, the time in the reader's zone, and whether it is a trial. */
export function detailsOf(
  input: BookingEmailInput,
  options: { time?: boolean } = {},
): EmailBlock[] {
  const { t, names, isTutor } = textsFor(input);
  const { booking } = input.withPeople;
  return [
    { paragraph: t('details.subject', names) },
    {
      paragraph: isTutor
        ? t('details.learner', {
            name: names.learner,
            context: genderContext(input.withPeople.learnerAddressAs),
          })
        : t('details.tutor', {
            name: names.tutor,
            context: genderContext(input.withPeople.tutor.addressAs),
          }),
    },
    ...(options.time === false
      ? []
      : [{ paragraph: t('details.when', { time: bookingTimeText(booking, input.to) }) }]),
    ...(booking.trial ? [{ paragraph: t('details.trial') }] : []),
    ...placeDetailsOf(input),
  ];
}

function reasonOf(t: BookingTexts, reason: string | null | undefined): EmailBlock[] {
  return reason ? [{ paragraph: t('details.reason', { reason: isolated(reason) }) }] : [];
}

/** To the tutor: a family asks for a booking that waits for their answer. */
export function requestedMessage(input: BookingEmailInput): RenderedEmail {
  const { t, names } = textsFor(input);
  return renderEmail(input.to.language, t('requested.subject', names), input.to.fullName, [
    {
      paragraph: t('requested.intro', {
        ...names,
        context: genderContext(input.withPeople.family.addressAs),
      }),
    },
    ...detailsOf(input),
    { action: t('requested.action'), href: input.bookingUrl },
    {
      paragraph: t('requested.hold', { context: genderContext(input.withPeople.family.addressAs) }),
    },
  ]);
}

/** To the family: the tutor confirmed, or the booking was confirmed as it was booked. */
export function confirmedMessage(input: BookingEmailInput): RenderedEmail {
  const { t, names } = textsFor(input);
  return renderEmail(input.to.language, t('confirmed.subject', names), input.to.fullName, [
    { paragraph: t('confirmed.intro', names) },
    ...detailsOf(input),
    { action: t('openSession'), href: input.bookingUrl },
    {
      paragraph: input.withPeople.place ? t('confirmed.inPerson') : t('confirmed.join'),
    },
    { paragraph: t('details.calendar') },
  ]);
}

/** To the tutor whose hours confirm bookings by themselves: a booking was booked. */
export function bookedMessage(input: BookingEmailInput): RenderedEmail {
  const { t, names } = textsFor(input);
  return renderEmail(input.to.language, t('booked.subject', names), input.to.fullName, [
    {
      paragraph: t('booked.intro', {
        ...names,
        context: genderContext(input.withPeople.family.addressAs),
      }),
    },
    ...detailsOf(input),
    { action: t('openSession'), href: input.bookingUrl },
    { paragraph: t('details.calendar') },
  ]);
}

/** To the family: the tutor wrote the session's notes and homework (issue 33's channel). */
export function notesWrittenMessage(input: BookingEmailInput): RenderedEmail {
  const { t, names } = textsFor(input);
  return renderEmail(input.to.language, t('notesWritten.subject', names), input.to.fullName, [
    {
      paragraph: t('notesWritten.intro', {
        ...names,
        context: genderContext(input.withPeople.tutor.addressAs),
      }),
    },
    ...detailsOf(input),
    { action: t('openSession'), href: input.bookingUrl },
  ]);
}

/**
 * To the family (issue 34): the wallet does not cover a weekly series' next lesson; it waits
 * until `deadline` (24 hours before it), then is released if still unpaid.
 */
export function walletShortMessage(
  input: BookingEmailInput,
  extra: { deadline: Date; walletUrl: string },
): RenderedEmail {
  const { t, names } = textsFor(input);
  const deadline = bookingTimeText({ startAt: extra.deadline, endAt: extra.deadline }, input.to);
  return renderEmail(input.to.language, t('walletShort.subject', names), input.to.fullName, [
    { paragraph: t('walletShort.intro', { ...names, deadline }) },
    ...detailsOf(input),
    { action: t('walletShort.action'), href: extra.walletUrl },
  ]);
}

/** To the family: the tutor declined; they can pick another time on the tutor's page. */
export function declinedMessage(
  input: BookingEmailInput,
  extra: { reason?: string | null; tutorUrl: string },
): RenderedEmail {
  const { t, names } = textsFor(input);
  return renderEmail(input.to.language, t('declined.subject', names), input.to.fullName, [
    {
      paragraph: t('declined.intro', {
        ...names,
        context: genderContext(input.withPeople.tutor.addressAs),
      }),
    },
    ...detailsOf(input),
    ...reasonOf(t, extra.reason),
    { action: t('declined.action'), href: extra.tutorUrl },
  ]);
}

/** Who changed a booking, named in the Arabic form they asked for. */
function actorOf(actor: BookingPerson) {
  return { actor: isolated(actor.fullName), context: genderContext(actor.addressAs) };
}

/** To the side that did not cancel; `actor` is absent when the system or staff acted. */
export function cancelledMessage(
  input: BookingEmailInput,
  extra: { actor?: BookingPerson; reason?: string | null },
): RenderedEmail {
  const { t, names } = textsFor(input);
  const intro = extra.actor
    ? t('cancelled.introBy', { ...names, ...actorOf(extra.actor) })
    : t('cancelled.intro', names);
  return renderEmail(input.to.language, t('cancelled.subject', names), input.to.fullName, [
    { paragraph: intro },
    ...detailsOf(input),
    ...(input.withPeople.booking.lateCancellation ? [{ paragraph: t('cancelled.late') }] : []),
    ...reasonOf(t, extra.reason),
    { action: t('openSession'), href: input.bookingUrl },
  ]);
}

/** To the side that did not move the booking: the old time and the new one. */
export function rescheduledMessage(
  input: BookingEmailInput,
  extra: {
    actor?: BookingPerson;
    reason?: string | null;
    previous: { startAt: Date; endAt: Date };
  },
): RenderedEmail {
  const { t, names, isTutor } = textsFor(input);
  const intro = extra.actor
    ? t('rescheduled.introBy', { ...names, ...actorOf(extra.actor) })
    : t('rescheduled.intro', names);
  const awaitsTutor = input.withPeople.booking.status === 'requested';
  return renderEmail(input.to.language, t('rescheduled.subject', names), input.to.fullName, [
    { paragraph: intro },
    ...detailsOf(input, { time: false }),
    {
      paragraph: t('rescheduled.was', {
        time: bookingTimeText(extra.previous, input.to),
      }),
    },
    {
      paragraph: t('rescheduled.now', {
        time: bookingTimeText(input.withPeople.booking, input.to),
      }),
    },
    ...reasonOf(t, extra.reason),
    ...(awaitsTutor
      ? [
          {
            paragraph: t('rescheduled.awaitsTutor', {
              context: genderContext(input.withPeople.tutor.addressAs),
            }),
          },
        ]
      : []),
    {
      action: awaitsTutor && isTutor ? t('rescheduled.action') : t('openSession'),
      href: input.bookingUrl,
    },
    { paragraph: t('details.calendar') },
  ]);
}

/** To the tutor and the family, 24 hours and 1 hour before a confirmed booking. */
export function reminderMessage(
  input: BookingEmailInput,
  hoursBefore: ReminderHours,
): RenderedEmail {
  const { t, names, isTutor } = textsFor(input);
  const slots = { ...names, startsIn: t(`reminder.startsIn.in${hoursBefore}h`) };
  const inPerson = isTutor ? t('reminder.inPersonTutor') : t('reminder.inPersonFamily');
  return renderEmail(input.to.language, t('reminder.subject', slots), input.to.fullName, [
    { paragraph: t(isTutor ? 'reminder.introTutor' : 'reminder.introFamily', slots) },
    ...detailsOf(input),
    { action: t('openSession'), href: input.bookingUrl },
    { paragraph: input.withPeople.place ? inPerson : t('reminder.join') },
  ]);
}

/**
 * To the tutor, a day after a session's end: it is still to be marked (completed or a
 * no-show), or completed without the notes the family waits for.
 */
export function outcomeReminderMessage(
  input: BookingEmailInput,
  missing: 'outcome' | 'notes',
): RenderedEmail {
  const { t, names } = textsFor(input);
  return renderEmail(input.to.language, t('outcome.subject', names), input.to.fullName, [
    { paragraph: t('outcome.intro', names) },
    ...detailsOf(input),
    { paragraph: missing === 'outcome' ? t('outcome.mark', names) : t('outcome.notes') },
    { action: t('openSession'), href: input.bookingUrl },
  ]);
}
