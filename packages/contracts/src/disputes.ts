import { z } from 'zod';
import { bookingEventSchema, disputeKinds, disputeStatuses, maxDisputeTextLength } from './booking';
import { amountInputSchema } from './money';
import { operatorListParams, operatorPageOf } from './operator-lists';
import { requiredText } from './text-fields';

/**
 * The operators' disputes queue (issue 29): a family's objection to a charge, or its claim that
 * the tutor did not come when the join log says otherwise; the operator releases to the family,
 * charges the tutor's side, or gives a part back, with a reason both sides read.
 */

export const operatorDisputeSorts = ['created'] as const;

/** A queue: the longest waiting first, unless asked otherwise. */
export const operatorDisputeListQuerySchema = z.object({
  ...operatorListParams(operatorDisputeSorts, 'created'),
  order: z.enum(['asc', 'desc'], { error: 'validation.selectionInvalid' }).default('asc'),
  status: z.enum(disputeStatuses, { error: 'validation.selectionInvalid' }).optional(),
  kind: z.enum(disputeKinds, { error: 'validation.selectionInvalid' }).optional(),
});
export type OperatorDisputeListQuery = z.input<typeof operatorDisputeListQuerySchema>;

const personSchema = z.object({ id: z.string(), fullName: z.string(), email: z.string() });

export const operatorDisputeSummarySchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  kind: z.enum(disputeKinds),
  status: z.enum(disputeStatuses),
  reason: z.string(),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  tutor: personSchema,
  openedBy: personSchema,
  /** The session's price. */
  amount: z.string(),
  currency: z.string(),
  sessionStart: z.string(),
  tutorAnswered: z.boolean(),
});
export type OperatorDisputeSummary = z.infer<typeof operatorDisputeSummarySchema>;

export const operatorDisputePageSchema = operatorPageOf(operatorDisputeSummarySchema);
export type OperatorDisputePage = z.infer<typeof operatorDisputePageSchema>;

/** One dispute with everything an operator weighs: the session's life, its join log, its money. */
export const operatorDisputeDetailSchema = operatorDisputeSummarySchema.extend({
  tutorAnswer: z.string().nullable(),
  tutorAnsweredAt: z.string().nullable(),
  resolution: z.string().nullable(),
  resolvedBy: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  familyRefund: z.string().nullable(),
  session: z.object({
    start: z.string(),
    end: z.string(),
    status: z.string(),
    noShowParty: z.string().nullable(),
    paymentStatus: z.string().nullable(),
    learnerName: z.string(),
  }),
  history: z.array(bookingEventSchema),
  joins: z.array(z.object({ userId: z.string(), fullName: z.string(), at: z.string() })),
  money: z.object({
    /** Still held in the family's wallet (a no-show claim). */
    held: z.string(),
    /** What the family was charged, net of refunds (a disputed charge). */
    charged: z.string(),
    /** The tutor's credit of this session still pending (frozen by the dispute). */
    tutorPending: z.string(),
    /** What is at stake: the most an operator can give back. */
    atStake: z.string(),
  }),
});
export type OperatorDisputeDetail = z.infer<typeof operatorDisputeDetailSchema>;

export const disputeOutcomes = ['family', 'tutor', 'part'] as const;
export type DisputeOutcomeName = (typeof disputeOutcomes)[number];

/** `POST /operator/disputes/:id/decision`. */
export const disputeDecisionSchema = z
  .object({
    outcome: z.enum(disputeOutcomes, { error: 'validation.selectionInvalid' }),
    familyRefund: amountInputSchema({ minMinor: 1, maxMinor: 100_000_000 }).optional(),
    reason: requiredText(
      'validation.required',
      maxDisputeTextLength,
      'validation.tooLong',
      'several',
    ),
  })
  .refine((input) => input.outcome !== 'part' || input.familyRefund !== undefined, {
    path: ['familyRefund'],
    error: 'validation.amountRequired',
  });
export type DisputeDecisionInput = z.input<typeof disputeDecisionSchema>;
