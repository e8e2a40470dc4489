import { z } from 'zod';

/**
 * `GET /tutor/earnings`: what a tutor earned, as the ledger credited it (each charge less the
 * platform's commission, less refunds), beside how many bookings they completed. Amounts are
 * decimal strings summed per currency; free trials count as bookings at 0. Months are the
 * tutor's own (users.time_zone), by the booking's start, written `YYYY-MM`.
 */

/** How many months the chart shows, the current one last. */
export const earningsMonths = 12;

const amountSchema = z.object({ amount: z.string(), currency: z.string().length(3) });

export const earningsFiguresSchema = z.object({
  /** Completed bookings, trials included. */
  sessions: z.number().int(),
  /** One sum per currency, in currency order; empty when nothing was earned. */
  amounts: z.array(amountSchema),
});
export type EarningsFigures = z.infer<typeof earningsFiguresSchema>;

export const tutorEarningsSchema = z.object({
  timeZone: z.string(),
  /** The tutor's current month, `YYYY-MM`. */
  currentMonth: z.string(),
  thisMonth: earningsFiguresSchema,
  total: earningsFiguresSchema,
  /** The last `earningsMonths` months, oldest first, the current one last; months without bookings too. */
  months: z.array(earningsFiguresSchema.extend({ month: z.string() })),
});
export type TutorEarnings = z.infer<typeof tutorEarningsSchema>;
