import { isLanguage, type Language } from '@nibras/contracts/i18n/languages';
import { amountOf } from '@nibras/contracts/money';
import type { DbExecutor } from '../../db/client';
import { isolated, renderEmail } from '../../emails/layout';
import { textsIn } from '../../plugins/i18n';
import { enqueueEmail } from '../mail/outbox';
import { wantsEmail } from '../notifications/notify';
import type { PayoutRow } from './payouts.repo';

type Tutor = { fullName: string; email: string; preferredLanguage: string };

/** Tells the tutor, in their language, that a payout was sent (with the bank's reference) or refused (with why). */
export async function sendPayoutDecision(
  tx: DbExecutor,
  tutor: Tutor,
  payout: PayoutRow,
  moneyPageUrl: string,
) {
  // Money's channel on the notifications page (a receipt, a tax document, always goes).
  if (!(await wantsEmail(tx, payout.tutorId, 'money'))) return;
  const language: Language = isLanguage(tutor.preferredLanguage) ? tutor.preferredLanguage : 'en';
  const t = textsIn(language, 'decision-emails');
  const amount = isolated(`${amountOf(payout.amountMinor)} ${payout.currency}`);
  const paid = payout.status === 'paid';
  const blocks = paid
    ? [
        {
          paragraph: t('payout.paid', {
            amount,
            last4: isolated(payout.iban.slice(-4)),
            reference: isolated(payout.transferReference ?? ''),
          }),
        },
        { paragraph: t('payout.paidArrival') },
      ]
    : [
        { paragraph: t('payout.refused', { amount }) },
        { paragraph: t('payout.reason', { reason: isolated(payout.refusalReason ?? '') }) },
      ];
  await enqueueEmail(
    tx,
    tutor.email,
    renderEmail(
      language,
      t(paid ? 'payout.paidSubject' : 'payout.refusedSubject', { amount }),
      tutor.fullName,
      [...blocks, { action: t('payout.action'), href: moneyPageUrl }],
    ),
  );
}
