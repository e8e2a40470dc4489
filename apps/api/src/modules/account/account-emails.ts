import { isLanguage, type Language } from '@nibras/contracts/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema/index';
import { renderEmail } from '../../emails/layout';
import { appLink } from '../auth/account-emails';
import type { DbExecutor } from '../../db/client';
import { textsIn } from '../../plugins/i18n';
import { enqueueEmail } from '../mail/outbox';

type Owner = Pick<UserRow, 'email' | 'fullName' | 'preferredLanguage'>;

function languageOf(user: Owner): Language {
  return isLanguage(user.preferredLanguage) ? user.preferredLanguage : 'en';
}

/** The link to the new address: it opens /email-change?token= in the web app. */
export function queueEmailChangeLink(
  app: FastifyInstance,
  db: DbExecutor,
  user: Owner,
  newEmail: string,
  token: string,
) {
  const language = languageOf(user);
  const t = textsIn(language, 'account-emails', 'emailChange');
  const link = appLink(app, '/email-change', { token });
  return enqueueEmail(
    db,
    newEmail,
    renderEmail(language, t('subject'), user.fullName, [
      { paragraph: t('intro', { email: newEmail }) },
      { action: t('action'), href: link },
      { paragraph: t('expiry') },
      { paragraph: t('ignore') },
    ]),
  );
}

/** Tells the old address, in case it was not its owner who asked. */
export function queueEmailChangeNotice(
  app: FastifyInstance,
  db: DbExecutor,
  user: Owner,
  newEmail: string,
) {
  const language = languageOf(user);
  const t = textsIn(language, 'account-emails', 'emailChangeNotice');
  return enqueueEmail(
    db,
    user.email,
    renderEmail(language, t('subject'), user.fullName, [
      { paragraph: t('intro', { email: newEmail }) },
      { paragraph: t('warning') },
      { action: t('action'), href: appLink(app, '/request-reset-password') },
    ]),
  );
}

export function queuePasswordChangedNotice(app: FastifyInstance, db: DbExecutor, user: Owner) {
  const language = languageOf(user);
  const t = textsIn(language, 'account-emails', 'passwordChanged');
  return enqueueEmail(
    db,
    user.email,
    renderEmail(language, t('subject'), user.fullName, [
      { paragraph: t('intro') },
      { paragraph: t('warning') },
      { action: t('action'), href: appLink(app, '/request-reset-password') },
    ]),
  );
}
