import type { FastifyInstance } from 'fastify';
import type { DbExecutor } from '../../db/client';

/**
 * Schedules the "you have an unread message" email for each recipient of a new message
 * (issue 11): called inside the send transaction. Body follows.
 */
export async function scheduleUnreadEmails(
  _db: DbExecutor,
  _input: { conversationId: string; messageId: number; recipientIds: string[]; now: Date },
): Promise<void> {}

/** Registers the job handler that sends the unread-message email when it falls due. */
export function registerUnreadEmails(_app: FastifyInstance): void {}
