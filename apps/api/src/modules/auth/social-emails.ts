import { interpolate } from '@nibras/contracts/i18n/messages';
import type { Language } from '@nibras/contracts/i18n/languages';
import { socialProviderNames, type SocialProvider } from '@nibras/contracts/social-providers';
import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client';
import type { UserRow } from '../../db/schema/index';
import { renderEmail, type EmailBlock } from '../../emails/layout';
import { enqueueEmail } from '../mail/outbox';
import { appLink, recipient } from './account-emails';

/** Texts of the emails about linking a provider; `{{provider}}` and `{{email}}` are filled in. */
const socialEmailTexts = {
  en: {
    linkRequest: {
      subject: 'Link {{provider}} to your Nibras account',
      intro:
        'Someone who signed in with {{provider}} as {{email}} asked to link that sign-in to your Nibras account. If it was you, open this link in the same browser:',
      action: 'Link {{provider}}',
      expiry:
        'The link works once, for 30 minutes, and only in the browser where you asked for it.',
      ignore: 'If it was not you, ignore this email: nothing changes.',
    },
    linked: {
      subject: '{{provider}} can now sign in to your Nibras account',
      intro: 'From now on you can log in to Nibras with {{provider}} ({{email}}).',
      warning:
        'If this was not you, remove it on your profile page and choose a new password right away:',
      action: 'Open my profile',
    },
  },
  ar: {
    linkRequest: {
      subject: 'اربط {{provider}} بحسابك على نبراس',
      intro:
        'طلب شخصٌ سجّل الدخول عبر {{provider}} بالبريد {{email}} ربطَ طريقة الدخول هذه بحسابك على نبراس. إن كنت أنت، فافتح هذا الرابط في المتصفح نفسه:',
      action: 'ربط {{provider}}',
      expiry: 'يعمل الرابط مرة واحدة خلال 30 دقيقة، وفي المتصفح الذي طلبته منه فقط.',
      ignore: 'إن لم تكن أنت، فتجاهل هذه الرسالة ولن يتغيّر شيء.',
    },
    linked: {
      subject: 'أصبح بإمكان {{provider}} تسجيل الدخول إلى حسابك على نبراس',
      intro: 'من الآن يمكنك تسجيل الدخول إلى نبراس عبر {{provider}} ({{email}}).',
      warning: 'إن لم تكن أنت، فأزِله من صفحة ملفك الشخصي واختر كلمة مرور جديدة فورًا:',
      action: 'فتح ملفي الشخصي',
    },
  },
} satisfies Record<Language, unknown>;

type Owner = Pick<UserRow, 'email' | 'fullName' | 'preferredLanguage'>;
type Identity = { provider: SocialProvider; email: string };
type Texts = (typeof socialEmailTexts)['en'];

/** An email to the account's owner about a provider, its texts' slots filled in. */
function queueToOwner(
  db: DbExecutor,
  owner: Owner,
  identity: Identity,
  blocks: (texts: Texts, slots: Record<string, string>) => EmailBlock[],
  subject: (texts: Texts) => string,
) {
  const { fullName, language } = recipient(owner);
  const texts = socialEmailTexts[language];
  const slots = { provider: socialProviderNames[identity.provider], email: identity.email };
  return enqueueEmail(
    db,
    owner.email,
    renderEmail(language, interpolate(subject(texts), slots), fullName, blocks(texts, slots)),
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
    ({ linkRequest: t }, slots) => [
      { paragraph: interpolate(t.intro, slots) },
      {
        action: interpolate(t.action, slots),
        href: appLink(app, '/social-sign-in/confirm', query),
      },
      { paragraph: t.expiry },
      { paragraph: t.ignore },
    ],
    (texts) => texts.linkRequest.subject,
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
    ({ linked: t }, slots) => [
      { paragraph: interpolate(t.intro, slots) },
      { paragraph: t.warning },
      { action: t.action, href: appLink(app, '/profile') },
    ],
    (texts) => texts.linked.subject,
  );
}
