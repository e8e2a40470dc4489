import { z } from 'zod';

/**
 * The education catalog (systems → levels → grades → subjects), reference data (docs/shared/SPEC.md
 * section 3); a tutor's prices for its subjects are tutor-subjects.ts. Catalog ids are integers (docs/shared/ARCHITECTURE.md); names come in the
 * request's language.
 */

/** Largest value of a PostgreSQL `integer`: a bigger id can only be unknown. */
export const maxCatalogId = 2_147_483_647;

/** A catalog id in a URL: digits only, so "1e3", "0x1" or "-1" are rejected, not coerced. */
export const catalogIdParamSchema = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'validation.idInvalid')
  .transform(Number)
  .refine((id) => id <= maxCatalogId, 'validation.idInvalid');

export const educationSystemSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type EducationSystem = z.infer<typeof educationSystemSchema>;

export const educationLevelSchema = z.object({
  id: z.number().int(),
  systemId: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type EducationLevel = z.infer<typeof educationLevelSchema>;

export const gradeSchema = z.object({
  id: z.number().int(),
  levelId: z.number().int(),
  slug: z.string(),
  name: z.string(),
});
export type Grade = z.infer<typeof gradeSchema>;

export const subjectSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  /** A lucide icon name (kebab-case), e.g. "calculator". */
  icon: z.string(),
});
export type Subject = z.infer<typeof subjectSchema>;

/** `GET /education/systems` nests its list (docs/shared/SPEC.md section 7: data.educationSystems). */
export const educationSystemsAnswerSchema = z.object({
  educationSystems: z.array(educationSystemSchema),
});
export type EducationSystemsAnswer = z.infer<typeof educationSystemsAnswerSchema>;

/** `GET /education/grades/{id}/subjects` nests its list (docs/shared/SPEC.md section 7: data.subjects). */
export const gradeSubjectsAnswerSchema = z.object({ subjects: z.array(subjectSchema) });
export type GradeSubjectsAnswer = z.infer<typeof gradeSubjectsAnswerSchema>;

/**
 * `GET /education/grades`: every grade under its level under its system, in one answer, so a
 * form can ask for a grade with one choice (a child's grade at signup) instead of three.
 */
export const gradeTreeSchema = z.object({
  educationSystems: z.array(
    educationSystemSchema.extend({
      levels: z.array(educationLevelSchema.extend({ grades: z.array(gradeSchema) })),
    }),
  ),
});
export type GradeTree = z.infer<typeof gradeTreeSchema>;
