import type { FastifyInstance } from 'fastify';
import { createLimit } from '../../plugins/rate-limit';
import { createRecipientLimit } from '../mail/recipient-limit';

const hour = 60 * 60_000;

/**
 * A person writes to support a few times at most; more from one address (or to one email, which
 * also gets an acknowledgement each time) is a flood, answered 429 until the hour has passed.
 */
export const contactMessagesPerHour = 5;

export function createContactLimits(app: FastifyInstance) {
  return {
    perAddress: createLimit(app, 'contact-address', {
      max: contactMessagesPerHour,
      timeWindow: hour,
    }),
    perEmail: createLimit(app, 'contact-email', { max: contactMessagesPerHour, timeWindow: hour }),
    /** With every other route's emails to the address (mail/recipient-limit.ts). */
    emailsToAddress: createRecipientLimit(app),
  };
}
