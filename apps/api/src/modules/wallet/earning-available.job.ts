import type { FastifyInstance } from 'fastify';
import { earningAvailableJob, makeEarningAvailable } from './booking-money.service';

/**
 * When a charged session's dispute period ends, its credit becomes the tutor's to be paid
 * (decision 0025). The job is scheduled with the charge; a dispute opened meanwhile makes it
 * change nothing, and the operator's decision moves the credit instead.
 */
export function registerEarningAvailable(app: FastifyInstance) {
  app.registerJobHandler(earningAvailableJob, async (payload, { db, now }) => {
    const { bookingId } = payload as { bookingId: string };
    await db.transaction((tx) => makeEarningAvailable(tx, bookingId, now));
  });
}
