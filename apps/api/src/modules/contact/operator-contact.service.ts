import {
  contactTopics,
  type ContactTopic,
  type OperatorContactDetail,
  type operatorContactListQuerySchema,
  type OperatorContactPage,
  type OperatorContactSummary,
} from '@nibras/contracts/contact';
import { isLanguage, type Language } from '@nibras/contracts/i18n/languages';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../plugins/envelope';
import { recordOperatorAction } from '../audit/audit.repo';
import { enqueueEmail } from '../mail/outbox';
import { replyMessage } from './contact-emails';
import {
  findContactMessage,
  insertReply,
  listContactMessages,
  repliesOf,
  setContactStatus,
} from './operator-contact.repo';
import { uuidPattern } from '@nibras/contracts/ids';

/**
 * The operators' inbox of contact messages (issue 29): read, answer by email in the writer's
 * language (the answer kept in contact_replies), mark resolved or open again. Each action and
 * its audit row commit together.
 */

const excerptLength = 140;

type Row = NonNullable<Awaited<ReturnType<typeof findContactMessage>>>;

const topicOf = (topic: string): ContactTopic =>
  (contactTopics as readonly string[]).includes(topic) ? (topic as ContactTopic) : 'general';
const languageOf = (language: string): Language => (isLanguage(language) ? language : 'en');

function summaryOf({ message, replyCount }: Row): OperatorContactSummary {
  return {
    id: message.id,
    name: message.name,
    email: message.email,
    topic: topicOf(message.topic),
    language: languageOf(message.language),
    status: message.status,
    createdAt: message.createdAt.toISOString(),
    excerpt:
      message.message.length > excerptLength
        ? `${message.message.slice(0, excerptLength)}…`
        : message.message,
    replyCount,
  };
}

export async function operatorContactMessages(
  db: DbExecutor,
  query: z.output<typeof operatorContactListQuerySchema>,
): Promise<OperatorContactPage> {
  const { rows, total } = await listContactMessages(db, {
    status: query.status,
    topic: query.topic,
    search: query.search || undefined,
    order: query.order,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: rows.map(summaryOf), total, page: query.page, pageSize: query.pageSize };
}

async function found(db: DbExecutor, id: string, options: { lock?: boolean } = {}) {
  const row = uuidPattern.test(id) ? await findContactMessage(db, id, options) : undefined;
  if (!row) throw new AppError(404, 'not_found');
  return row;
}

export async function operatorContactMessage(
  db: DbExecutor,
  id: string,
): Promise<OperatorContactDetail> {
  const row = await found(db, id);
  const replies = await repliesOf(db, id);
  return {
    ...summaryOf(row),
    message: row.message.message,
    userId: row.message.userId,
    resolvedAt: row.message.resolvedAt?.toISOString() ?? null,
    replies: replies.map((reply) => ({
      id: reply.id,
      body: reply.body,
      createdAt: reply.createdAt.toISOString(),
      operator: { id: reply.operatorId, fullName: reply.operatorName },
    })),
  };
}

export async function replyToContactMessage(
  app: FastifyInstance,
  operatorId: string,
  id: string,
  body: string,
) {
  const at = app.clock.now();
  await app.db.transaction(async (tx) => {
    const { message } = await found(tx, id, { lock: true });
    await insertReply(tx, { contactMessageId: id, operatorId, body, createdAt: at });
    await enqueueEmail(
      tx,
      message.email,
      replyMessage(
        {
          name: message.name,
          topic: topicOf(message.topic),
          language: languageOf(message.language),
        },
        body,
      ),
    );
    await recordOperatorAction(tx, {
      operatorId,
      action: 'contact_message.reply',
      subjectType: 'contact_message',
      subjectId: id,
      details: { language: message.language },
      at,
    });
  });
  app.wakeMailer();
  return operatorContactMessage(app.db, id);
}

/** Resolved, or open again; 409 when it already is what was asked. */
export async function setContactMessageStatus(
  app: FastifyInstance,
  operatorId: string,
  id: string,
  status: 'open' | 'resolved',
) {
  const at = app.clock.now();
  await app.db.transaction(async (tx) => {
    const { message } = await found(tx, id, { lock: true });
    if (message.status === status) throw new AppError(409, 'conflict');
    await setContactStatus(
      tx,
      id,
      status === 'resolved'
        ? { status, resolvedAt: at, resolvedById: operatorId }
        : { status, resolvedAt: null, resolvedById: null },
    );
    await recordOperatorAction(tx, {
      operatorId,
      action: status === 'resolved' ? 'contact_message.resolve' : 'contact_message.reopen',
      subjectType: 'contact_message',
      subjectId: id,
      at,
    });
  });
  return operatorContactMessage(app.db, id);
}
