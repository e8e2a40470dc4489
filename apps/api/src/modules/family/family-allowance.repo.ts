import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { childAllowances } from '../../db/schema/index';

export async function allowanceOf(db: DbExecutor, childId: string) {
  const [row] = await db
    .select({ monthlyMinor: childAllowances.monthlyMinor, currency: childAllowances.currency })
    .from(childAllowances)
    .where(eq(childAllowances.childId, childId));
  return row;
}

export async function deleteAllowance(db: DbExecutor, childId: string) {
  await db.delete(childAllowances).where(eq(childAllowances.childId, childId));
}

/** The child's allowance, made or replaced. */
export async function saveAllowance(
  db: DbExecutor,
  childId: string,
  values: { monthlyMinor: number; currency: string; updatedAt: Date },
) {
  await db
    .insert(childAllowances)
    .values({ childId, ...values })
    .onConflictDoUpdate({ target: childAllowances.childId, set: values });
}
