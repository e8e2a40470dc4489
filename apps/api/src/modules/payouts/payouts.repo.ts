import { desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { payouts, tutorPayoutAccounts } from '../../db/schema/index';

export async function payoutAccountOf(db: DbExecutor, tutorId: string) {
  const [row] = await db
    .select()
    .from(tutorPayoutAccounts)
    .where(eq(tutorPayoutAccounts.tutorId, tutorId));
  return row;
}

export async function upsertPayoutAccount(
  db: DbExecutor,
  account: typeof tutorPayoutAccounts.$inferInsert,
) {
  const [row] = await db
    .insert(tutorPayoutAccounts)
    .values(account)
    .onConflictDoUpdate({
      target: tutorPayoutAccounts.tutorId,
      set: { iban: account.iban, holderName: account.holderName, updatedAt: account.updatedAt },
    })
    .returning();
  if (!row) throw new Error('the payout account was not saved');
  return row;
}

export type PayoutRow = typeof payouts.$inferSelect;

export async function insertPayout(db: DbExecutor, payout: typeof payouts.$inferInsert) {
  const [row] = await db.insert(payouts).values(payout).returning();
  if (!row) throw new Error('the payout was not inserted');
  return row;
}

/** `lock` holds the payout's row: one decision at a time. */
export async function findPayout(db: DbExecutor, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(payouts).where(eq(payouts.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function decidePayout(
  db: DbExecutor,
  id: string,
  decision: Pick<PayoutRow, 'status' | 'decidedAt' | 'decidedById'>,
) {
  const [row] = await db.update(payouts).set(decision).where(eq(payouts.id, id)).returning();
  if (!row) throw new Error(`payout ${id} vanished`);
  return row;
}

/** A page of the tutor's payouts, newest first, and how many there are in all. */
export async function payoutsOf(
  db: DbExecutor,
  tutorId: string,
  page: { limit: number; offset: number },
) {
  const ours = eq(payouts.tutorId, tutorId);
  const rows = await db
    .select()
    .from(payouts)
    .where(ours)
    .orderBy(desc(payouts.requestedAt), desc(payouts.id))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(payouts)
    .where(ours);
  return { rows, total: counted?.total ?? 0 };
}
