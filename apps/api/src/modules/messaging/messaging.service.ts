import type {
  Conversation,
  ConversationParticipant,
  Message,
  MessagePage,
  ReportMessageInput,
  SendMessageInput,
  UnreadSummary,
} from '@nibras/contracts/messaging';
import type { DbExecutor } from '../../db/client';
import type { AuthenticatedUser } from '../../plugins/auth';
import { AppError } from '../../plugins/envelope';
import { avatarUrlOf } from '../auth/avatar-url';
import { maskContactDetails } from './contact-details';
import { readersOf, roleIn, type ConversationParties } from './messaging-access';
import { contactFlagsOf } from './messaging-flags';
import { queueMessagePushes } from './messaging-push';
import { scheduleUnreadEmails } from './messaging-unread-email';
import {
  bookedConversationIds,
  conversationIn,
  findBookingParties,
  findConversation,
  findMessage,
  findOrCreateConversation,
  insertMessage,
  insertReport,
  lastMessagesOf,
  listConversations as selectConversationsOf,
  lockMessageOrder,
  messagesBefore,
  moveReadMark,
  newestMessageIdIn,
  readMarksOf,
  unreadCountsOf,
  unreadSummaryOf,
  type ConversationRecord,
  type MessageRow,
} from './messaging.repo';
import { readAll } from '../../db/reads';

/**
 * Whether a reader sees a message's contact details masked (issue 29): yes when its tutor and
 * learner have no session booked (bookedConversationIds says what counts) and the message comes
 * from the other side: the tutor's for the family (learner, parent, child's login), the
 * family's for the tutor. The sender, and their own side, read it as written.
 */
export function masksFor(
  parties: ConversationParties,
  booked: boolean,
  readerId: string,
  senderId: string,
): boolean {
  if (booked || readerId === senderId) return false;
  return (parties.tutorId === readerId) !== (parties.tutorId === senderId);
}

/**
 * A stored message as its reader sees it: as written, or with contact details masked (`masked`
 * says so, for the notice). The stored text is never altered: once a session is booked, every
 * earlier message reads as written.
 */
export function toMessage(row: MessageRow, view: { mask: boolean }): Message {
  const { body, masked } = view.mask
    ? maskContactDetails(row.body)
    : { body: row.body, masked: false };
  return {
    id: row.id,
    conversationId: row.conversationId,
    senderId: row.senderId,
    // A message an operator hid keeps no words for anyone.
    body: row.hiddenAt ? '' : body,
    masked: row.hiddenAt ? false : masked,
    sentAt: row.createdAt.toISOString(),
    removed: row.hiddenAt !== null,
  };
}

/**
 * Messages (of any conversations) as `readerId` sees them; `records` holds their conversations,
 * `booked` those with a session booked.
 */
export function messagesAsSeenBy(
  readerId: string,
  rows: MessageRow[],
  records: Map<string, ConversationParties>,
  booked: Set<string>,
): Message[] {
  return rows.flatMap((row) => {
    const parties = records.get(row.conversationId);
    if (!parties) return [];
    const mask = masksFor(parties, booked.has(row.conversationId), readerId, row.senderId);
    return [toMessage(row, { mask })];
  });
}

type Person = NonNullable<ConversationRecord['tutor']>;

function participant(
  person: Person | null,
  role: ConversationParticipant['role'],
  marks: Map<string, number>,
): ConversationParticipant[] {
  if (!person) return [];
  return [
    {
      id: person.id,
      fullName: person.fullName,
      // Only tutors' photos are public; a family's stay between them and the app.
      avatarUrl: person.userType === 'Tutor' ? avatarUrlOf(person) : null,
      role,
      lastReadMessageId: marks.get(person.id) ?? 0,
    },
  ];
}

function toConversation(
  record: ConversationRecord,
  details: {
    readerId: string;
    booked: boolean;
    marks: Map<string, number>;
    lastMessage: MessageRow | undefined;
    unread: number;
  },
): Conversation {
  const { marks, lastMessage } = details;
  const learner = record.childId
    ? { id: record.childId, fullName: record.childName ?? '', kind: 'child' as const }
    : {
        id: record.studentId ?? '',
        fullName: record.student?.fullName ?? '',
        kind: 'student' as const,
      };
  return {
    id: record.id,
    tutor: {
      id: record.tutor.id,
      fullName: record.tutor.fullName,
      avatarUrl: avatarUrlOf(record.tutor),
    },
    learner,
    participants: [
      ...participant(record.tutor, 'tutor', marks),
      ...participant(record.student, 'student', marks),
      ...participant(record.parent, 'parent', marks),
      ...participant(record.childLogin, 'student', marks),
    ],
    lastMessage: lastMessage
      ? toMessage(lastMessage, {
          mask: masksFor(record, details.booked, details.readerId, lastMessage.senderId),
        })
      : null,
    unreadCount: details.unread,
    lastMessageAt: record.lastMessageAt.toISOString(),
  };
}

/** Answers for these conversations as `userId` sees them: five queries however many there are. */
async function conversationsAsSeenBy(
  db: DbExecutor,
  userId: string,
  records: ConversationRecord[],
): Promise<Conversation[]> {
  if (records.length === 0) return [];
  const ids = records.map((record) => record.id);
  const [marks, lastMessages, unread, booked] = await readAll(db, [
    () => readMarksOf(db, ids),
    () => lastMessagesOf(db, ids),
    () => unreadCountsOf(db, userId, conversationIn(ids)),
    () => bookedConversationIds(db, ids),
  ]);
  const marksByConversation = new Map<string, Map<string, number>>();
  for (const mark of marks) {
    const ofConversation = marksByConversation.get(mark.conversationId) ?? new Map();
    ofConversation.set(mark.userId, mark.lastReadMessageId);
    marksByConversation.set(mark.conversationId, ofConversation);
  }
  const lastById = new Map(lastMessages.map((message) => [message.conversationId, message]));
  const unreadById = new Map(unread.map((row) => [row.conversationId, row.unread]));
  return records.map((record) =>
    toConversation(record, {
      readerId: userId,
      booked: booked.has(record.id),
      marks: marksByConversation.get(record.id) ?? new Map(),
      lastMessage: lastById.get(record.id),
      unread: unreadById.get(record.id) ?? 0,
    }),
  );
}

/**
 * A conversation the caller reads, or 404 exactly as for one that does not exist, so nobody
 * learns which ids are real.
 */
async function conversationFor(db: DbExecutor, caller: AuthenticatedUser, id: string) {
  const record = await findConversation(db, id);
  if (!record || !roleIn(record, caller.id)) throw new AppError(404, 'conversation_not_found');
  return record;
}

export async function listConversations(
  db: DbExecutor,
  caller: AuthenticatedUser,
): Promise<Conversation[]> {
  return conversationsAsSeenBy(db, caller.id, await selectConversationsOf(db, caller.id));
}

export async function getConversation(
  db: DbExecutor,
  caller: AuthenticatedUser,
  id: string,
): Promise<Conversation> {
  const [conversation] = await conversationsAsSeenBy(db, caller.id, [
    await conversationFor(db, caller, id),
  ]);
  if (!conversation) throw new AppError(404, 'conversation_not_found');
  return conversation;
}

/**
 * Opens the conversation of a booking's tutor and learner, from the booking: only people who
 * share a booking (in any status) talk, so a tutor cannot write to a family that never booked.
 */
export async function startConversation(
  db: DbExecutor,
  caller: AuthenticatedUser,
  bookingId: string,
  now: Date,
): Promise<{ conversation: Conversation; created: boolean }> {
  const parties = await findBookingParties(db, bookingId);
  if (!parties || !roleIn(parties, caller.id)) throw new AppError(404, 'booking_not_found');
  // The learner is the child when the booking is a child's (also one booked with the child's
  // own login, which carries both ids), else the student account.
  const { id, created } = await findOrCreateConversation(db, parties, now);
  return { conversation: await getConversation(db, caller, id), created };
}

export async function listMessages(
  db: DbExecutor,
  caller: AuthenticatedUser,
  conversationId: string,
  query: { before?: number; limit: number },
): Promise<MessagePage> {
  const record = await conversationFor(db, caller, conversationId);
  const [rows, booked] = await readAll(db, [
    () => messagesBefore(db, conversationId, query),
    () => bookedConversationIds(db, [conversationId]),
  ]);
  const page = rows.slice(0, query.limit).reverse();
  return {
    messages: messagesAsSeenBy(caller.id, page, new Map([[conversationId, record]]), booked),
    hasOlder: rows.length > query.limit,
  };
}

/** What the route tells every reader's live streams once the change is committed. */
export type Published = { readers: string[] };

/**
 * Sends a message (inside the caller's transaction): stored, the sender's own read mark moved
 * to it, the readers' unread emails scheduled, and a tutor's contact details flagged for an
 * operator, never removed.
 */
export async function sendMessage(
  tx: DbExecutor,
  caller: AuthenticatedUser,
  conversationId: string,
  input: SendMessageInput,
  now: Date,
): Promise<Published & { message: Message }> {
  const record = await conversationFor(tx, caller, conversationId);
  const body = input.body.trim();
  // Held to the commit: ids become visible in order (messaging.repo.ts).
  await lockMessageOrder(tx);
  const row = await insertMessage(tx, {
    conversationId,
    senderId: caller.id,
    body,
    createdAt: now,
  });
  await moveReadMark(tx, conversationId, caller.id, row.id);
  const readers = readersOf(record);
  await scheduleUnreadEmails(tx, {
    conversationId,
    messageId: row.id,
    recipientIds: readers.filter((id) => id !== caller.id),
    now,
  });
  await queueMessagePushes(tx, {
    conversationId,
    messageId: row.id,
    senderId: caller.id,
    recipientIds: readers.filter((id) => id !== caller.id),
    now,
  });
  const flags = roleIn(record, caller.id) === 'tutor' ? contactFlagsOf(body) : [];
  if (flags.length > 0) {
    await insertReport(tx, {
      messageId: row.id,
      reportedUserId: caller.id,
      reporterId: null,
      reason: 'off_platform',
      flags,
      createdAt: now,
    });
  }
  // The sender's own words, as written.
  return { message: toMessage(row, { mask: false }), readers };
}

/**
 * Everything up to `upTo` is seen. The mark never moves back, nor past the conversation's newest
 * message; `moved` says whether the others should hear of it.
 */
export async function markRead(
  db: DbExecutor,
  caller: AuthenticatedUser,
  conversationId: string,
  upTo: number,
): Promise<Published & { moved: boolean; upTo: number }> {
  const record = await conversationFor(db, caller, conversationId);
  const mark = Math.min(upTo, await newestMessageIdIn(db, conversationId));
  const moved = mark > 0 && (await moveReadMark(db, conversationId, caller.id, mark));
  return { moved, upTo: mark, readers: readersOf(record) };
}

/** A participant's report of someone else's message, kept for an operator. */
export async function reportMessage(
  db: DbExecutor,
  caller: AuthenticatedUser,
  messageId: number,
  input: ReportMessageInput,
  now: Date,
): Promise<void> {
  const message = await findMessage(db, messageId);
  const record = message && (await findConversation(db, message.conversationId));
  if (!message || !record || !roleIn(record, caller.id)) {
    throw new AppError(404, 'message_not_found');
  }
  if (message.senderId === caller.id) throw new AppError(403, 'own_message_not_reportable');
  const stored = await insertReport(db, {
    messageId,
    reportedUserId: message.senderId,
    reporterId: caller.id,
    reason: input.reason,
    details: input.details?.trim() || null,
    createdAt: now,
  });
  if (!stored) throw new AppError(409, 'already_reported');
}

export function unreadSummary(db: DbExecutor, caller: AuthenticatedUser): Promise<UnreadSummary> {
  return unreadSummaryOf(db, caller.id);
}
