import { z } from 'zod';
import { pagingParams } from './paging';
import { multiLineText } from './text';
import { requiredText } from './text-fields';

/**
 * Messaging between a tutor and a learner, with the learner's parent in every child's
 * conversation. Message ids are whole numbers that grow across the whole app (the live stream
 * resumes after the last one a client saw); times are UTC ISO 8601; messages are translation keys
 * of i18n/en.ts.
 */

export const messagingLimits = {
  bodyMax: 2000,
  reportDetailsMax: 500,
  /** Older messages are fetched this many at a time. */
  pageSizeDefault: 30,
  pageSizeMax: 100,
  /** An unread message waits this long before its email goes out... */
  unreadEmailAfterMinutes: 10,
  /** ...and one conversation emails one person at most once in this time. */
  unreadEmailEveryMinutes: 60,
} as const;

/** Who a person is in a conversation. */
export const conversationRoles = ['tutor', 'parent', 'student'] as const;
export type ConversationRole = (typeof conversationRoles)[number];

const conversationIdSchema = z.uuid({ error: 'validation.messaging.conversationInvalid' });
const messageIdSchema = z.number().int().positive();
/** A message id written in a path or a query: digits only. */
const messageIdText = z
  .string()
  .regex(/^[1-9]\d{0,15}$/, 'validation.selectionInvalid')
  .transform(Number);

/** `/conversations/:id/...` */
export const conversationParamsSchema = z.object({ id: conversationIdSchema });
/** `/messages/:id/...` */
export const messageParamsSchema = z.object({ id: messageIdText });

/** `POST /conversations`: opens (or finds) the conversation of a booking's tutor and learner. */
export const startConversationSchema = z.object({
  bookingId: z.uuid({ error: 'validation.booking.idInvalid' }),
});
export type StartConversationInput = z.input<typeof startConversationSchema>;

/** `POST /conversations/:id/messages`: text only, kept as written (direction is per message). */
export const sendMessageSchema = z.object({
  body: requiredText(
    'validation.messaging.bodyRequired',
    messagingLimits.bodyMax,
    'validation.messaging.bodyTooLong',
    'several',
  ),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** `GET /conversations/:id/messages`: the newest page, or the page before a message id. */
export const messagesQuerySchema = z.object({
  before: messageIdText.optional(),
  limit: pagingParams({
    maxPageSize: messagingLimits.pageSizeMax,
    defaultPageSize: messagingLimits.pageSizeDefault,
  }).pageSize,
});
export type MessagesQuery = z.input<typeof messagesQuerySchema>;

/** `POST /conversations/:id/read`: everything up to this message id has been seen. */
export const markReadSchema = z.object({ upTo: messageIdSchema });
export type MarkReadInput = z.infer<typeof markReadSchema>;
/** Its answer: the caller's mark now (it never moves back, nor past the newest message). */
export const readMarkSchema = z.object({ lastReadMessageId: z.number().int() });
export type ReadMark = z.infer<typeof readMarkSchema>;

export const messageReportReasons = [
  'spam',
  'harassment',
  'inappropriate',
  'off_platform',
  'other',
] as const;
export type MessageReportReason = (typeof messageReportReasons)[number];

/** `POST /messages/:id/report`. */
export const reportMessageSchema = z.object({
  reason: z.enum(messageReportReasons, { error: 'validation.messaging.reasonRequired' }),
  details: multiLineText()
    .trim()
    .max(messagingLimits.reportDetailsMax, { error: 'validation.messaging.detailsTooLong' })
    .optional(),
});
export type ReportMessageInput = z.input<typeof reportMessageSchema>;

export const messageSchema = z.object({
  id: messageIdSchema,
  conversationId: z.string(),
  senderId: z.string(),
  /**
   * As written, or with contact details replaced by "••••" (see `masked`); empty when an
   * operator removed the message: its words reach nobody again.
   */
  body: z.string(),
  /**
   * True when the body's contact details (phone numbers, email addresses, links) are hidden
   * from this reader: a message from the other side of a conversation with no session booked
   * (issue 29). The sender always reads what they wrote. Absent from older answers: false.
   */
  masked: z.boolean().optional(),
  sentAt: z.string(),
  /** An operator removed it (decision 0026): both sides see "This message was removed". */
  removed: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** Everyone who reads a conversation, and how far each has read (for "Seen"). */
export const conversationParticipantSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
  role: z.enum(conversationRoles),
  lastReadMessageId: z.number().int(),
});
export type ConversationParticipant = z.infer<typeof conversationParticipantSchema>;

/** An item of `GET /conversations`, and the answer of `GET /conversations/:id` and `POST /conversations`. */
export const conversationSchema = z.object({
  id: conversationIdSchema,
  tutor: z.object({ id: z.string(), fullName: z.string(), avatarUrl: z.string().nullable() }),
  /** The learner the conversation is about: a student account or a parent's child. */
  learner: z.object({ id: z.string(), fullName: z.string(), kind: z.enum(['student', 'child']) }),
  participants: z.array(conversationParticipantSchema),
  lastMessage: messageSchema.nullable(),
  /** Messages from others newer than what the caller has read. */
  unreadCount: z.number().int(),
  lastMessageAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationListSchema = z.object({ conversations: z.array(conversationSchema) });
export type ConversationList = z.infer<typeof conversationListSchema>;

/** A page of history, oldest first; `hasOlder` says whether to offer "earlier messages". */
export const messagePageSchema = z.object({
  messages: z.array(messageSchema),
  hasOlder: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

/** `GET /messages/unread`: the header's badge. */
export const unreadSummarySchema = z.object({
  unreadMessages: z.number().int(),
  unreadConversations: z.number().int(),
});
export type UnreadSummary = z.infer<typeof unreadSummarySchema>;

/**
 * What `GET /messages/stream` sends as server-sent events (`event:` is the type, `data:` the
 * JSON). A `message` carries its id as the event id, so a reconnecting client's `Last-Event-ID`
 * resumes after it; `read` tells every tab of every participant that someone read up to a message.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('message'), message: messageSchema }),
  z.object({
    type: z.literal('read'),
    conversationId: z.string(),
    userId: z.string(),
    upTo: messageIdSchema,
  }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
