import type { FastifyInstance } from 'fastify';
import { createLimit } from '../../plugins/rate-limit';

const minute = 60_000;
const hour = 60 * minute;

/** A person types a message every few seconds at most; faster than this is a script or a flood. */
export const messagesPerMinute = 30;
/** Reports are rare; a stream of them from one person is abuse of the operators' queue. */
export const reportsPerHour = 20;

export function createMessagingLimits(app: FastifyInstance) {
  return {
    send: createLimit(app, 'messaging-send', { max: messagesPerMinute, timeWindow: minute }),
    report: createLimit(app, 'messaging-report', { max: reportsPerHour, timeWindow: hour }),
  };
}
