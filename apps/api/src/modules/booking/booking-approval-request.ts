import { genderContext } from '@nibras/contracts/address-as';
import type { DbExecutor } from '../../db/client';
import { isolated, renderEmail } from '../../emails/layout';
import { textsIn } from '../../plugins/i18n';
import { findUserById } from '../auth/auth.repo';
import { enqueueEmail } from '../mail/outbox';
import type { WalletOwner } from '../wallet/wallet-owner';
import { lockAllowance, spentByChildLogin } from './booking-approval.repo';
import { loadBookingWithPeople, personOf } from './booking-people';

/**
 * A child's own login cannot spend alone (issue 28): its paid booking waits, held nothing, for
 * the parent's approval, unless the parent's monthly allowance for the child still covers it.
 * Checked under the allowance's row lock, so two bookings at once cannot both use its rest.
 */
export async function needsParentApproval(
  tx: DbExecutor,
  owner: WalletOwner,
  callerId: string,
  priceMinor: number,
  now: Date,
): Promise<boolean> {
  if (!owner.viaParent || !owner.childId) return false;
  const allowance = await lockAllowance(tx, owner.childId);
  if (!allowance) return true;
  const spent = await spentByChildLogin(tx, { childId: owner.childId, userId: callerId }, now);
  return spent + priceMinor > allowance.monthlyMinor;
}

/** Tells the parent at once, in their language, with a link to the dashboard that answers. */
export async function askParentApproval(
  tx: DbExecutor,
  context: { appUrl: string },
  bookingId: string,
  parentId: string,
) {
  const withPeople = await loadBookingWithPeople(tx, bookingId);
  const parentRow = await findUserById(tx, parentId);
  if (!withPeople || !parentRow) throw new Error(`booking ${bookingId} or its parent vanished`);
  const parent = personOf(parentRow);
  const t = textsIn(parent.language, 'booking-emails', 'approval');
  const { booking } = withPeople;
  const names = {
    learner: isolated(withPeople.learnerName),
    tutor: isolated(withPeople.tutor.fullName),
    subject: withPeople.subject[parent.language],
    price: isolated(`${booking.priceAmount} ${booking.currency}`),
  };
  const aboutLearner = { ...names, context: genderContext(withPeople.learnerAddressAs) };
  const href = new URL('/dashboard/parent', `${context.appUrl}/`).toString();
  await enqueueEmail(
    tx,
    parent.email,
    renderEmail(parent.language, t('subject', aboutLearner), parent.fullName, [
      { paragraph: t('intro', aboutLearner) },
      { action: t('action'), href },
      { paragraph: t('hold', { context: genderContext(withPeople.tutor.addressAs) }) },
      { paragraph: t('expires') },
    ]),
  );
}
