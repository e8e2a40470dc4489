import { z } from 'zod';

/** The console's overview (issue 29): what happened each day, in UTC days. */

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.selectionInvalid')
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)),
    'validation.selectionInvalid',
  );

/** At most a year and a day of days in one answer. */
export const overviewMaxDays = 366;

export const overviewQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'validation.selectionInvalid',
    path: ['to'],
  });
export type OverviewQuery = z.input<typeof overviewQuerySchema>;

export const overviewDaySchema = z.object({
  day: z.string(),
  sessionsBooked: z.number().int(),
  /** Paid sessions whose price was held from the family's wallet that day. */
  sessionsHeld: z.number().int(),
  sessionsCompleted: z.number().int(),
  sessionsCancelled: z.number().int(),
  /** Parents and students who signed up on their own (not a child's login). */
  newFamilies: z.number().int(),
  newTutors: z.number().int(),
  /** Decimal strings in the platform currency. */
  moneyHeld: z.string(),
  moneyPaid: z.string(),
});
export type OverviewDay = z.infer<typeof overviewDaySchema>;

export const overviewSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  days: z.array(overviewDaySchema),
});
export type Overview = z.infer<typeof overviewSchema>;
