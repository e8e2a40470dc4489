import type { ContactMessage } from '@nibras/contracts/contact';
import type { Language } from '@nibras/contracts/i18n/languages';
import type { FastifyInstance } from 'fastify';
import { enqueueEmail } from '../mail/outbox';
import { acknowledgementMessage, supportMessage } from './contact-emails';
import { insertContactMessage } from './contact.repo';

/**
 * Keeps the message and queues both emails (to SUPPORT_EMAIL and the writer's acknowledgement)
 * in one transaction: a message is either stored and on its way, or not taken at all.
 */
export async function sendContactMessage(
  app: FastifyInstance,
  input: ContactMessage,
  writer: { userId: string | null; language: Language },
) {
  const stored = await app.db.transaction(async (tx) => {
    const { id } = await insertContactMessage(tx, { ...input, ...writer });
    const contact = { ...input, ...writer, id };
    await enqueueEmail(tx, app.config.supportEmail, supportMessage(contact));
    await enqueueEmail(tx, input.email, acknowledgementMessage(contact));
    return { id };
  });
  app.wakeMailer();
  return stored;
}
