import type { Language } from '@nibras/contracts/i18n/languages';
import { textsIn } from '../plugins/i18n';
import { renderEmail, type RenderedEmail } from './layout';

type Recipient = { fullName: string; language: Language };

/**
 * Sent after signup and on resend: the link opens /email-confirmation in the web app. An account
 * made through a provider names it, so the owner of an address that someone else's provider
 * account claimed knows not to confirm it (docs/decisions/0014).
 */
export function confirmEmailMessage(
  to: Recipient,
  link: string,
  viaProvider?: string,
): RenderedEmail {
  const t = textsIn(to.language, 'emails');
  return renderEmail(to.language, t('confirmEmail.subject'), to.fullName, [
    { paragraph: t('confirmEmail.intro') },
    ...(viaProvider
      ? [{ paragraph: t('confirmEmail.viaProvider', { provider: viaProvider }) }]
      : []),
    { action: t('confirmEmail.action'), href: link },
    { paragraph: t('confirmEmail.expiry') },
    { paragraph: t('ignore') },
  ]);
}

/** Sent to the owner when somebody signs up with an address that already has an account. */
export function accountExistsMessage(
  to: Recipient,
  links: { login: string; resetPassword: string },
): RenderedEmail {
  const t = textsIn(to.language, 'emails');
  return renderEmail(to.language, t('accountExists.subject'), to.fullName, [
    { paragraph: t('accountExists.intro') },
    { action: t('accountExists.action'), href: links.login },
    { paragraph: t('accountExists.reset') },
    { action: t('resetPassword.action'), href: links.resetPassword },
    { paragraph: t('ignore') },
  ]);
}

/** The link opens /reset-password?token= in the web app. */
export function resetPasswordMessage(to: Recipient, link: string): RenderedEmail {
  const t = textsIn(to.language, 'emails');
  return renderEmail(to.language, t('resetPassword.subject'), to.fullName, [
    { paragraph: t('resetPassword.intro') },
    { action: t('resetPassword.action'), href: link },
    { paragraph: t('resetPassword.expiry') },
    { paragraph: t('ignore') },
  ]);
}

/** Tells the owner that a reset went through, in case it was not them. */
export function passwordChangedMessage(to: Recipient, resetLink: string): RenderedEmail {
  const t = textsIn(to.language, 'emails');
  return renderEmail(to.language, t('passwordChanged.subject'), to.fullName, [
    { paragraph: t('passwordChanged.intro') },
    { paragraph: t('passwordChanged.warning') },
    { action: t('resetPassword.action'), href: resetLink },
  ]);
}

/** A new operator's invitation: set a password (a reset link), then enrol the second factor. */
export function operatorInvitationMessage(
  to: Recipient,
  links: { setPassword: string; signIn: string },
): RenderedEmail {
  const t = textsIn(to.language, 'operator-emails', 'invitation');
  return renderEmail(to.language, t('subject'), to.fullName, [
    { paragraph: t('intro') },
    { action: t('action'), href: links.setPassword },
    { paragraph: t('expiry') },
    { paragraph: t('secondFactor') },
    { action: t('signIn'), href: links.signIn },
    { paragraph: t('ignore') },
  ]);
}
