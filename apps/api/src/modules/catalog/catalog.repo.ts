import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  educationLevels,
  educationSystems,
  gradeSubjects,
  grades,
  subjects,
} from '../../db/schema/index';
import { readAll } from '../../db/reads';

/** The whole catalog in both languages, in display order: a few hundred small rows. */
export async function loadCatalogRows(db: Database) {
  const [systemRows, levelRows, gradeRows, subjectRows, links] = await readAll(db, [
    () =>
      db
        .select()
        .from(educationSystems)
        .orderBy(asc(educationSystems.sortOrder), asc(educationSystems.id)),
    () =>
      db
        .select()
        .from(educationLevels)
        .orderBy(asc(educationLevels.sortOrder), asc(educationLevels.id)),
    () => db.select().from(grades).orderBy(asc(grades.sortOrder), asc(grades.id)),
    () => db.select().from(subjects).orderBy(asc(subjects.sortOrder), asc(subjects.id)),
    () => db.select().from(gradeSubjects),
  ]);
  return { systemRows, levelRows, gradeRows, subjectRows, links };
}

export type CatalogRows = Awaited<ReturnType<typeof loadCatalogRows>>;
