import { and, asc, eq, gt, isNull, lt, ne } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { conversationReads, messages, users } from '../../db/schema/index';

const readMarkOf = (conversationId: string, userId: string) =>
  and(eq(conversationReads.conversationId, conversationId), eq(conversationReads.userId, userId));

/** The last message this person read in the conversation, if they ever opened it. */
export async function lastReadMessageOf(db: DbExecutor, conversationId: string, userId: string) {
  const [mark] = await db
    .select({ lastRead: conversationReads.lastReadMessageId })
    .from(conversationReads)
    .where(readMarkOf(conversationId, userId));
  return mark?.lastRead;
}

/** Whether someone else wrote in the conversation after `after` and before `before`. */
export async function hasUnreadBetween(
  db: DbExecutor,
  input: { conversationId: string; userId: string; after: number; before: number },
) {
  const [earlierUnread] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, input.conversationId),
        gt(messages.id, input.after),
        lt(messages.id, input.before),
        ne(messages.senderId, input.userId),
      ),
    )
    .limit(1);
  return earlierUnread !== undefined;
}

/** The account, unless deleted. */
export async function findLiveUser(db: DbExecutor, userId: string) {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return user;
}

/**
 * The person's read mark of the conversation, made when missing and locked until the
 * transaction ends, so jobs of one person and conversation take turns.
 */
export async function lockReadMark(db: DbExecutor, conversationId: string, userId: string) {
  await db.insert(conversationReads).values({ conversationId, userId }).onConflictDoNothing();
  const [mark] = await db
    .select()
    .from(conversationReads)
    .where(readMarkOf(conversationId, userId))
    .for('update');
  return mark;
}

/** What others wrote after `after`, oldest first, with the writers' names. */
export function unreadMessagesOf(
  db: DbExecutor,
  input: { conversationId: string; userId: string; after: number },
) {
  return db
    .select({ createdAt: messages.createdAt, senderName: users.fullName })
    .from(messages)
    .innerJoin(users, eq(users.id, messages.senderId))
    .where(
      and(
        eq(messages.conversationId, input.conversationId),
        gt(messages.id, input.after),
        ne(messages.senderId, input.userId),
      ),
    )
    .orderBy(asc(messages.id));
}

export async function markEmailed(
  db: DbExecutor,
  conversationId: string,
  userId: string,
  at: Date,
) {
  await db
    .update(conversationReads)
    .set({ lastEmailedAt: at })
    .where(readMarkOf(conversationId, userId));
}
