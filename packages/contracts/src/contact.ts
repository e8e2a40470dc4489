import { z } from 'zod';
import { accountLimits } from './account-limits';
import { email, requiredText } from './text-fields';
import type { Language } from './i18n/languages';
import { plainText } from './text';

/**
 * What a message through /contact is about, so support can route it; stored in
 * `contact_messages.topic` and named in the support email.
 */
export const contactTopics = [
  'general',
  'booking',
  'tutors',
  'account',
  'technical',
  'feedback',
] as const;
export type ContactTopic = (typeof contactTopics)[number];

/** The topics' names in both languages: the form's options and the support email say the same. */
export const contactTopicLabels: Record<ContactTopic, Record<Language, string>> = {
  general: { en: 'A general question', ar: 'سؤال عام' },
  booking: { en: 'Booking and sessions', ar: 'الحجز والجلسات' },
  tutors: { en: 'Teaching on Nibras', ar: 'التدريس على نبراس' },
  account: { en: 'My account', ar: 'حسابي' },
  technical: { en: 'Something is not working', ar: 'مشكلة تقنية' },
  feedback: { en: 'Ideas and feedback', ar: 'اقتراحات وملاحظات' },
};

export const contactLimits = {
  nameMax: accountLimits.nameMax,
  /** Long enough to say what happened, short enough that nobody can paste a book. */
  messageMin: 10,
  messageMax: 2000,
} as const;

/** POST /api/v1/contact, and the /contact form: the same rules on both sides. */
export const contactMessageSchema = z.object({
  name: requiredText(
    'validation.contact.nameRequired',
    contactLimits.nameMax,
    'validation.contact.nameTooLong',
  ),
  email: email('validation.contact.emailRequired', 'validation.contact.emailInvalid'),
  topic: z.enum(contactTopics, { error: 'validation.contact.topicRequired' }),
  message: plainText('validation.contact.messageRequired')
    .trim()
    .min(1, { error: 'validation.contact.messageRequired' })
    .min(contactLimits.messageMin, { error: 'validation.contact.messageTooShort' })
    .max(contactLimits.messageMax, { error: 'validation.contact.messageTooLong' }),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** What the API answers in `data`: the stored message's id, for the writer's reference. */
export const contactReceiptSchema = z.object({ id: z.uuid() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;
