import { isLanguage, type Language } from '@nibras/contracts/i18n/languages';
import { isolated, renderEmail, type RenderedEmail } from '../../emails/layout';
import { textsIn } from '../../plugins/i18n';

/** Whoever an email of a suspension reaches: their name, address and language. */
export type Recipient = { fullName: string; email: string; preferredLanguage: string };

export const languageOf = (recipient: Recipient): Language =>
  isLanguage(recipient.preferredLanguage) ? recipient.preferredLanguage : 'en';

/** Tells the account it is suspended and why, in its language, and where to object. */
export function suspendedEmail(to: Recipient, reason: string, appUrl: string): RenderedEmail {
  const language = languageOf(to);
  const t = textsIn(language, 'trust-emails');
  return renderEmail(language, t('suspended.subject'), to.fullName, [
    { paragraph: t('suspended.intro') },
    { paragraph: t('suspended.reason', { reason: isolated(reason) }) },
    { paragraph: t('suspended.contact') },
    { action: t('suspended.action'), href: `${appUrl}/contact` },
  ]);
}

export function liftedEmail(to: Recipient, appUrl: string): RenderedEmail {
  const language = languageOf(to);
  const t = textsIn(language, 'trust-emails');
  return renderEmail(language, t('lifted.subject'), to.fullName, [
    { paragraph: t('lifted.intro') },
    { action: t('lifted.action'), href: `${appUrl}/login` },
  ]);
}
