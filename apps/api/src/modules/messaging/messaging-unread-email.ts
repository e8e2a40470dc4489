import { formatList } from '@nibras/contracts/i18n/list-format';
import { messagingLimits } from '@nibras/contracts/messaging';
import { isLanguage, type Language } from '@nibras/contracts/i18n/languages';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { isolated, renderEmail, type RenderedEmail } from '../../emails/layout';
import { textsIn } from '../../plugins/i18n';
import { scheduleJob, type JobHandler } from '../jobs/jobs';
import { enqueueEmail } from '../mail/outbox';
import { wantsEmail } from '../notifications/notify';
import { roleIn } from './messaging-access';
import {
  findLiveUser,
  hasUnreadBetween,
  lastReadMessageOf,
  lockReadMark,
  markEmailed,
  unreadMessagesOf,
} from './messaging-unread-email.repo';
import { findConversation } from './messaging.repo';

/*
 * "You have unread messages" emails (issue 11). A message makes a job for each recipient only
 * when it is their first unread one in the conversation; at due time the job looks at what is
 * unread then, under a lock on the recipient's read mark, and either does nothing (all read, or
 * already emailed about these), waits (the oldest unread is younger than 10 minutes, or the
 * conversation emailed them less than an hour ago) by scheduling its successor, or sends one
 * email and notes when in the same transaction. A job that runs again (its runner died before
 * recording it) or alongside another finds the run already emailed about, so none sends twice.
 *
 * The email does not quote the messages: it goes outside the app (forwarded, shown on lock
 * screens), a child's words and a tutor's flagged contact details would travel with it, and the
 * parent's view and reports only apply on Nibras; nor could contact details masked before a
 * first booking (issue 29) leak through it. It names who wrote and how many, and links to the
 * conversation.
 */

export const unreadEmailJob = 'messaging.unread-email';

const minute = 60_000;
const waitMs = messagingLimits.unreadEmailAfterMinutes * minute;
const everyMs = messagingLimits.unreadEmailEveryMinutes * minute;

const payloadSchema = z.object({
  conversationId: z.uuid(),
  userId: z.uuid(),
});

/** A job made for a message (`m<id>`), or made to wait until a time (`t<ms>`). */
function jobKey(conversationId: string, userId: string, cause: string) {
  return `messaging-unread:${conversationId}:${userId}:${cause}`;
}

function schedule(
  db: DbExecutor,
  conversationId: string,
  userId: string,
  cause: string,
  dueAt: Date,
) {
  return scheduleJob(db, {
    kind: unreadEmailJob,
    key: jobKey(conversationId, userId, cause),
    dueAt,
    payload: { conversationId, userId },
  });
}

/**
 * Inside the send transaction: each recipient for whom this message is the first unread one in
 * the conversation gets a job 10 minutes later. Later messages of the same unread run ride on
 * that job, which counts them when it runs.
 */
export async function scheduleUnreadEmails(
  db: DbExecutor,
  input: { conversationId: string; messageId: number; recipientIds: string[]; now: Date },
): Promise<void> {
  const { conversationId, messageId, now } = input;
  for (const userId of new Set(input.recipientIds)) {
    const lastRead = await lastReadMessageOf(db, conversationId, userId);
    const earlierUnread = await hasUnreadBetween(db, {
      conversationId,
      userId,
      after: lastRead ?? 0,
      before: messageId,
    });
    if (earlierUnread) continue;
    await schedule(db, conversationId, userId, `m${messageId}`, new Date(now.getTime() + waitMs));
  }
}

/** The email: who wrote (each name isolated in its own direction), how many, and the link. */
export function unreadMessagesEmail(input: {
  language: Language;
  recipientName: string;
  senderNames: string[];
  count: number;
  conversationUrl: string;
}): RenderedEmail {
  const { language } = input;
  const t = textsIn(language, 'messaging-emails');
  const names = formatList(language, input.senderNames.map(isolated));
  // The count in Western digits, its words in the language's plural form (unread_one, unread_few…).
  const values = { names, unread: t('unread', { count: input.count }) };
  return renderEmail(
    language,
    t('subject', values),
    input.recipientName,
    [
      { paragraph: t('intro', values) },
      { action: t('action'), href: input.conversationUrl },
      { paragraph: t('reply') },
    ],
    t('footer'),
  );
}

/** The conversation's page, opened in the reader's language (the web app reads `lng`). */
export function conversationUrlOf(appUrl: string, conversationId: string, language: Language) {
  const url = new URL(`/messages/${conversationId}`, `${appUrl}/`);
  url.searchParams.set('lng', language);
  return url.toString();
}

export function unreadEmailHandler(app: FastifyInstance): JobHandler {
  return async (payload, { db, now }) => {
    const job = payloadSchema.parse(payload);
    const { conversationId, userId } = job;
    let queued = false;
    await db.transaction(async (tx) => {
      const recipient = await findLiveUser(tx, userId);
      const conversation = await findConversation(tx, conversationId);
      if (!recipient || !conversation || !roleIn(conversation, userId)) return;
      // The person chose no email for new messages (the notifications page).
      if (!(await wantsEmail(tx, userId, 'new-message'))) return;

      // Jobs of one person and conversation take turns here, so two never both send.
      const mark = await lockReadMark(tx, conversationId, userId);
      if (!mark) return;

      const unread = await unreadMessagesOf(tx, {
        conversationId,
        userId,
        after: mark.lastReadMessageId,
      });
      const oldest = unread[0];
      if (!oldest) return;
      // One email for a run of unread messages: those are what the last one was about.
      if (mark.lastEmailedAt && mark.lastEmailedAt >= oldest.createdAt) return;

      const waitUntil = Math.max(
        oldest.createdAt.getTime() + waitMs,
        (mark.lastEmailedAt?.getTime() ?? 0) + everyMs,
      );
      if (waitUntil > now.getTime()) {
        await schedule(tx, conversationId, userId, `t${waitUntil}`, new Date(waitUntil));
        return;
      }

      const language: Language = isLanguage(recipient.preferredLanguage)
        ? recipient.preferredLanguage
        : 'en';
      const email = unreadMessagesEmail({
        language,
        recipientName: recipient.fullName,
        senderNames: [...new Set(unread.map((message) => message.senderName))],
        count: unread.length,
        conversationUrl: conversationUrlOf(app.config.appUrl, conversationId, language),
      });
      await enqueueEmail(tx, recipient.email, email);
      await markEmailed(tx, conversationId, userId, now);
      queued = true;
    });
    if (queued) app.wakeMailer();
  };
}
