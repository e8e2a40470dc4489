import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { topUps } from '../../db/schema/index';

export type TopUpRow = typeof topUps.$inferSelect;

export async function topUpOf(db: DbExecutor, id: string): Promise<TopUpRow | undefined> {
  const [row] = await db.select().from(topUps).where(eq(topUps.id, id));
  return row;
}

export async function pendingTopUpsSince(db: DbExecutor, ownerId: string, since: Date) {
  const [row] = await db
    .select({ pending: count() })
    .from(topUps)
    .where(
      and(
        eq(topUps.walletOwnerId, ownerId),
        eq(topUps.status, 'pending'),
        gt(topUps.createdAt, since),
      ),
    );
  return row?.pending ?? 0;
}

export async function insertTopUp(db: DbExecutor, values: typeof topUps.$inferInsert) {
  const [row] = await db.insert(topUps).values(values).returning();
  if (!row) throw new Error('the top-up was not inserted');
  return row;
}

/** Stores the provider's checkout once: of two racing retries, the first one's stays. */
export async function storeCheckout(
  db: DbExecutor,
  id: string,
  checkout: { providerRef: string; checkoutUrl: string },
  now: Date,
) {
  await db
    .update(topUps)
    .set({ ...checkout, updatedAt: now })
    .where(and(eq(topUps.id, id), isNull(topUps.checkoutUrl)));
}
