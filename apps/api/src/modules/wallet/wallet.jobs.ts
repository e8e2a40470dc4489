import type { FastifyInstance } from 'fastify';
import { bookingJobPayloadSchema } from '../jobs/jobs';
import { earningAvailableJob, makeEarningAvailable } from './booking-money.service';
import { withdrawalRefundsHandler, withdrawalRefundsJob } from './withdrawals.service';

/**
 * The wallet's due work. app.ts registers it after the payments plugin, whose providers make a
 * withdrawal's refunds.
 */
export function registerWalletJobs(app: FastifyInstance): void {
  app.registerJobHandler(withdrawalRefundsJob, withdrawalRefundsHandler(app.payments));
  /**
   * When a charged session's dispute period ends, its credit becomes the tutor's to be paid
   * (decision 0025). The job is scheduled with the charge; a dispute opened meanwhile makes it
   * change nothing, and the operator's decision moves the credit instead.
   */
  app.registerJobHandler(earningAvailableJob, async (payload, { db, now }) => {
    const { bookingId } = bookingJobPayloadSchema.parse(payload);
    await db.transaction((tx) => makeEarningAvailable(tx, bookingId, now));
  });
}
