import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { topUpRefunds, topUps, withdrawals } from '../../db/schema/index';

/** The wallet's succeeded top-ups that still have money to give back, newest first, locked. */
export async function refundableTopUps(tx: DbExecutor, ownerId: string) {
  return tx
    .select({
      id: topUps.id,
      provider: topUps.provider,
      left: sql<number>`(${topUps.amountMinor} - ${topUps.refundedMinor})::int`,
    })
    .from(topUps)
    .where(
      and(
        eq(topUps.walletOwnerId, ownerId),
        eq(topUps.status, 'succeeded'),
        gt(topUps.amountMinor, topUps.refundedMinor),
      ),
    )
    .orderBy(desc(topUps.succeededAt), desc(topUps.createdAt), desc(topUps.id))
    .for('update');
}

export async function insertWithdrawal(tx: DbExecutor, values: typeof withdrawals.$inferInsert) {
  const [row] = await tx.insert(withdrawals).values(values).returning();
  if (!row) throw new Error('the withdrawal was not inserted');
  return row;
}

export async function recordRefund(
  tx: DbExecutor,
  refund: { withdrawalId: string; topUpId: string; amountMinor: number; at: Date },
) {
  await tx.insert(topUpRefunds).values({
    withdrawalId: refund.withdrawalId,
    topUpId: refund.topUpId,
    amountMinor: refund.amountMinor,
    createdAt: refund.at,
    updatedAt: refund.at,
  });
  await tx
    .update(topUps)
    .set({
      refundedMinor: sql`${topUps.refundedMinor} + ${refund.amountMinor}`,
      updatedAt: refund.at,
    })
    .where(eq(topUps.id, refund.topUpId));
}

/** A withdrawal's refunds still to be made, with what the provider needs to make them. */
export async function pendingRefundsOf(db: DbExecutor, withdrawalId: string) {
  return db
    .select({
      id: topUpRefunds.id,
      amountMinor: topUpRefunds.amountMinor,
      provider: topUps.provider,
      paymentRef: topUps.providerRef,
      currency: topUps.currency,
    })
    .from(topUpRefunds)
    .innerJoin(topUps, eq(topUps.id, topUpRefunds.topUpId))
    .where(and(eq(topUpRefunds.withdrawalId, withdrawalId), eq(topUpRefunds.status, 'pending')))
    .orderBy(asc(topUpRefunds.createdAt), asc(topUpRefunds.id));
}

export async function markRefunded(db: DbExecutor, id: string, providerRef: string, at: Date) {
  await db
    .update(topUpRefunds)
    .set({ status: 'succeeded', providerRef, updatedAt: at })
    .where(eq(topUpRefunds.id, id));
}

export async function completeWithdrawal(db: DbExecutor, id: string, at: Date) {
  await db
    .update(withdrawals)
    .set({ status: 'completed', updatedAt: at })
    .where(and(eq(withdrawals.id, id), eq(withdrawals.status, 'requested')));
}
