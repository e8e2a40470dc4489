import type { DisputeKind } from '@nibras/contracts/booking';
import { isLanguage, type Language } from '@nibras/contracts/i18n/languages';
import type { DbExecutor } from '../../db/client';
import { isolated, renderEmail } from '../../emails/layout';
import { textsIn } from '../../plugins/i18n';
import { enqueueEmail } from '../mail/outbox';
import type { DisputeOutcome } from '../wallet/disputes.service';

type Reader = {
  fullName: string;
  email: string;
  preferredLanguage: string;
  timeZone: string;
};

/** The session's day as its reader knows it, Western digits in Arabic too, as the app writes them. */
function dayOf(at: Date, language: Language, timeZone: string) {
  const locale = language === 'ar' ? 'ar-u-nu-latn' : 'en';
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(at);
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(at);
  }
}

/**
 * Tells one side of a session the operator's decision, in that side's language, with the reason
 * as the operator wrote it (both sides read the same reason).
 */
export async function sendDisputeDecision(
  tx: DbExecutor,
  reader: Reader,
  other: { fullName: string },
  decision: {
    kind: DisputeKind;
    outcome: DisputeOutcome;
    familyRefund: string;
    currency: string;
    reason: string;
    sessionStart: Date;
    bookingUrl: string;
  },
) {
  const language: Language = isLanguage(reader.preferredLanguage) ? reader.preferredLanguage : 'en';
  const t = textsIn(language, 'decision-emails');
  const date = dayOf(decision.sessionStart, language, reader.timeZone);
  const amount = isolated(`${decision.familyRefund} ${decision.currency}`);
  await enqueueEmail(
    tx,
    reader.email,
    renderEmail(language, t('dispute.subject', { date }), reader.fullName, [
      {
        paragraph: t('dispute.intro', {
          claim: t(`dispute.claim.${decision.kind}`),
          date,
          other: isolated(other.fullName),
        }),
      },
      { paragraph: t(`dispute.outcome.${decision.outcome}`, { amount }) },
      { paragraph: t('dispute.reason', { reason: isolated(decision.reason) }) },
      { action: t('dispute.action'), href: decision.bookingUrl },
    ]),
  );
}
