import { asc, inArray } from 'drizzle-orm';
import type { Database, DbExecutor } from '../../db/client';
import { areas } from '../../db/schema/index';

/** Every area in both languages, in display order: a few hundred small rows. */
export async function loadAreaRows(db: Database) {
  return db
    .select({
      id: areas.id,
      parentId: areas.parentId,
      country: areas.country,
      nameEn: areas.nameEn,
      nameAr: areas.nameAr,
    })
    .from(areas)
    .orderBy(asc(areas.sortOrder), asc(areas.id));
}

export type AreaRow = Awaited<ReturnType<typeof loadAreaRows>>[number];

/** Which of these ids name an area (a city or a district). */
export async function existingAreaIds(db: DbExecutor, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: areas.id }).from(areas).where(inArray(areas.id, ids));
  return new Set(rows.map((row) => row.id));
}
