import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { areas } from '../../db/schema/index';
import { citySeeds } from './areas-data';

/** `excluded.<column>` of an upsert: the value the seed tried to insert. */
const excluded = (column: PgColumn) => sql.raw(`excluded.${column.name}`);

const upsertSet = {
  parentId: excluded(areas.parentId),
  country: excluded(areas.country),
  nameEn: excluded(areas.nameEn),
  nameAr: excluded(areas.nameAr),
  sortOrder: excluded(areas.sortOrder),
};

/**
 * Writes the areas of areas-data.ts at every start, in every environment, as the education
 * catalog is seeded: rows are upserted on their slug, so names and order follow the data file
 * and ids never change. A row removed from the file is left in place: tutors' areas and
 * families' addresses may still point at it.
 */
export async function seedAreas(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const cityRows = await tx
      .insert(areas)
      .values(
        citySeeds.map(({ slug, country, nameEn, nameAr }, index) => ({
          slug,
          parentId: null,
          country,
          nameEn,
          nameAr,
          sortOrder: index,
        })),
      )
      .onConflictDoUpdate({ target: areas.slug, set: upsertSet })
      .returning({ id: areas.id, slug: areas.slug });
    const cityIdOf = new Map(cityRows.map((row) => [row.slug, row.id]));
    const districtRows = citySeeds.flatMap((city) =>
      city.districts.map(({ slug, nameEn, nameAr }, index) => ({
        slug,
        parentId: idOf(cityIdOf, city.slug),
        country: city.country,
        nameEn,
        nameAr,
        sortOrder: index,
      })),
    );
    await tx
      .insert(areas)
      .values(districtRows)
      .onConflictDoUpdate({ target: areas.slug, set: upsertSet });
  });
}

function idOf(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  // Only a typo in the data file can get here; fail the start rather than seed half of it.
  if (id === undefined) throw new Error(`areas seed: no row for "${key}"`);
  return id;
}
