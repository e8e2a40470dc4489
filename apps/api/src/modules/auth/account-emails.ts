import { isLanguage, type Language } from '@nibras/contracts/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema/index';
import {
  accountExistsMessage,
  confirmEmailMessage,
  passwordChangedMessage,
  resetPasswordMessage,
} from '../../emails/account-emails';
import type { DbExecutor } from '../../db/client';
import { enqueueEmail } from '../mail/outbox';

/** Links in emails point at the web app's pages (docs/shared/SPEC.md section 2). */
export function appLink(
  app: FastifyInstance,
  pathname: string,
  query: Record<string, string> = {},
) {
  const url = new URL(pathname, `${app.config.appUrl}/`);
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  return url.toString();
}

/** Whom an email greets, and in which language. */
export function recipient(user: Pick<UserRow, 'fullName' | 'preferredLanguage'>) {
  const language: Language = isLanguage(user.preferredLanguage) ? user.preferredLanguage : 'en';
  return { fullName: user.fullName, language };
}

type Recipient = Pick<UserRow, 'email' | 'fullName' | 'preferredLanguage'>;

/**
 * `returnTo`, an app path already checked, rides along so the page can lead back to it;
 * `viaProvider` names the provider an account was made through.
 */
export function queueConfirmationEmail(
  app: FastifyInstance,
  db: DbExecutor,
  user: Recipient,
  token: string,
  returnTo?: string,
  viaProvider?: string,
) {
  const link = appLink(app, '/email-confirmation', {
    token,
    email: user.email,
    ...(returnTo ? { next: returnTo } : {}),
  });
  return enqueueEmail(db, user.email, confirmEmailMessage(recipient(user), link, viaProvider));
}

export function queueAccountExistsEmail(app: FastifyInstance, db: DbExecutor, user: Recipient) {
  const links = {
    login: appLink(app, '/login'),
    resetPassword: appLink(app, '/request-reset-password'),
  };
  return enqueueEmail(db, user.email, accountExistsMessage(recipient(user), links));
}

export function queueResetEmail(
  app: FastifyInstance,
  db: DbExecutor,
  user: Recipient,
  token: string,
) {
  const link = appLink(app, '/reset-password', { token });
  return enqueueEmail(db, user.email, resetPasswordMessage(recipient(user), link));
}

export function queuePasswordChangedEmail(app: FastifyInstance, db: DbExecutor, user: Recipient) {
  const link = appLink(app, '/request-reset-password');
  return enqueueEmail(db, user.email, passwordChangedMessage(recipient(user), link));
}
