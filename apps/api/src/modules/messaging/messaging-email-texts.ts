import type { Language } from '@nibras/contracts/i18n/languages';

type PluralTexts = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/**
 * Texts of the unread-message email, in both languages; `{{name}}` style slots are filled by
 * messaging-unread-email.ts. Arabic counts take their own forms (one, two, 3 to 10, 11 and up),
 * chosen with Intl.PluralRules. The Arabic avoids verbs, whose form would depend on the writer.
 */
type MessagingEmailTexts = {
  unread: PluralTexts;
  subject: string;
  intro: string;
  reply: string;
  action: string;
  footer: string;
};

const en: MessagingEmailTexts = {
  unread: {
    one: '1 unread message',
    other: '{{count}} unread messages',
  },
  subject: '{{unread}} from {{names}}',
  intro: 'You have {{unread}} from {{names}} on Nibras.',
  reply: 'Messages stay on Nibras, where you can read them and reply.',
  action: 'Open the conversation',
  footer:
    'You get this email because a message has waited for you for 10 minutes. Nibras emails you about one conversation at most once an hour.',
};

const ar: MessagingEmailTexts = {
  unread: {
    one: 'رسالة واحدة غير مقروءة',
    two: 'رسالتان غير مقروءتين',
    few: '{{count}} رسائل غير مقروءة',
    many: '{{count}} رسالة غير مقروءة',
    other: '{{count}} رسالة غير مقروءة',
  },
  subject: '{{unread}} من {{names}}',
  intro: 'لديك {{unread}} من {{names}} على نبراس.',
  reply: 'تبقى الرسائل على نبراس، حيث يمكنك قراءتها والرد عليها.',
  action: 'افتح المحادثة',
  footer:
    'وصلك هذا البريد لأن رسالة تنتظرك منذ 10 دقائق دون أن تُقرأ. لا نراسلك بشأن المحادثة الواحدة أكثر من مرة كل ساعة.',
};

export const messagingEmailTexts: Record<Language, MessagingEmailTexts> = { en, ar };

/** "3 unread messages" in the reader's language, with the count in Western digits. */
export function unreadCountText(language: Language, count: number): string {
  const texts = messagingEmailTexts[language].unread;
  const form = new Intl.PluralRules(language).select(count);
  return (texts[form] ?? texts.other).replace('{{count}}', String(count));
}
