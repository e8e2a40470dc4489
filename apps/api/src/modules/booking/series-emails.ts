import { genderContext } from '@nibras/contracts/address-as';
import { renderEmail, type RenderedEmail } from '../../emails/layout';
import { bookingTimeText, detailsOf, textsFor, type BookingEmailInput } from './booking-emails';

/** Why a week of an open series was not booked (issue 34, decision 0033's amendment). */
export type WeekNotBookedReason = 'tutorBusy' | 'learnerBusy';

/**
 * To the family, once for a whole series the tutor confirmed: every week confirmed, in the
 * reader's zone, instead of one email per week. `input` is the first of those weeks.
 */
export function seriesConfirmedMessage(
  input: BookingEmailInput,
  weeks: Array<{ startAt: Date; endAt: Date }>,
): RenderedEmail {
  const { t, names } = textsFor(input);
  const tutorForm = genderContext(input.withPeople.tutor.addressAs);
  return renderEmail(input.to.language, t('seriesConfirmed.subject', names), input.to.fullName, [
    { paragraph: t('seriesConfirmed.intro', { ...names, context: tutorForm }) },
    ...detailsOf(input, { time: false }),
    { paragraph: t('seriesConfirmed.weeks') },
    ...weeks.map((week) => ({ paragraph: bookingTimeText(week, input.to) })),
    { action: t('openSession'), href: input.bookingUrl },
    { paragraph: t('seriesConfirmed.join') },
  ]);
}

/**
 * To the family: the week an open series was to add next is not free, so it was not booked;
 * `input.withPeople.booking` carries that week's times. The series goes on the week after.
 */
export function weekNotBookedMessage(
  input: BookingEmailInput,
  extra: { reason: WeekNotBookedReason; tutorUrl: string },
): RenderedEmail {
  const { t, names } = textsFor(input);
  const reason =
    extra.reason === 'learnerBusy'
      ? t('weekNotBooked.learnerBusy', names)
      : t('weekNotBooked.tutorBusy', {
          context: genderContext(input.withPeople.tutor.addressAs),
        });
  const time = bookingTimeText(input.withPeople.booking, input.to);
  return renderEmail(input.to.language, t('weekNotBooked.subject', names), input.to.fullName, [
    { paragraph: t('weekNotBooked.intro', { ...names, time, reason }) },
    ...detailsOf(input, { time: false }),
    { action: t('weekNotBooked.action'), href: extra.tutorUrl },
  ]);
}
