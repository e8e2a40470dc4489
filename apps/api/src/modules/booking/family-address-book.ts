import { maxSavedAddresses, type addressInputSchema } from '@nibras/contracts/in-person';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import type { AuthenticatedUser } from '../../plugins/auth';
import { AppError } from '../../plugins/envelope';
import { countAddresses, insertAddress, parentOfStudent } from './booking-in-person.repo';

/**
 * Whose address book a caller uses (decision 0030): a parent's own; a child's own login uses its
 * parent's (it may read and add, the parent changes and removes: `childLogin`); a student
 * without a parent keeps their own. Here because booking keeps addresses too and the family
 * module sits above booking.
 */
export async function addressBookOf(db: DbExecutor, caller: AuthenticatedUser) {
  if (caller.userType === 'Parent') return { ownerId: caller.id, childLogin: false };
  if (caller.userType !== 'Student') throw new AppError(403, 'forbidden');
  const parentId = await parentOfStudent(db, caller.id);
  return parentId
    ? { ownerId: parentId, childLogin: true }
    : { ownerId: caller.id, childLogin: false };
}

/**
 * A booking at home keeps the typed address in the family's book, once per place, while the
 * book has room (the booking holds its own copy either way).
 */
export async function keepAddressOf(
  tx: DbExecutor,
  caller: AuthenticatedUser,
  address: z.output<typeof addressInputSchema>,
  now: Date,
) {
  const { ownerId } = await addressBookOf(tx, caller);
  if ((await countAddresses(tx, ownerId)) >= maxSavedAddresses) return;
  await insertAddress(tx, ownerId, address, now);
}
