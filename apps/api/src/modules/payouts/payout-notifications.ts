import { isLanguage, type Language } from '@nibras/contracts/i18n/languages';
import { amountOf } from '@nibras/contracts/money';
import type { DbExecutor } from '../../db/client';
import { isolated, renderEmail } from '../../emails/layout';
import { textsIn } from '../../plugins/i18n';
import { enqueueEmail } from '../mail/outbox';
import { notifyPerson } from '../notifications/notify';
import type { PayoutRow } from './payouts.repo';

type Tutor = { fullName: string; email: string; preferredLanguage: string };

/**
 * Tells the tutor, in their language and on the channels they chose for money, that a payout
 * was sent (with the bank's reference) or refused (with why): the email, and a push that opens
 * their earnings.
 */
export async function notifyPayoutDecision(
  tx: DbExecutor,
  tutor: Tutor,
  payout: PayoutRow,
  links: { appUrl: string; now: Date },
) {
  const language: Language = isLanguage(tutor.preferredLanguage) ? tutor.preferredLanguage : 'en';
  const amount = isolated(`${amountOf(payout.amountMinor)} ${payout.currency}`);
  const last4 = isolated(payout.iban.slice(-4));
  const paid = payout.status === 'paid';
  await notifyPerson(tx, {
    userId: payout.tutorId,
    event: 'money',
    key: `payout:${payout.id}:${payout.status}`,
    now: links.now,
    email: () =>
      enqueueEmail(
        tx,
        tutor.email,
        decisionEmail(language, tutor, payout, { amount, last4 }, links.appUrl),
      ),
    push: () => {
      const t = textsIn(language, 'push', paid ? 'payoutPaid' : 'payoutRefused');
      return {
        title: t('title'),
        body: t('body', { amount, last4 }),
        url: moneyPagePath,
        tag: `payout:${payout.id}`,
        lang: language,
      };
    },
  });
}

const moneyPagePath = '/dashboard/tutor/money';

function decisionEmail(
  language: Language,
  tutor: Tutor,
  payout: PayoutRow,
  { amount, last4 }: { amount: string; last4: string },
  appUrl: string,
) {
  const t = textsIn(language, 'decision-emails');
  const paid = payout.status === 'paid';
  const blocks = paid
    ? [
        {
          paragraph: t('payout.paid', {
            amount,
            last4,
            reference: isolated(payout.transferReference ?? ''),
          }),
        },
        { paragraph: t('payout.paidArrival') },
      ]
    : [
        { paragraph: t('payout.refused', { amount }) },
        { paragraph: t('payout.reason', { reason: isolated(payout.refusalReason ?? '') }) },
      ];
  return renderEmail(
    language,
    t(paid ? 'payout.paidSubject' : 'payout.refusedSubject', { amount }),
    tutor.fullName,
    [...blocks, { action: t('payout.action'), href: `${appUrl}${moneyPagePath}` }],
  );
}
