import { genderContext } from '@nibras/contracts/address-as';
import { isLanguage, type Language } from '@nibras/contracts/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema/index';
import { renderEmail } from '../../emails/layout';
import { appLink } from '../auth/account-emails';
import type { DbExecutor } from '../../db/client';
import { textsIn } from '../../plugins/i18n';
import { enqueueEmail } from '../mail/outbox';

type Recipient = Pick<UserRow, 'email' | 'fullName' | 'preferredLanguage'>;

/** To the invited student, in their language; the link opens their dashboard. */
export function queueInvitationEmail(
  app: FastifyInstance,
  db: DbExecutor,
  student: Recipient,
  parent: Pick<UserRow, 'fullName' | 'addressAs'>,
) {
  const language: Language = isLanguage(student.preferredLanguage)
    ? student.preferredLanguage
    : 'en';
  const t = textsIn(language, 'family-emails', 'invitation');
  // The Arabic texts about the parent take the form they asked for.
  const aboutParent = { parent: parent.fullName, context: genderContext(parent.addressAs) };
  return enqueueEmail(
    db,
    student.email,
    renderEmail(language, t('subject', aboutParent), student.fullName, [
      { paragraph: t('intro', aboutParent) },
      { action: t('action'), href: appLink(app, '/dashboard/child') },
      { paragraph: t('answer') },
      { paragraph: t('ignore') },
    ]),
  );
}
