import type { FastifyInstance } from 'fastify';
import { createLimit } from '../../plugins/rate-limit';

/**
 * Emails an hour to one address typed by whoever calls, whichever route sends them (signup,
 * confirmation again, password reset, the contact form's acknowledgement): each route has its own
 * limit too, and together they could still flood one inbox without this one.
 */
export const emailsPerAddressPerHour = 10;

/**
 * The limit every route that emails a typed address checks, with that address. Limits of one
 * name share their counters (plugins/rate-limit.ts), so each module may create its own.
 */
export function createRecipientLimit(app: FastifyInstance) {
  const limit = createLimit(app, 'emails-to-address', {
    max: emailsPerAddressPerHour,
    timeWindow: 60 * 60_000,
  });
  return (request: Parameters<typeof limit>[0], email: string) =>
    limit(request, email.trim().toLowerCase());
}
