import type { Allowance } from '@nibras/contracts/approvals';
import { amountOf, platformCurrency } from '@nibras/contracts/money';
import type { DbExecutor } from '../../db/client';
import { spentThisMonth } from '../booking/booking-approval.service';
import { allowanceOf, deleteAllowance, saveAllowance } from './family-allowance.repo';
import { ownChild } from './family.service';

/**
 * A parent's monthly allowance for what a child's own login may book without asking (issue
 * 28), and what that login spent this month against it.
 */
export async function childAllowance(
  db: DbExecutor,
  parentId: string,
  childId: string,
  now: Date,
): Promise<Allowance> {
  const child = await ownChild(db, parentId, childId);
  const row = await allowanceOf(db, childId);
  return {
    childId,
    monthly: row ? amountOf(row.monthlyMinor) : null,
    spentThisMonth: await spentThisMonth(db, { childId, userId: child.userId }, now),
    currency: row?.currency ?? platformCurrency,
  };
}

/** Sets the allowance; none (null or 0) removes it, so every paid booking asks first. */
export async function setChildAllowance(
  db: DbExecutor,
  parentId: string,
  childId: string,
  monthlyMinor: number | null,
  now: Date,
): Promise<Allowance> {
  await ownChild(db, parentId, childId);
  if (!monthlyMinor) await deleteAllowance(db, childId);
  else
    await saveAllowance(db, childId, { monthlyMinor, currency: platformCurrency, updatedAt: now });
  return childAllowance(db, parentId, childId, now);
}
