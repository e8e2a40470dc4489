import { z } from 'zod';
import { maxCatalogId } from './catalog';
import { normalizeNumberText } from './digits';
import { plainText } from './text';

/** A tutor's subjects and their prices (docs/shared/SPEC.md section 7). */

/** Tutors price in one platform currency; answers always name it beside the amount. */
export const tutorPriceCurrency = 'USD';
export const maxTutorPrice = 10_000;

/**
 * A price as the tutor types it (a string, in any digits: digits.ts) or a JSON number: positive, at most two decimal
 * places, at most `maxTutorPrice`. Normalised to a two-decimal string, the form money takes in
 * every answer, so no float ever reaches the database.
 */
export const tutorPriceSchema = z
  .union([z.number(), z.string()], { error: 'validation.priceRequired' })
  .transform((value) => (typeof value === 'number' ? String(value) : normalizeNumberText(value)))
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
