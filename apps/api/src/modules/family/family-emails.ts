import { interpolate } from '@nibras/contracts/i18n/messages';
import { isLanguage, type Language } from '@nibras/contracts/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema/index';
import { renderEmail } from '../../emails/layout';
import { appLink } from '../auth/account-emails';
import type { DbExecutor } from '../../db/client';
import { enqueueEmail } from '../mail/outbox';

/** Texts of the family account's emails; `{{parent}}` is filled with the parent's name. */
export const familyEmailTexts = {
  en: {
    invitation: {
      subject: '{{parent}} invites you to their family on Nibras',
      intro:
        '{{parent}} would like to follow your learning on Nibras as your parent: they could then see and book your sessions, and read your progress and your tutors’ notes.',
      action: 'Answer the invitation',
      answer: 'Log in and accept or decline it on your dashboard. Nothing changes until you do.',
      ignore: 'If you do not know this person, decline the invitation or ignore this email.',
    },
  },
  ar: {
    invitation: {
      subject: '{{parent}} يدعوك للانضمام إلى عائلته في نبراس',
      intro:
        'يرغب {{parent}} في متابعة تعلّمك على نبراس بصفته وليّ أمرك: سيتمكّن عندها من رؤية جلساتك وحجزها، والاطلاع على تقدّمك وملاحظات معلّميك.',
      action: 'الرد على الدعوة',
      answer: 'سجّل الدخول واقبل الدعوة أو ارفضها من لوحتك. لن يتغيّر شيء قبل ذلك.',
      ignore: 'إن كنت لا تعرف هذا الشخص فارفض الدعوة أو تجاهل هذه الرسالة.',
    },
  },
} satisfies Record<Language, unknown>;

type Recipient = Pick<UserRow, 'email' | 'fullName' | 'preferredLanguage'>;

/** To the invited student, in their language; the link opens their dashboard. */
export function queueInvitationEmail(
  app: FastifyInstance,
  db: DbExecutor,
  student: Recipient,
  parentName: string,
) {
  const language: Language = isLanguage(student.preferredLanguage)
    ? student.preferredLanguage
    : 'en';
  const t = familyEmailTexts[language].invitation;
  return enqueueEmail(
    db,
    student.email,
    renderEmail(language, interpolate(t.subject, { parent: parentName }), student.fullName, [
      { paragraph: interpolate(t.intro, { parent: parentName }) },
      { action: t.action, href: appLink(app, '/dashboard/child') },
      { paragraph: t.answer },
      { paragraph: t.ignore },
    ]),
  );
}
