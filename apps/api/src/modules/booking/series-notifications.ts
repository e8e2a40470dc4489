import type { DbExecutor } from '../../db/client';
import { isolated } from '../../emails/layout';
import { textsIn } from '../../plugins/i18n';
import { enqueueEmail } from '../mail/outbox';
import { notifyPerson } from '../notifications/notify';
import { bookingPushTarget, bookingUrlOf } from './booking-calendar';
import { pushTimeText } from './booking-notifications';
import { loadBookingWithPeople } from './booking-people';
import {
  seriesConfirmedMessage,
  weekNotBookedMessage,
  type WeekNotBookedReason,
} from './series-emails';

type Context = { appUrl: string; now: Date };
type Week = { id: string; startAt: Date; endAt: Date };

/**
 * Tells the family once that the tutor confirmed these weeks of a series (soonest first), on
 * the channels they chose for confirmations; each week's own notice was left out
 * (`changeStatus`'s `withoutNotice`).
 */
export async function notifySeriesConfirmed(tx: DbExecutor, context: Context, weeks: Week[]) {
  const [first] = weeks;
  if (!first) return;
  const withPeople = await loadBookingWithPeople(tx, first.id);
  if (!withPeople) throw new Error(`booking ${first.id} not found`);
  const { family, tutor, subject } = withPeople;
  await notifyPerson(tx, {
    userId: family.id,
    event: 'booking-confirmed',
    key: `booking-series:${withPeople.booking.seriesId}:confirmed:${first.id}:${family.id}`,
    now: context.now,
    email: () =>
      enqueueEmail(
        tx,
        family.email,
        seriesConfirmedMessage(
          {
            to: family,
            withPeople,
            bookingUrl: bookingUrlOf(context.appUrl, first.id),
            now: context.now,
          },
          weeks,
        ),
      ),
    push: () => {
      const t = textsIn(family.language, 'push', 'seriesConfirmed');
      return {
        title: t('title'),
        body: t('body', {
          subject: isolated(subject[family.language]),
          tutor: isolated(tutor.fullName),
          time: pushTimeText(first.startAt, family),
        }),
        ...bookingPushTarget(first.id),
        lang: family.language,
      };
    },
  });
}

/**
 * Tells the family that the week an open series was to add is not free, and why, on the
 * channels they chose for a lesson that cannot happen (a declined request). `otherWeekId` is
 * any lesson of the series: the people and the subject are read from it.
 */
export async function notifyWeekNotBooked(
  tx: DbExecutor,
  context: Context,
  week: { otherWeekId: string; startAt: Date; endAt: Date; reason: WeekNotBookedReason },
) {
  const found = await loadBookingWithPeople(tx, week.otherWeekId);
  if (!found) throw new Error(`booking ${week.otherWeekId} not found`);
  // The texts name the week that was not booked, so they read its times.
  const withPeople = {
    ...found,
    booking: { ...found.booking, startAt: week.startAt, endAt: week.endAt, trial: false },
  };
  const { family, tutor, subject } = withPeople;
  const tutorPath = `/tutors/${tutor.id}`;
  await notifyPerson(tx, {
    userId: family.id,
    event: 'booking-declined',
    key: `booking-series:${found.booking.seriesId}:not-booked:${week.startAt.getTime()}:${family.id}`,
    now: context.now,
    email: () =>
      enqueueEmail(
        tx,
        family.email,
        weekNotBookedMessage(
          {
            to: family,
            withPeople,
            bookingUrl: bookingUrlOf(context.appUrl, found.booking.id),
            now: context.now,
          },
          {
            reason: week.reason,
            tutorUrl: new URL(tutorPath, `${context.appUrl}/`).toString(),
          },
        ),
      ),
    push: () => {
      const t = textsIn(family.language, 'push', 'weekNotBooked');
      return {
        title: t('title'),
        body: t('body', {
          subject: isolated(subject[family.language]),
          time: pushTimeText(week.startAt, family),
        }),
        url: tutorPath,
        tag: `booking-series:${found.booking.seriesId}:${week.startAt.getTime()}`,
        lang: family.language,
      };
    },
  });
}
