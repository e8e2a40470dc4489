import type { DbExecutor } from '../../db/client';
import { isolated, renderEmail, type EmailBlock } from '../../emails/layout';
import { textsIn } from '../../plugins/i18n';
import { findUserById } from '../auth/auth.repo';
import { enqueueEmail } from '../mail/outbox';
import { bookingUrlOf } from './booking-calendar';
import type { ChangeRequestRow } from './booking-change-request.repo';
import { bookingTimeText } from './booking-emails';
import { loadBookingWithPeople, personOf, type BookingPerson } from './booking-people';

/**
 * The emails of a child's request to cancel or move (issue 31): the parent is asked, the child
 * is told the answer; each in the reader's language and zone.
 */

type Change = { appUrl: string; request: ChangeRequestRow };

async function personById(tx: DbExecutor, id: string): Promise<BookingPerson> {
  const row = await findUserById(tx, id);
  if (!row) throw new Error(`user ${id} vanished`);
  return personOf(row);
}

async function textsOf(tx: DbExecutor, change: Change, to: BookingPerson) {
  const withPeople = await loadBookingWithPeople(tx, change.request.bookingId);
  if (!withPeople) throw new Error(`booking ${change.request.bookingId} vanished`);
  const { booking } = withPeople;
  const { newStartAt } = change.request;
  const length = booking.endAt.getTime() - booking.startAt.getTime();
  const names = {
    learner: isolated(withPeople.learnerName),
    tutor: isolated(withPeople.tutor.fullName),
    subject: withPeople.subject[to.language],
    time: bookingTimeText(booking, to),
    newTime: newStartAt
      ? bookingTimeText({ startAt: newStartAt, endAt: new Date(newStartAt.getTime() + length) }, to)
      : '',
  };
  return { t: textsIn(to.language, 'booking-emails', 'changeRequest'), names };
}

const reasonBlock = (text: string | null, line: (reason: string) => string): EmailBlock[] =>
  text ? [{ paragraph: line(isolated(text)) }] : [];

/** To the parent: their child asks, with a link to the dashboard that answers. */
export async function askParentToChange(tx: DbExecutor, change: Change) {
  const parent = await personById(tx, change.request.parentId);
  const { t, names } = await textsOf(tx, change, parent);
  const kind = change.request.kind;
  const href = new URL('/dashboard/parent', `${change.appUrl}/`).toString();
  await enqueueEmail(
    tx,
    parent.email,
    renderEmail(parent.language, t(`${kind}Subject`, names), parent.fullName, [
      { paragraph: t(`${kind}Intro`, names) },
      ...reasonBlock(change.request.reason, (reason) => t('reason', { reason })),
      { action: t('action'), href },
      { paragraph: t('rules') },
    ]),
  );
}

/** To the child: the parent approved (the session is cancelled or moved) or declined. */
export async function tellChildTheAnswer(
  tx: DbExecutor,
  change: Change & { answer: 'approved' | 'declined'; bookingId: string },
) {
  const child = await personById(tx, change.request.requestedById);
  const { t, names } = await textsOf(tx, change, child);
  const { request } = change;
  const approved = change.answer === 'approved';
  const subject = t(approved ? 'approvedSubject' : 'declinedSubject', names);
  const line = approved ? t(`${request.kind}Approved`, names) : t('declined', names);
  await enqueueEmail(
    tx,
    child.email,
    renderEmail(child.language, subject, child.fullName, [
      { paragraph: line },
      ...(approved
        ? []
        : reasonBlock(request.answerReason, (reason) => t('answerReason', { reason }))),
      {
        action: textsIn(child.language, 'booking-emails')('openSession'),
        href: bookingUrlOf(change.appUrl, change.bookingId),
      },
    ]),
  );
}
