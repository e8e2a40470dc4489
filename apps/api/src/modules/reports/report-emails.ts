import type { Language } from '@nibras/contracts/i18n/languages';
import type { ReportOutcome, ReportSubject } from '@nibras/contracts/reports';
import { isolated, renderEmail, type RenderedEmail } from '../../emails/layout';
import { textsIn } from '../../plugins/i18n';
import { languageOf, type Recipient } from '../people/people-emails';

function dateIn(language: Language, at: Date): string {
  // Western digits in Arabic too, as the web app writes numbers.
  return new Intl.DateTimeFormat(language === 'ar' ? 'ar-u-nu-latn' : 'en', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
}

/** Tells the reporter, in their language, what came of their report. */
export function outcomeEmail(
  to: Recipient,
  report: { subject: ReportSubject; createdAt: Date; outcome: ReportOutcome; note: string | null },
  appUrl: string,
): RenderedEmail {
  const language = languageOf(to);
  const t = textsIn(language, 'trust-emails');
  const shared = textsIn(language, 'shared');
  return renderEmail(language, t('outcome.subject'), to.fullName, [
    {
      paragraph: t('outcome.intro', {
        what: t(`subjects.${report.subject}`),
        date: dateIn(language, report.createdAt),
      }),
    },
    { paragraph: t('outcome.outcome', { outcome: shared(`reports.outcomes.${report.outcome}`) }) },
    ...(report.note ? [{ paragraph: t('outcome.note', { note: isolated(report.note) }) }] : []),
    { action: t('outcome.action'), href: `${appUrl}/profile#my-reports` },
  ]);
}

/** Warns the reported account, in its language, with what the operator found. */
export function warningEmail(to: Recipient, reason: string): RenderedEmail {
  const language = languageOf(to);
  const t = textsIn(language, 'trust-emails');
  return renderEmail(language, t('warning.subject'), to.fullName, [
    { paragraph: t('warning.intro') },
    { paragraph: t('warning.reason', { reason: isolated(reason) }) },
    { paragraph: t('warning.next') },
  ]);
}
