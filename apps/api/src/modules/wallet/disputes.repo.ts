import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { disputes } from '../../db/schema/index';

type NewDispute = typeof disputes.$inferInsert;

/** The booking's dispute, unless it has one already (open or decided); its id when inserted. */
export async function insertDisputeOnce(db: DbExecutor, dispute: NewDispute) {
  const [opened] = await db
    .insert(disputes)
    .values(dispute)
    .onConflictDoNothing()
    .returning({ id: disputes.id });
  return opened;
}

export async function lockDispute(db: DbExecutor, id: string) {
  const [dispute] = await db
    .select({ bookingId: disputes.bookingId, status: disputes.status, kind: disputes.kind })
    .from(disputes)
    .where(eq(disputes.id, id))
    .for('update');
  return dispute;
}

export async function updateDispute(
  db: DbExecutor,
  id: string,
  change: Partial<Omit<NewDispute, 'id'>>,
) {
  await db.update(disputes).set(change).where(eq(disputes.id, id));
}
