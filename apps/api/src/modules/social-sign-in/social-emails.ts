import { socialProviderNames, type SocialProvider } from '@nibras/contracts/social-providers';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { renderEmail, type EmailBlock } from '../../emails/layout';
import { textsIn } from '../../plugins/i18n';
import { enqueueEmail } from '../mail/outbox';
import { appLink, recipient } from '../auth/account-emails';

type Owner = Pick<UserRow, 'email' | 'fullName' | 'preferredLanguage'>;
type Identity = { provider: SocialProvider; email: string };
type Texts = ReturnType<typeof textsIn<'social-emails'>>;
type Slots = { provider: string; email: string };

/** An email to the account's owner about a provider, its texts' slots filled in. */
function queueToOwner(
  db: DbExecutor,
  owner: Owner,
  identity: Identity,
  blocks: (t: Texts, slots: Slots) => EmailBlock[],
  subject: (t: Texts, slots: Slots) => string,
) {
  const { fullName, language } = recipient(owner);
  const t = textsIn(language, 'social-emails');
  const slots = { provider: socialProviderNames[identity.provider], email: identity.email };
  return enqueueEmail(
    db,
    owner.email,
    renderEmail(language, subject(t, slots), fullName, blocks(t, slots)),
  );
}

/** The proof by email: the link opens /social-sign-in/confirm?token= in the web app. */
export function queueLinkRequestEmail(
  app: FastifyInstance,
  db: DbExecutor,
  owner: Owner,
  identity: Identity,
  link: { token: string; returnTo: string | null },
) {
  const query = { token: link.token, ...(link.returnTo ? { next: link.returnTo } : {}) };
  return queueToOwner(
    db,
    owner,
    identity,
    (t, slots) => [
      { paragraph: t('linkRequest.intro', slots) },
      {
        action: t('linkRequest.action', slots),
        href: appLink(app, '/social-sign-in/confirm', query),
      },
      { paragraph: t('linkRequest.expiry') },
      { paragraph: t('linkRequest.ignore') },
    ],
    (t, slots) => t('linkRequest.subject', slots),
  );
}

/** Tells the owner a provider was linked, in case it was not them. */
export function queueLinkedNotice(
  app: FastifyInstance,
  db: DbExecutor,
  owner: Owner,
  identity: Identity,
) {
  return queueToOwner(
    db,
    owner,
    identity,
    (t, slots) => [
      { paragraph: t('linked.intro', slots) },
      { paragraph: t('linked.warning') },
      { action: t('linked.action'), href: appLink(app, '/profile') },
    ],
    (t, slots) => t('linked.subject', slots),
  );
}
