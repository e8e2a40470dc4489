import { z } from 'zod';
import { bookingSchema } from './booking';
import { amountInputSchema } from './money';

/**
 * A child's own login cannot spend alone (issue 28): a paid session it books waits for its
 * parent's approval, unless the parent's monthly allowance for that child covers it.
 */

export const allowanceMaxMinor = 10_000_000;

/** `0` or null removes the allowance: every paid booking of the child's then asks first. */
export const allowanceInputSchema = z.object({
  monthly: amountInputSchema({ minMinor: 0, maxMinor: allowanceMaxMinor }).nullable(),
});
export type AllowanceInput = z.input<typeof allowanceInputSchema>;

export const allowanceSchema = z.object({
  childId: z.string(),
  /** Null when there is none. */
  monthly: z.string().nullable(),
  /** What the child's own login has spent this month (held and charged). */
  spentThisMonth: z.string(),
  currency: z.string().length(3),
});
export type Allowance = z.infer<typeof allowanceSchema>;

/** The parent's bookings waiting for their answer, soonest first. */
export const approvalListSchema = z.array(bookingSchema);
