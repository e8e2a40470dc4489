import type { ContactMessageStatus, ContactTopic } from '@nibras/contracts/contact';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { contactMessages, contactReplies, users } from '../../db/schema/index';

/** A search's words matched literally: `%` and `_` typed by an operator are not wildcards. */
const literal = (words: string) => `%${words.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// Qualified by hand: in a one-table select, drizzle writes the outer column unqualified, and
// inside the subquery that name would be the reply's own id.
const replyCount = sql<number>`(select count(*)::int from ${contactReplies} where ${contactReplies.contactMessageId} = ${sql.identifier('contact_messages')}.${sql.identifier('id')})`;

export async function listContactMessages(
  db: DbExecutor,
  query: {
    status?: ContactMessageStatus;
    topic?: ContactTopic;
    search?: string;
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) {
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(contactMessages.status, query.status));
  if (query.topic) filters.push(eq(contactMessages.topic, query.topic));
  if (query.search) {
    const pattern = literal(query.search);
    const matched = or(
      ilike(contactMessages.name, pattern),
      ilike(contactMessages.email, pattern),
      ilike(contactMessages.message, pattern),
    );
    if (matched) filters.push(matched);
  }
  const where = filters.length ? and(...filters) : undefined;
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await db
    .select({ message: contactMessages, replyCount })
    .from(contactMessages)
    .where(where)
    .orderBy(direction(contactMessages.createdAt), direction(contactMessages.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db.select({ total: count() }).from(contactMessages).where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function findContactMessage(
  db: DbExecutor,
  id: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({ message: contactMessages, replyCount })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export function repliesOf(db: DbExecutor, contactMessageId: string) {
  return db
    .select({
      id: contactReplies.id,
      body: contactReplies.body,
      createdAt: contactReplies.createdAt,
      operatorId: users.id,
      operatorName: users.fullName,
    })
    .from(contactReplies)
    .innerJoin(users, eq(users.id, contactReplies.operatorId))
    .where(eq(contactReplies.contactMessageId, contactMessageId))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
}

export async function insertReply(db: DbExecutor, reply: typeof contactReplies.$inferInsert) {
  await db.insert(contactReplies).values(reply);
}

export async function setContactStatus(
  db: DbExecutor,
  id: string,
  change: Pick<typeof contactMessages.$inferInsert, 'status' | 'resolvedAt' | 'resolvedById'>,
) {
  await db.update(contactMessages).set(change).where(eq(contactMessages.id, id));
}
