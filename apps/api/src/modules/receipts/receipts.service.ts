import { amountOf } from '@nibras/contracts/money';
import {
  receiptSchema,
  type Receipt,
  type ReceiptKind,
  type ReceiptPage,
} from '@nibras/contracts/wallet';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../plugins/envelope';
import { platformName, queueReceiptEmail } from './receipt-emails';
import {
  bookingsOfTransactions,
  insertReceipt,
  nextReceiptNumber,
  receiptById,
  receiptsOf,
  walletOwnerContact,
  type ReceiptBooking,
  type ReceiptRow,
} from './receipts.repo';
import { uuidPattern } from '@nibras/contracts/ids';

const fullRate = 10_000;

/**
 * The VAT inside a VAT-inclusive amount: amount × rate / (1 + rate), in integer basis points,
 * rounded half up to the cent (15 % of 115.00 is 15.00).
 */
export function vatOf(amountMinor: number, rateBasisPoints: number): number {
  const denominator = fullRate + rateBasisPoints;
  return Math.floor((2 * amountMinor * rateBasisPoints + denominator) / (2 * denominator));
}

/** `2031-000042`: the year and the number in it. */
export function receiptNumberText(year: number, number: number): string {
  return `${year}-${String(number).padStart(6, '0')}`;
}

type Party = { name: string };

export type ReceiptInput = {
  kind: ReceiptKind;
  /** The family whose money moved: the parent, or the independent student. */
  walletOwnerId: string;
  /** The ledger transaction that moved it; one receipt per transaction. */
  transactionId: string;
  /** What the family paid or got back, VAT included. */
  amountMinor: number;
  currency: string;
  /** The customer defaults to the wallet owner's name; a session names its tutor. */
  parties?: { customer?: Party; tutor?: Party };
  at: Date;
  vatRateBasisPoints: number;
  /** The base of the link to the receipt's page in the email. */
  appUrl: string;
};

/**
 * Issues a receipt inside the caller's transaction (the one that moved the money): the next
 * number of the year without gaps, the VAT line, the parties as named now, and the email to
 * the wallet's owner, queued in the same transaction, so each exists exactly when the others do.
 */
export async function issueReceipt(tx: DbExecutor, input: ReceiptInput): Promise<Receipt> {
  if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0) {
    throw new Error(`a receipt is for a positive amount, not ${input.amountMinor}`);
  }
  const owner = await walletOwnerContact(tx, input.walletOwnerId);
  if (!owner) throw new Error(`wallet owner ${input.walletOwnerId} not found`);
  const year = input.at.getUTCFullYear();
  const number = await nextReceiptNumber(tx, year);
  const row = await insertReceipt(tx, {
    year,
    number,
    kind: input.kind,
    walletOwnerId: input.walletOwnerId,
    transactionId: input.transactionId,
    amountMinor: input.amountMinor,
    vatMinor: vatOf(input.amountMinor, input.vatRateBasisPoints),
    vatRateBasisPoints: input.vatRateBasisPoints,
    currency: input.currency,
    parties: {
      issuer: { name: platformName },
      customer: input.parties?.customer ?? { name: owner.fullName },
      ...(input.parties?.tutor ? { tutor: input.parties.tutor } : {}),
    },
    issuedAt: input.at,
  });
  const booking = (await bookingsOfTransactions(tx, [row.transactionId])).get(row.transactionId);
  const receipt = receiptAnswerOf(row, booking);
  await queueReceiptEmail(tx, { receipt, to: owner, appUrl: input.appUrl });
  return receipt;
}

const partiesSchema = receiptSchema.shape.parties;

function receiptAnswerOf(row: ReceiptRow, booking: ReceiptBooking | undefined): Receipt {
  const amount = amountOf(row.amountMinor);
  const vat = amountOf(row.vatMinor);
  const net = amountOf(row.amountMinor - row.vatMinor);
  return {
    id: row.id,
    number: receiptNumberText(row.year, row.number),
    kind: row.kind,
    issuedAt: row.issuedAt.toISOString(),
    amount,
    vat,
    vatRatePercent: row.vatRateBasisPoints / 100,
    net,
    currency: row.currency,
    parties: partiesSchema.parse(row.parties),
    lines: [
      {
        kind: row.kind,
        amount,
        vat,
        net,
        booking: booking
          ? {
              id: booking.id,
              subjectEn: booking.subjectEn,
              subjectAr: booking.subjectAr,
              start: booking.startAt.toISOString(),
              end: booking.endAt.toISOString(),
            }
          : null,
      },
    ],
  };
}

/** A page of the wallet owner's receipts, newest first. */
export async function listReceipts(
  db: DbExecutor,
  ownerId: string,
  query: { page: number; pageSize: number },
): Promise<ReceiptPage> {
  const { rows, total } = await receiptsOf(db, ownerId, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const sessions = await bookingsOfTransactions(
    db,
    rows.map((row) => row.transactionId),
  );
  return {
    items: rows.map((row) => receiptAnswerOf(row, sessions.get(row.transactionId))),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

/** The owner's own receipt; anyone else's is 404, exactly as one that does not exist. */
export async function ownReceipt(db: DbExecutor, ownerId: string, id: string): Promise<Receipt> {
  const row = uuidPattern.test(id) ? await receiptById(db, id) : undefined;
  if (!row || row.walletOwnerId !== ownerId) throw new AppError(404, 'receipt_not_found');
  const booking = (await bookingsOfTransactions(db, [row.transactionId])).get(row.transactionId);
  return receiptAnswerOf(row, booking);
}
