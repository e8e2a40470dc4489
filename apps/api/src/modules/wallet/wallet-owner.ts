import type { DbExecutor } from '../../db/client';
import type { AuthenticatedUser } from '../../plugins/auth';
import { AppError } from '../../plugins/envelope';
import { childProfileOfLogin } from './wallet.repo';

/**
 * Whose wallet a family member spends (decision 0025): a parent's own; a child's login spends
 * its parent's (and is then `viaParent`, with the child profile it belongs to); a student with
 * no parent has their own. Tutors have none: 403 wallet_not_available.
 */
export type WalletOwner = { ownerId: string; viaParent: boolean; childId: string | null };

export async function walletOwnerOf(db: DbExecutor, user: AuthenticatedUser): Promise<WalletOwner> {
  if (user.userType === 'Parent') return { ownerId: user.id, viaParent: false, childId: null };
  if (user.userType !== 'Student') throw new AppError(403, 'wallet_not_available');
  const child = await childProfileOfLogin(db, user.id);
  return child
    ? { ownerId: child.parentId, viaParent: true, childId: child.id }
    : { ownerId: user.id, viaParent: false, childId: null };
}
