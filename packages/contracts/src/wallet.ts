import { z } from 'zod';
import { returnPathSchema } from './booking';
import { amountInputSchema } from './money';
import { pagingParams } from './paging';
import { requiredText } from './text-fields';

/**
 * A family's prepaid wallet (decision 0025): top-ups through a payment provider, holds for
 * booked paid sessions, charges and releases, withdrawals back to the card. Amounts in answers
 * are decimal strings beside the currency; in requests, a number or a string in any digits.
 */

export const topUpMinMinor = 500;
export const topUpMaxMinor = 500_000;
/** The amounts the top-up form offers in one click, in minor units. */
export const topUpPresetsMinor = [2_500, 5_000, 10_000, 20_000] as const;
export const maxPendingTopUps = 10;
export const withdrawalMaxMinor = 10_000_000;

export const walletEntryKinds = [
  'top_up',
  'booking_hold',
  'booking_release',
  'booking_charge',
  'withdrawal',
  'dispute_refund',
  'correction',
] as const;
export type WalletEntryKind = (typeof walletEntryKinds)[number];

/** One movement of the wallet: its effect on what is available and on what is held. */
export const walletEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(walletEntryKinds),
  /** Change to the available balance (negative when money left it). */
  available: z.string(),
  /** Change to the held balance. */
  held: z.string(),
  booking: z
    .object({ id: z.string(), subjectEn: z.string(), subjectAr: z.string(), tutorName: z.string() })
    .nullable(),
  topUpId: z.string().nullable(),
  withdrawalId: z.string().nullable(),
  receiptId: z.string().nullable(),
  at: z.string(),
});
export type WalletEntry = z.infer<typeof walletEntrySchema>;

export const walletQuerySchema = z.object({
  ...pagingParams({ maxPageSize: 50, defaultPageSize: 20 }),
});

export const walletSchema = z.object({
  currency: z.string().length(3),
  available: z.string(),
  held: z.string(),
  entries: z.array(walletEntrySchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type Wallet = z.infer<typeof walletSchema>;

export const createTopUpSchema = z.object({
  amount: amountInputSchema({ minMinor: topUpMinMinor, maxMinor: topUpMaxMinor }),
  /** A path inside the app to come back to after paying (the booking being made). */
  returnPath: returnPathSchema.optional(),
});
export type CreateTopUpInput = z.input<typeof createTopUpSchema>;

export const topUpStatuses = ['pending', 'succeeded', 'failed'] as const;
export type TopUpStatus = (typeof topUpStatuses)[number];

export const topUpSchema = z.object({
  id: z.string(),
  status: z.enum(topUpStatuses),
  amount: z.string(),
  currency: z.string().length(3),
  provider: z.string(),
  checkoutUrl: z.string().nullable(),
  returnPath: z.string().nullable(),
  receiptId: z.string().nullable(),
  createdAt: z.string(),
});
export type TopUp = z.infer<typeof topUpSchema>;

export const createWithdrawalSchema = z.object({
  amount: amountInputSchema({ minMinor: 1, maxMinor: withdrawalMaxMinor }),
});
export type CreateWithdrawalInput = z.input<typeof createWithdrawalSchema>;

export const withdrawalSchema = z.object({
  id: z.string(),
  status: z.enum(['requested', 'completed', 'failed']),
  amount: z.string(),
  currency: z.string().length(3),
  createdAt: z.string(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;

export const disputeSchema = z.object({
  reason: requiredText('validation.required', 1000, 'validation.tooLong', 'several'),
});
export type DisputeInput = z.input<typeof disputeSchema>;

/** What a receipt is for: money paid in, a session charged, money given back. */
export const receiptKinds = ['top_up', 'session_charge', 'refund'] as const;
export type ReceiptKind = (typeof receiptKinds)[number];

export const receiptQuerySchema = z.object({
  ...pagingParams({ maxPageSize: 50, defaultPageSize: 20 }),
});

const partySchema = z.object({ name: z.string() });

/**
 * A receipt as issued (numbered per year without gaps, `2031-000042`), in data only: the page
 * and the email write it in the reader's language. Prices include VAT: net + vat = amount.
 */
export const receiptSchema = z.object({
  id: z.string(),
  number: z.string(),
  kind: z.enum(receiptKinds),
  issuedAt: z.string(),
  amount: z.string(),
  vat: z.string(),
  /** 15 for 15 %; 0 where no VAT applies. */
  vatRatePercent: z.number(),
  net: z.string(),
  currency: z.string().length(3),
  parties: z.object({
    issuer: partySchema,
    customer: partySchema,
    tutor: partySchema.optional(),
  }),
  lines: z.array(
    z.object({
      kind: z.enum(receiptKinds),
      amount: z.string(),
      vat: z.string(),
      net: z.string(),
      /** The session charged, for a session's receipt. */
      booking: z
        .object({
          id: z.string(),
          subjectEn: z.string(),
          subjectAr: z.string(),
          start: z.string(),
          end: z.string(),
        })
        .nullable(),
    }),
  ),
});
export type Receipt = z.infer<typeof receiptSchema>;

export const receiptPageSchema = z.object({
  items: z.array(receiptSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type ReceiptPage = z.infer<typeof receiptPageSchema>;
