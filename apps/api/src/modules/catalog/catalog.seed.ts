import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import {
  educationLevels,
  educationSystems,
  gradeSubjects,
  grades,
  subjects,
} from '../../db/schema/index';
import { systemSeeds } from './catalog-data';
import { subjectSeeds } from './catalog-subjects-data';

/** `excluded.<column>` of an upsert: the value the seed tried to insert. */
const excluded = (column: PgColumn) => sql.raw(`excluded.${column.name}`);

const namesAndOrder = <T extends { nameEn: PgColumn; nameAr: PgColumn; sortOrder: PgColumn }>(
  table: T,
): Record<'nameEn' | 'nameAr' | 'sortOrder', SQL> => ({
  nameEn: excluded(table.nameEn),
  nameAr: excluded(table.nameAr),
  sortOrder: excluded(table.sortOrder),
});

/**
 * Writes the catalog of catalog-data.ts at every start, in every environment: rows are upserted
 * on their slug, so names and order follow the data file and ids never change. A row removed
 * from the file is left in place, because users and tutors may still point at it; the
 * subjects of a grade, which nothing else points at, follow the file exactly.
 */
export async function seedCatalog(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const subjectRows = await tx
      .insert(subjects)
      .values(subjectSeeds.map((subject, index) => ({ ...subject, sortOrder: index })))
      .onConflictDoUpdate({
        target: subjects.slug,
        set: { ...namesAndOrder(subjects), icon: excluded(subjects.icon) },
      })
      .returning({ id: subjects.id, slug: subjects.slug });
    const subjectIdOf = new Map(subjectRows.map((row) => [row.slug, row.id]));

    const systemRows = await tx
      .insert(educationSystems)
      .values(
        systemSeeds.map(({ slug, nameEn, nameAr }, index) => ({
          slug,
          nameEn,
          nameAr,
          sortOrder: index,
        })),
      )
      .onConflictDoUpdate({ target: educationSystems.slug, set: namesAndOrder(educationSystems) })
      .returning({ id: educationSystems.id, slug: educationSystems.slug });
    const systemIdOf = new Map(systemRows.map((row) => [row.slug, row.id]));

    const levelSeeds = systemSeeds.flatMap((system) =>
      system.levels.map((level, index) => ({
        ...level,
        systemId: idOf(systemIdOf, system.slug),
        sortOrder: index,
      })),
    );
    const levelRows = await tx
      .insert(educationLevels)
      .values(levelSeeds.map(({ grades: _grades, ...level }) => level))
      .onConflictDoUpdate({
        target: [educationLevels.systemId, educationLevels.slug],
        set: namesAndOrder(educationLevels),
      })
      .returning({
        id: educationLevels.id,
        systemId: educationLevels.systemId,
        slug: educationLevels.slug,
      });
    const levelIdOf = new Map(levelRows.map((row) => [`${row.systemId}/${row.slug}`, row.id]));

    const gradeSeeds = levelSeeds.flatMap((level) =>
      level.grades.map((grade, index) => ({
        ...grade,
        levelId: idOf(levelIdOf, `${level.systemId}/${level.slug}`),
        sortOrder: index,
      })),
    );
    const gradeRows = await tx
      .insert(grades)
      .values(gradeSeeds.map(({ subjects: _subjects, ...grade }) => grade))
      .onConflictDoUpdate({ target: [grades.levelId, grades.slug], set: namesAndOrder(grades) })
      .returning({ id: grades.id, levelId: grades.levelId, slug: grades.slug });
    const gradeIdOf = new Map(gradeRows.map((row) => [`${row.levelId}/${row.slug}`, row.id]));

    const links = gradeSeeds.flatMap((grade) => {
      const gradeId = idOf(gradeIdOf, `${grade.levelId}/${grade.slug}`);
      return [...new Set(grade.subjects)].map((slug) => ({
        gradeId,
        subjectId: idOf(subjectIdOf, slug),
      }));
    });
    await tx.insert(gradeSubjects).values(links).onConflictDoNothing();

    const wanted = new Set(links.map((link) => `${link.gradeId}/${link.subjectId}`));
    const existing = await tx
      .select()
      .from(gradeSubjects)
      .where(
        inArray(
          gradeSubjects.gradeId,
          gradeRows.map((row) => row.id),
        ),
      );
    const stale = existing.filter((link) => !wanted.has(`${link.gradeId}/${link.subjectId}`));
    if (stale.length > 0) {
      await tx
        .delete(gradeSubjects)
        .where(
          or(
            ...stale.map((link) =>
              and(
                eq(gradeSubjects.gradeId, link.gradeId),
                eq(gradeSubjects.subjectId, link.subjectId),
              ),
            ),
          ),
        );
    }
  });
}

function idOf(ids: Map<string, number>, key: string): number {
  const id = ids.get(key);
  // Only a typo in the data files can get here; fail the start rather than seed half a catalog.
  if (id === undefined) throw new Error(`catalog seed: no row for "${key}"`);
  return id;
}
