import {
  maxSavedAddresses,
  type addressInputSchema,
  type SavedAddress,
} from '@nibras/contracts/in-person';
import type { Language } from '@nibras/contracts/i18n/languages';
import { uuidPattern } from '@nibras/contracts/ids';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import type { AuthenticatedUser } from '../../plugins/auth';
import { AppError, constraintOf, sqlStateOf } from '../../plugins/envelope';
import { countAddresses, insertAddress } from '../booking/booking-in-person.repo';
import { addressBookOf } from '../booking/family-address-book';
import {
  addressesOf,
  areaExists,
  deleteAddress,
  updateAddress,
  type SavedAddressRow,
} from './family-addresses.repo';

type AddressInput = z.output<typeof addressInputSchema>;

/**
 * A family's address book for lessons at home (decision 0030), owned as `addressBookOf` says:
 * a child's own login reads and adds to its parent's, only the parent changes or removes.
 */

function answerOf(row: SavedAddressRow, language: Language): SavedAddress {
  const arabic = language === 'ar';
  return {
    id: row.id,
    areaId: row.areaId,
    areaName: arabic ? row.areaNameAr : row.areaNameEn,
    cityName: arabic ? row.cityNameAr : row.cityNameEn,
    street: row.street,
    building: row.building,
    notes: row.notes,
  };
}

async function assertArea(db: DbExecutor, areaId: number) {
  if (!(await areaExists(db, areaId))) throw new AppError(400, 'area_not_found');
}

async function readBack(db: DbExecutor, ownerId: string, id: string, language: Language) {
  const [row] = await addressesOf(db, ownerId, id);
  if (!row) throw new Error(`address ${id} vanished inside its own transaction`);
  return answerOf(row, language);
}

export async function listAddresses(
  db: DbExecutor,
  caller: AuthenticatedUser,
  language: Language,
): Promise<SavedAddress[]> {
  const { ownerId } = await addressBookOf(db, caller);
  return (await addressesOf(db, ownerId)).map((row) => answerOf(row, language));
}

/** Adds an address, at most `maxSavedAddresses`; the same place again answers the one kept. */
export async function addAddress(
  tx: DbExecutor,
  caller: AuthenticatedUser,
  input: AddressInput,
  now: Date,
  language: Language,
): Promise<SavedAddress> {
  const { ownerId } = await addressBookOf(tx, caller);
  await assertArea(tx, input.areaId);
  if ((await countAddresses(tx, ownerId)) >= maxSavedAddresses) {
    throw new AppError(409, 'too_many_addresses');
  }
  const id = await insertAddress(tx, ownerId, input, now);
  return readBack(tx, ownerId, id, language);
}

export async function editAddress(
  tx: DbExecutor,
  caller: AuthenticatedUser,
  id: string,
  input: AddressInput,
  now: Date,
  language: Language,
): Promise<SavedAddress> {
  const { ownerId, childLogin } = await addressBookOf(tx, caller);
  if (!uuidPattern.test(id)) throw new AppError(404, 'address_not_found');
  if (childLogin) throw new AppError(403, 'parent_decides');
  await assertArea(tx, input.areaId);
  let found: boolean;
  try {
    found = await updateAddress(tx, ownerId, id, input, now);
  } catch (error) {
    // Changed into another address the family already keeps.
    if (sqlStateOf(error) === '23505' && constraintOf(error) === 'family_addresses_same_place') {
      throw new AppError(409, 'conflict');
    }
    throw error;
  }
  if (!found) throw new AppError(404, 'address_not_found');
  return readBack(tx, ownerId, id, language);
}

/** Removes a saved address; lessons booked at it keep their own copy. */
export async function removeAddress(db: DbExecutor, caller: AuthenticatedUser, id: string) {
  const { ownerId, childLogin } = await addressBookOf(db, caller);
  if (!uuidPattern.test(id)) throw new AppError(404, 'address_not_found');
  if (childLogin) throw new AppError(403, 'parent_decides');
  if (!(await deleteAddress(db, ownerId, id))) throw new AppError(404, 'address_not_found');
}
