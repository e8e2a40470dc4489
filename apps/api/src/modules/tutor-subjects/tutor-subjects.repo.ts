import type { Language } from '@nibras/contracts/i18n/languages';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { subjects, tutorSubjects } from '../../db/schema/index';

const columnsIn = (language: Language) => ({
  subjectId: tutorSubjects.subjectId,
  slug: subjects.slug,
  name: language === 'ar' ? subjects.nameAr : subjects.nameEn,
  icon: subjects.icon,
  onlinePrice: tutorSubjects.onlinePrice,
  offlinePrice: tutorSubjects.offlinePrice,
  currency: tutorSubjects.currency,
  createdAt: tutorSubjects.createdAt,
  updatedAt: tutorSubjects.updatedAt,
});

export type TutorSubjectRow = {
  subjectId: number;
  slug: string;
  name: string;
  icon: string;
  onlinePrice: string;
  offlinePrice: string;
  currency: string;
  createdAt: Date;
  updatedAt: Date;
};

/** One tutor's subjects with their prices, in the catalog's subject order. */
export function listTutorSubjects(
  db: Database,
  tutorId: string,
  language: Language,
  subjectId?: number,
): Promise<TutorSubjectRow[]> {
  return db
    .select(columnsIn(language))
    .from(tutorSubjects)
    .innerJoin(subjects, eq(subjects.id, tutorSubjects.subjectId))
    .where(
      and(
        eq(tutorSubjects.tutorId, tutorId),
        subjectId === undefined ? undefined : eq(tutorSubjects.subjectId, subjectId),
      ),
    )
    .orderBy(asc(subjects.sortOrder), asc(subjects.id));
}

export async function subjectExists(db: Database, subjectId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: subjects.id })
    .from(subjects)
    .where(eq(subjects.id, subjectId));
  return row !== undefined;
}

/**
 * Adds the tutor's subject or replaces its prices: one row per tutor and subject. Answers
 * whether this statement created the row: PostgreSQL's `xmax = 0` holds only for a row the
 * insert branch wrote, so of parallel saves exactly one learns it created the row.
 */
export async function upsertTutorSubjectPrice(
  db: Database,
  values: {
    tutorId: string;
    subjectId: number;
    onlinePrice: string;
    offlinePrice: string;
    currency: string;
  },
): Promise<boolean> {
  const [row] = await db
    .insert(tutorSubjects)
    .values(values)
    .onConflictDoUpdate({
      target: [tutorSubjects.tutorId, tutorSubjects.subjectId],
      set: {
        onlinePrice: values.onlinePrice,
        offlinePrice: values.offlinePrice,
        currency: values.currency,
        updatedAt: sql`now()`,
      },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return row?.inserted === true;
}

/** Removes one of the tutor's own subjects; false when the tutor did not have it. */
export async function deleteTutorSubject(
  db: Database,
  tutorId: string,
  subjectId: number,
): Promise<boolean> {
  const removed = await db
    .delete(tutorSubjects)
    .where(and(eq(tutorSubjects.tutorId, tutorId), eq(tutorSubjects.subjectId, subjectId)))
    .returning({ id: tutorSubjects.id });
  return removed.length > 0;
}
