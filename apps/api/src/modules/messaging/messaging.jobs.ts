import type { FastifyInstance } from 'fastify';
import { unreadEmailHandler, unreadEmailJob } from './messaging-unread-email';

/** Messaging's due work: the email about messages left unread. app.ts registers it. */
export function registerMessagingJobs(app: FastifyInstance): void {
  app.registerJobHandler(unreadEmailJob, unreadEmailHandler(app));
}
