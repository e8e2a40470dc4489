import { z } from 'zod';
import { operatorListParams, operatorPageOf } from './operator-lists';
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
  message: requiredText(
    'validation.contact.messageRequired',
    contactLimits.messageMax,
    'validation.contact.messageTooLong',
    'several',
  ).min(contactLimits.messageMin, { error: 'validation.contact.messageTooShort' }),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** What the API answers in `data`: the stored message's id, for the writer's reference. */
export const contactReceiptSchema = z.object({ id: z.uuid() });
export type ContactReceipt = z.infer<typeof contactReceiptSchema>;

/** The operators' inbox of contact messages (issue 29): read, reply by email, mark resolved. */
export const contactMessageStatuses = ['open', 'resolved'] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

export const operatorContactListQuerySchema = z.object({
  ...operatorListParams(['created'], 'created'),
  status: z.enum(contactMessageStatuses, { error: 'validation.selectionInvalid' }).optional(),
  topic: z.enum(contactTopics, { error: 'validation.selectionInvalid' }).optional(),
  /** Words of the name, the address or the message. */
  search: plainText().trim().max(200, 'validation.tooLong').optional(),
});
export type OperatorContactListQuery = z.input<typeof operatorContactListQuerySchema>;

export const operatorContactSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  topic: z.enum(contactTopics),
  language: z.enum(['en', 'ar']),
  status: z.enum(contactMessageStatuses),
  createdAt: z.string(),
  /** The start of the message, for the list. */
  excerpt: z.string(),
  replyCount: z.number().int(),
});
export type OperatorContactSummary = z.infer<typeof operatorContactSummarySchema>;

export const operatorContactPageSchema = operatorPageOf(operatorContactSummarySchema);
export type OperatorContactPage = z.infer<typeof operatorContactPageSchema>;

export const operatorContactDetailSchema = operatorContactSummarySchema.extend({
  message: z.string(),
  userId: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  replies: z.array(
    z.object({
      id: z.string(),
      body: z.string(),
      createdAt: z.string(),
      operator: z.object({ id: z.string(), fullName: z.string() }),
    }),
  ),
});
export type OperatorContactDetail = z.infer<typeof operatorContactDetailSchema>;

/** `POST /operator/contact-messages/:id/replies`: emailed to the writer, in their language. */
export const contactReplySchema = z.object({
  body: requiredText('validation.required', 5000, 'validation.tooLong', 'several'),
});
export type ContactReplyInput = z.input<typeof contactReplySchema>;
