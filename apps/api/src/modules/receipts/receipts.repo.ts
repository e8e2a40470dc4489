import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import {
  bookings,
  ledgerTransactions,
  receiptCounters,
  receipts,
  subjects,
  users,
} from '../../db/schema/index';

export type ReceiptRow = typeof receipts.$inferSelect;

/**
 * The next number of the year: the counter's row is created at 1 or incremented, and stays
 * locked until the caller's transaction ends, so concurrent issuers queue and a rolled-back
 * one gives its number back.
 */
export async function nextReceiptNumber(tx: DbExecutor, year: number): Promise<number> {
  const [row] = await tx
    .insert(receiptCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: receiptCounters.year,
      set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: receiptCounters.lastNumber });
  if (!row) throw new Error(`the receipt counter of ${year} was not moved`);
  return row.lastNumber;
}

export async function insertReceipt(tx: DbExecutor, values: typeof receipts.$inferInsert) {
  const [row] = await tx.insert(receipts).values(values).returning();
  if (!row) throw new Error('the receipt was not inserted');
  return row;
}

/** Where a receipt is sent and how its reader writes: the wallet owner's account. */
export async function walletOwnerContact(db: DbExecutor, ownerId: string) {
  const [row] = await db
    .select({
      fullName: users.fullName,
      email: users.email,
      preferredLanguage: users.preferredLanguage,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(eq(users.id, ownerId));
  return row;
}

/** The sessions the given ledger transactions were about, by transaction id. */
export async function bookingsOfTransactions(db: DbExecutor, transactionIds: readonly string[]) {
  if (transactionIds.length === 0) return new Map<string, ReceiptBooking>();
  const rows = await db
    .select({
      transactionId: ledgerTransactions.id,
      id: bookings.id,
      subjectEn: subjects.nameEn,
      subjectAr: subjects.nameAr,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
    })
    .from(ledgerTransactions)
    .innerJoin(bookings, eq(bookings.id, ledgerTransactions.bookingId))
    .innerJoin(subjects, eq(subjects.id, bookings.subjectId))
    .where(inArray(ledgerTransactions.id, [...transactionIds]));
  return new Map(rows.map(({ transactionId, ...booking }) => [transactionId, booking]));
}

export type ReceiptBooking = {
  id: string;
  subjectEn: string;
  subjectAr: string;
  startAt: Date;
  endAt: Date;
};

/** A page of the owner's receipts, newest first, and how many there are. */
export async function receiptsOf(
  db: DbExecutor,
  ownerId: string,
  page: { limit: number; offset: number },
) {
  const rows = await db
    .select()
    .from(receipts)
    .where(eq(receipts.walletOwnerId, ownerId))
    .orderBy(desc(receipts.issuedAt), desc(receipts.year), desc(receipts.number))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ total: count() })
    .from(receipts)
    .where(eq(receipts.walletOwnerId, ownerId));
  return { rows, total: counted?.total ?? 0 };
}

export async function receiptById(db: DbExecutor, id: string) {
  const [row] = await db.select().from(receipts).where(eq(receipts.id, id));
  return row;
}
