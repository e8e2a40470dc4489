import type { FastifyInstance } from 'fastify';
import { requestExpiryHandler, requestExpiryJob } from './booking-expiry';
import { bookingReminderHandler, bookingReminderJob } from './booking-notifications';
import { outcomeReminderHandler, outcomeReminderJob } from './booking-outcome-reminder';
import {
  seriesHoldHandler,
  seriesReleaseHandler,
  seriesReleaseJob,
} from './booking-series.service';
import { seriesHoldJob } from './series-holds';

/**
 * Booking's due work: the 24-hour and 1-hour reminders, the tutor's reminder to mark the
 * outcome, the expiry of a request nobody answered, and a weekly series' holds and releases. app.ts registers it; routes never do.
 */
export function registerBookingJobs(app: FastifyInstance): void {
  app.registerJobHandler(bookingReminderJob, bookingReminderHandler(app));
  app.registerJobHandler(outcomeReminderJob, outcomeReminderHandler(app));
  app.registerJobHandler(requestExpiryJob, requestExpiryHandler(app));
  app.registerJobHandler(seriesHoldJob, seriesHoldHandler(app));
  app.registerJobHandler(seriesReleaseJob, seriesReleaseHandler(app));
}
