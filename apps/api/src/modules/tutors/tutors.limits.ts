import type { FastifyInstance } from 'fastify';
import { createPublicReadLimit } from '../../plugins/rate-limit';

/**
 * The limits of the public tutor reads, made once per app: the JSON routes and the pages the
 * server draws with the same reads (modules/drawn-pages) count against the same per-address
 * budget, so that a new address for /courses cannot run searches the API would refuse.
 */
export function createTutorReadLimits(app: FastifyInstance) {
  return {
    search: createPublicReadLimit(app, 'tutor-search'),
    profile: createPublicReadLimit(app, 'tutor-profile'),
  };
}

export type TutorReadLimits = ReturnType<typeof createTutorReadLimits>;
