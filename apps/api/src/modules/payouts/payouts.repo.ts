import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { payouts, tutorPayoutAccounts, users } from '../../db/schema/index';

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

export async function updatePayout(
  db: DbExecutor,
  id: string,
  changes: Partial<
    Pick<
      PayoutRow,
      | 'status'
      | 'decidedAt'
      | 'decidedById'
      | 'approvedAt'
      | 'approvedById'
      | 'transferReference'
      | 'refusalReason'
    >
  >,
) {
  const [row] = await db.update(payouts).set(changes).where(eq(payouts.id, id)).returning();
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

/** The operators' queue: every tutor's payouts, oldest asked first by default, with the tutor. */
export async function operatorPayoutsOf(
  db: DbExecutor,
  query: {
    status?: PayoutRow['status'];
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
  },
) {
  const where = query.status ? eq(payouts.status, query.status) : undefined;
  const direction = query.order === 'asc' ? asc : desc;
  const rows = await withTutor(db)
    .where(where)
    .orderBy(direction(payouts.requestedAt), direction(payouts.id))
    .limit(query.limit)
    .offset(query.offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(payouts)
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export async function payoutWithTutor(db: DbExecutor, id: string) {
  const [row] = await withTutor(db).where(eq(payouts.id, id));
  return row;
}

function withTutor(db: DbExecutor) {
  return db
    .select({
      payout: payouts,
      tutor: {
        id: users.id,
        fullName: users.fullName,
        email: users.email,
        preferredLanguage: users.preferredLanguage,
      },
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.tutorId));
}
