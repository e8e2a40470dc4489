import type { FastifyInstance } from 'fastify';
import { requestExpiryHandler, requestExpiryJob } from './booking-expiry';
import { bookingReminderHandler, bookingReminderJob } from './booking-notifications';
import { outcomeReminderHandler, outcomeReminderJob } from './booking-outcome-reminder';
import {
  seriesHoldHandler,
  seriesReleaseHandler,
  seriesReleaseJob,
} from './booking-series.service';
import { seriesExtendHandler } from './series-extension';
import { seriesHoldJob } from './series-holds';
import { seriesExtendJob } from './series-weeks';

/**
 * Booking's due work: the 24-hour and 1-hour reminders, the tutor's reminder to mark the
 * outcome, the expiry of a request nobody answered, a weekly series' holds and releases, and
 * the weeks an open series adds. app.ts registers it; routes never do.
 */
export function registerBookingJobs(app: FastifyInstance): void {
  app.registerJobHandler(bookingReminderJob, bookingReminderHandler(app));
  app.registerJobHandler(outcomeReminderJob, outcomeReminderHandler(app));
  app.registerJobHandler(requestExpiryJob, requestExpiryHandler(app));
  app.registerJobHandler(seriesHoldJob, seriesHoldHandler(app));
  app.registerJobHandler(seriesReleaseJob, seriesReleaseHandler(app));
  app.registerJobHandler(seriesExtendJob, seriesExtendHandler(app));
}
