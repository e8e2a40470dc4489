import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbExecutor } from '../../db/client';
import { areas, familyAddresses } from '../../db/schema/index';

/** The addresses a family keeps for lessons at home (issue 32, decision 0030). */

const city = alias(areas, 'address_city');

/** A family's addresses with their district and city names, oldest first. */
export function addressesOf(db: DbExecutor, ownerId: string, id?: string) {
  return db
    .select({
      id: familyAddresses.id,
      areaId: familyAddresses.areaId,
      street: familyAddresses.street,
      building: familyAddresses.building,
      notes: familyAddresses.notes,
      areaNameEn: areas.nameEn,
      areaNameAr: areas.nameAr,
      cityNameEn: city.nameEn,
      cityNameAr: city.nameAr,
    })
    .from(familyAddresses)
    .innerJoin(areas, eq(areas.id, familyAddresses.areaId))
    .innerJoin(city, eq(city.id, sql`coalesce(${areas.parentId}, ${areas.id})`))
    .where(and(eq(familyAddresses.ownerId, ownerId), id ? eq(familyAddresses.id, id) : undefined))
    .orderBy(asc(familyAddresses.createdAt), asc(familyAddresses.id));
}

export type SavedAddressRow = Awaited<ReturnType<typeof addressesOf>>[number];

/** Whether an area of the catalog has this id. */
export async function areaExists(db: DbExecutor, areaId: number) {
  const [row] = await db.select({ id: areas.id }).from(areas).where(eq(areas.id, areaId));
  return row !== undefined;
}

export type AddressValues = { areaId: number; street: string; building: string; notes: string };

/** Changes one of the owner's addresses; answers whether it was theirs. */
export async function updateAddress(
  db: DbExecutor,
  ownerId: string,
  id: string,
  values: AddressValues,
  at: Date,
) {
  const rows = await db
    .update(familyAddresses)
    .set({ ...values, updatedAt: at })
    .where(and(eq(familyAddresses.id, id), eq(familyAddresses.ownerId, ownerId)))
    .returning({ id: familyAddresses.id });
  return rows.length > 0;
}

export async function deleteAddress(db: DbExecutor, ownerId: string, id: string) {
  const rows = await db
    .delete(familyAddresses)
    .where(and(eq(familyAddresses.id, id), eq(familyAddresses.ownerId, ownerId)))
    .returning({ id: familyAddresses.id });
  return rows.length > 0;
}
