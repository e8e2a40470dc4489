import { and, eq, inArray, or } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client';
import { paymentEvents, topUps } from '../../db/schema/index';

export type TopUpRow = typeof topUps.$inferSelect;

export async function updateTopUp(
  db: DbExecutor,
  id: string,
  change: Partial<Omit<typeof topUps.$inferInsert, 'id'>>,
) {
  await db.update(topUps).set(change).where(eq(topUps.id, id));
}

/** The provider's top-up of this id, or of one of these refs (the checkout's, the payment's). */
export async function findTopUpIdOfEvent(
  db: DbExecutor,
  provider: string,
  match: { topUpId?: string; refs: string[] },
) {
  const byId = match.topUpId ? eq(topUps.id, match.topUpId) : undefined;
  const byRef = match.refs.length > 0 ? inArray(topUps.providerRef, match.refs) : undefined;
  if (!byId && !byRef) return undefined;
  const [row] = await db
    .select({ id: topUps.id })
    .from(topUps)
    .where(and(eq(topUps.provider, provider), or(byId, byRef)))
    .limit(1);
  return row?.id;
}

/** Records the event's id; false when it was recorded before (a replay). */
export async function claimPaymentEvent(db: DbExecutor, event: typeof paymentEvents.$inferInsert) {
  const claimed = await db
    .insert(paymentEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId });
  return claimed.length > 0;
}

export async function lockTopUp(db: DbExecutor, id: string): Promise<TopUpRow | undefined> {
  const [topUp] = await db.select().from(topUps).where(eq(topUps.id, id)).for('update');
  return topUp;
}

/** A top-up of the development provider. */
export async function findDevTopUp(db: Database, id: string): Promise<TopUpRow | undefined> {
  const [topUp] = await db
    .select()
    .from(topUps)
    .where(and(eq(topUps.id, id), eq(topUps.provider, 'dev')));
  return topUp;
}
