import {
  tutorPriceCurrency,
  type TutorSubject,
  type tutorSubjectPriceInputSchema,
} from '@nibras/contracts/tutor-subjects';
import type { Language } from '@nibras/contracts/i18n/languages';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, sqlStateOf } from '../../plugins/envelope';
import {
  deleteTutorSubject,
  listTutorSubjects,
  subjectExists,
  upsertTutorSubjectPrice,
  type TutorSubjectRow,
} from './tutor-subjects.repo';

type TutorSubjectPrice = z.output<typeof tutorSubjectPriceInputSchema>;

function toAnswer({ createdAt: _createdAt, updatedAt, ...row }: TutorSubjectRow): TutorSubject {
  return { ...row, updatedAt: updatedAt.toISOString() };
}

/** PostgreSQL's foreign_key_violation, which drizzle reports on the error or on its cause. */
const isForeignKeyViolation = (error: unknown) => sqlStateOf(error) === '23503';

export async function tutorSubjectsOf(
  db: Database,
  tutorId: string,
  language: Language,
): Promise<TutorSubject[]> {
  return (await listTutorSubjects(db, tutorId, language)).map(toAnswer);
}

/**
 * Adds a subject to the calling tutor's list or updates its prices. The tutor is always the
 * caller, so no request can reach another tutor's row.
 */
export async function saveTutorSubjectPrice(
  db: Database,
  tutorId: string,
  input: TutorSubjectPrice,
  language: Language,
): Promise<{ created: boolean; tutorSubject: TutorSubject }> {
  if (!(await subjectExists(db, input.subjectId))) {
    throw new AppError(400, 'validation_failed', {
      details: { subjectId: 'validation.subjectUnknown' },
    });
  }
  let created: boolean;
  try {
    created = await upsertTutorSubjectPrice(db, {
      tutorId,
      ...input,
      currency: tutorPriceCurrency,
    });
  } catch (error) {
    // The subject exists, so the missing row is the caller: a token outliving its account.
    if (isForeignKeyViolation(error)) throw new AppError(401, 'unauthorized');
    throw error;
  }
  const [row] = await listTutorSubjects(db, tutorId, language, input.subjectId);
  if (!row) throw new Error('tutor subject vanished right after it was saved');
  return { created, tutorSubject: toAnswer(row) };
}

export async function removeTutorSubject(
  db: Database,
  tutorId: string,
  subjectId: number,
): Promise<void> {
  if (!(await deleteTutorSubject(db, tutorId, subjectId))) {
    throw new AppError(404, 'tutor_subject_not_found');
  }
}
