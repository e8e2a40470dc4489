import { electronicFormatIBAN, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { amountInputSchema } from './money';
import { operatorListParams, operatorPageOf } from './operator-lists';
import { pagingParams } from './paging';
import { plainText } from './text';
import { requiredText } from './text-fields';

/**
 * A tutor's money (decision 0025): each charged session credits the price less the platform's
 * commission, pending through the dispute period, then available; the tutor asks for a payout
 * of what is available to their bank account, and an operator marks it paid.
 */

export const payoutMaxMinor = 10_000_000;

export const tutorBalanceSchema = z.object({
  currency: z.string().length(3),
  /** Earned, inside the dispute period (or frozen by a dispute). */
  pending: z.string(),
  /** May be paid out now. */
  available: z.string(),
  /** Asked for, not yet paid. */
  requested: z.string(),
  /** Paid to the bank, in all. */
  paidOut: z.string(),
  /** The platform's share of each session's price, in percent, as the tutor is told before pricing. */
  commissionPercent: z.number(),
});
export type TutorBalance = z.infer<typeof tutorBalanceSchema>;

/** An IBAN as typed (spaces, lower case) becomes its electronic form, checked by its digits. */
export const ibanSchema = plainText('validation.required')
  .min(1, 'validation.required')
  .transform((value) => electronicFormatIBAN(value) ?? '')
  .refine((value) => isValidIBAN(value), 'validation.ibanInvalid');

export const payoutAccountInputSchema = z.object({
  iban: ibanSchema,
  holderName: plainText('validation.required')
    .min(2, 'validation.required')
    .max(140, 'validation.tooLong'),
});
export type PayoutAccountInput = z.input<typeof payoutAccountInputSchema>;

/** The bank account as shown back: all but the last four characters hidden. */
export const payoutAccountSchema = z.object({
  ibanLast4: z.string(),
  country: z.string(),
  holderName: z.string(),
  updatedAt: z.string(),
});
export type PayoutAccount = z.infer<typeof payoutAccountSchema>;

export const createPayoutSchema = z.object({
  amount: amountInputSchema({ minMinor: 1, maxMinor: payoutMaxMinor }),
});
export type CreatePayoutInput = z.input<typeof createPayoutSchema>;

export const payoutStatuses = ['requested', 'approved', 'paid', 'returned'] as const;

export const payoutSchema = z.object({
  id: z.string(),
  amount: z.string(),
  currency: z.string().length(3),
  status: z.enum(payoutStatuses),
  ibanLast4: z.string(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why an operator refused it (the money is back in the available balance). */
  refusalReason: z.string().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutListQuerySchema = z.object({
  ...pagingParams({ maxPageSize: 50, defaultPageSize: 20 }),
});

/** `GET /tutor/payouts`: the tutor's payouts, newest first. */
export const payoutPageSchema = z.object({
  items: z.array(payoutSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type PayoutPage = z.infer<typeof payoutPageSchema>;

/** The operators' payouts queue (issue 29): approve, mark paid with the bank's reference, or refuse. */
export const operatorPayoutListQuerySchema = z.object({
  ...operatorListParams(['requested'], 'requested'),
  // A queue: the longest waiting first, unless asked otherwise.
  order: z.enum(['asc', 'desc'], { error: 'validation.selectionInvalid' }).default('asc'),
  status: z.enum(payoutStatuses, { error: 'validation.selectionInvalid' }).optional(),
});
export type OperatorPayoutListQuery = z.input<typeof operatorPayoutListQuerySchema>;

export const operatorPayoutSchema = payoutSchema.extend({
  tutor: z.object({ id: z.string(), fullName: z.string(), email: z.string() }),
  /** The whole IBAN and holder, as copied when asked for: the operator sends the transfer. */
  iban: z.string(),
  holderName: z.string(),
  approvedAt: z.string().nullable(),
  transferReference: z.string().nullable(),
});
export type OperatorPayout = z.infer<typeof operatorPayoutSchema>;

export const operatorPayoutPageSchema = operatorPageOf(operatorPayoutSchema);
export type OperatorPayoutPage = z.infer<typeof operatorPayoutPageSchema>;

/** `POST /operator/payouts/:id/paid`. */
export const markPayoutPaidSchema = z.object({
  transferReference: plainText('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(140, 'validation.tooLong'),
});
export type MarkPayoutPaidInput = z.input<typeof markPayoutPaidSchema>;

/** `POST /operator/payouts/:id/refuse`: the tutor reads the reason. */
export const refusePayoutSchema = z.object({
  reason: requiredText('validation.required', 1000, 'validation.tooLong', 'several'),
});
export type RefusePayoutInput = z.input<typeof refusePayoutSchema>;
