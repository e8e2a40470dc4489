/**
 * Texts of the unread-message email: namespace `messaging-emails`; `{{name}}` style slots are
 * filled by i18next. The count takes i18next's plural keys (`unread_one`…), chosen by
 * Intl.PluralRules: Arabic has its own forms (one, two, 3 to 10, 11 and up). The Arabic avoids
 * verbs, whose form would depend on the writer.
 */
export const en = {
  unread_zero: '{{count}} unread messages',
  unread_one: '1 unread message',
  unread_two: '{{count}} unread messages',
  unread_few: '{{count}} unread messages',
  unread_many: '{{count}} unread messages',
  unread_other: '{{count}} unread messages',
  subject: '{{unread}} from {{names}}',
  intro: 'You have {{unread}} from {{names}} on Nibras.',
  reply: 'Messages stay on Nibras, where you can read them and reply.',
  action: 'Open the conversation',
  footer:
    'You get this email because a message has waited for you for 10 minutes. Nibras emails you about one conversation at most once an hour.',
};

/** Typed as the English texts, so a key missing in Arabic fails the type-check. */
export const ar: typeof en = {
  unread_zero: '{{count}} رسالة غير مقروءة',
  unread_one: 'رسالة واحدة غير مقروءة',
  unread_two: 'رسالتان غير مقروءتين',
  unread_few: '{{count}} رسائل غير مقروءة',
  unread_many: '{{count}} رسالة غير مقروءة',
  unread_other: '{{count}} رسالة غير مقروءة',
  subject: '{{unread}} من {{names}}',
  intro: 'لديك {{unread}} من {{names}} على نبراس.',
  reply: 'تبقى الرسائل على نبراس، حيث يمكنك قراءتها والرد عليها.',
  action: 'افتح المحادثة',
  footer:
    'وصلك هذا البريد لأن رسالة تنتظرك منذ 10 دقائق دون أن تُقرأ. لا نراسلك بشأن المحادثة الواحدة أكثر من مرة كل ساعة.',
};
