import type { FastifyInstance } from 'fastify';
import { createLimit } from '../../plugins/rate-limit';

/**
 * Each invitation may email a student: a parent asks a handful of times at most, so more in an
 * hour is a flood (or a scan of addresses), answered 429 until the hour has passed.
 */
export const invitationsPerHour = 20;

export function createInvitationLimit(app: FastifyInstance) {
  return createLimit(app, 'family-invitations', { max: invitationsPerHour, timeWindow: 3_600_000 });
}
