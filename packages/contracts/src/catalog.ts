import { z } from 'zod';
import { plainText } from './text';

/**
 * The education catalog (systems → levels → grades → subjects) and the tutor's subject prices
 * (SPEC.md sections 3 and 7). Catalog ids are integers (ARCHITECTURE.md); names come in the
 * request's language.
 */

/** Largest value of a PostgreSQL `integer`: a bigger id can only be unknown. */
const maxCatalogId = 2_147_483_647;

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

/** `GET /education/systems` nests its list (SPEC.md section 7: data.educationSystems). */
export const educationSystemsAnswerSchema = z.object({
  educationSystems: z.array(educationSystemSchema),
});
export type EducationSystemsAnswer = z.infer<typeof educationSystemsAnswerSchema>;

/** `GET /education/grades/{id}/subjects` nests its list (SPEC.md section 7: data.subjects). */
export const gradeSubjectsAnswerSchema = z.object({ subjects: z.array(subjectSchema) });
export type GradeSubjectsAnswer = z.infer<typeof gradeSubjectsAnswerSchema>;

/** Tutors price in one platform currency; answers always name it beside the amount. */
export const tutorPriceCurrency = 'USD';
export const maxTutorPrice = 10_000;

/**
 * A price as the tutor types it (a string) or a JSON number: positive, at most two decimal
 * places, at most `maxTutorPrice`. Normalised to a two-decimal string, the form money takes in
 * every answer, so no float ever reaches the database.
 */
export const tutorPriceSchema = z
  .union([z.number(), z.string()], { error: 'validation.priceRequired' })
  .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
  .pipe(
    plainText('validation.priceRequired')
      .min(1, 'validation.priceRequired')
      .regex(/^-?\d+(\.\d{1,2})?$/, { error: 'validation.priceFormat', abort: true })
      .refine((value) => Number(value) > 0, { error: 'validation.pricePositive', abort: true })
      .refine((value) => Number(value) <= maxTutorPrice, 'validation.priceTooHigh')
      .transform((value) => Number(value).toFixed(2)),
  );

export const tutorSubjectPriceInputSchema = z.object({
  subjectId: z
    .number({ error: 'validation.subjectRequired' })
    .int('validation.subjectRequired')
    .positive('validation.subjectRequired')
    .max(maxCatalogId, 'validation.subjectUnknown'),
  onlinePrice: tutorPriceSchema,
  offlinePrice: tutorPriceSchema,
});
export type TutorSubjectPriceInput = z.input<typeof tutorSubjectPriceInputSchema>;

/** Money in answers: a decimal string ("25.00") with its ISO 4217 currency code. */
const moneyAmountSchema = z.string().regex(/^\d+\.\d{2}$/);

export const tutorSubjectSchema = z.object({
  subjectId: z.number().int(),
  slug: z.string(),
  name: z.string(),
  icon: z.string(),
  onlinePrice: moneyAmountSchema,
  offlinePrice: moneyAmountSchema,
  currency: z.string().length(3),
  updatedAt: z.iso.datetime(),
});
export type TutorSubject = z.infer<typeof tutorSubjectSchema>;
