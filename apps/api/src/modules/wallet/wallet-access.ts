import type { DbExecutor } from '../../db/client';
import type { AuthenticatedUser } from '../../plugins/auth';
import { AppError } from '../../plugins/envelope';
import { walletOwnerOf } from './wallet-owner';

/**
 * The wallet whose money a caller may see and move: a parent's or an independent student's own.
 * A tutor has none (403 wallet_not_available). A child's login spends its parent's wallet when
 * booking, but it never reads the parent's balance or payment history, tops up or withdraws:
 * all of /wallet answers it 403 forbidden, balances included, which keeps the rule simple.
 */
export async function ownWalletOf(db: DbExecutor, user: AuthenticatedUser): Promise<string> {
  const owner = await walletOwnerOf(db, user);
  if (owner.viaParent) throw new AppError(403, 'forbidden');
  return owner.ownerId;
}
