import { z } from 'zod';
import { plainText } from './text';

/**
 * Building blocks of the account schemas in auth.ts. Forms and multipart bodies send every value
 * as a string, so numbers and ids are read from strings here.
 */

/** Limits of SPEC.md section 9, plus upper bounds that keep stored text sane. */
export const accountLimits = {
  passwordMin: 6,
  /** argon2 accepts more, but hashing megabytes on every login would be a cheap attack. */
  passwordMax: 128,
  emailMax: 254,
  nameMax: 100,
  phoneMax: 32,
  schoolNameMax: 150,
  educationMax: 200,
  ageMin: 3,
  ageMax: 25,
  yearsOfExperienceMax: 70,
  hourlyRateMin: 1,
  hourlyRateMax: 10_000,
  bioMax: 500,
  learningGoalsMax: 300,
  listMax: 20,
  /** One-time tokens are 43 base64url characters; anything much longer is not one of ours. */
  tokenMax: 200,
  photoMaxBytes: 2 * 1024 * 1024,
} as const;

/** Forms and multipart send every value as a string; blank means "not given". */
export function blankToUndefined(value: unknown): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string' && value.trim() === '') return undefined;
  // An emptied <input type="number"> read with valueAsNumber is NaN: that is "missing" too.
  if (typeof value === 'number' && Number.isNaN(value)) return undefined;
  return value;
}

export function toNumber(value: unknown): unknown {
  const present = blankToUndefined(value);
  if (typeof present !== 'string') return present;
  // Plain decimals only: Number() would also read "0x10", "1e3" or "Infinity". NaN is then
  // rejected by z.number() with the "not a number" message.
  return /^[-+]?\d+(\.\d+)?$/.test(present.trim()) ? Number(present.trim()) : Number.NaN;
}

/** A missing info group reports its fields as required instead of "expected object". */
export function infoGroup<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => value ?? {}, schema);
}

/** A required text: trimmed, non-empty, bounded. */
export function requiredText(requiredKey: string, max: number, tooLongKey = 'validation.tooLong') {
  return plainText(requiredKey)
    .trim()
    .min(1, { error: requiredKey })
    .max(max, { error: tooLongKey });
}

export function email(requiredKey: string, invalidKey: string) {
  return plainText(requiredKey)
    .trim()
    .min(1, { error: requiredKey })
    .pipe(
      z
        .email({ error: invalidKey })
        .max(accountLimits.emailMax, { error: invalidKey })
        .transform((value) => value.toLowerCase()),
    );
}

const phoneDigits = /^\+[1-9]\d{6,14}$/;

/** A phone number with its country code; spaces, dashes and brackets are dropped, "+" and digits kept. */
export function phoneNumber(requiredKey: string, invalidKey: string) {
  return requiredText(requiredKey, accountLimits.phoneMax)
    .transform((value) => value.replace(/[\s().-]/g, ''))
    .refine((value) => phoneDigits.test(value), { error: invalidKey });
}

/** A number typed into a form: blank is "required", anything else not a number is "invalid". */
export function numberField(requiredKey: string, notNumberKey: string) {
  return z.number({
    error: (issue) => (issue.input === undefined ? requiredKey : notNumberKey),
  });
}

export function coercedNumber<T extends z.ZodType>(schema: T) {
  return z.preprocess(toNumber, schema);
}

/** A catalog id picked in a select (an integer), sent as a string by forms. */
export function catalogId(requiredKey: string) {
  return coercedNumber(
    z
      .number({
        error: (issue) => (issue.input === undefined ? requiredKey : 'validation.selectionInvalid'),
      })
      .int({ error: 'validation.selectionInvalid' })
      .positive({ error: 'validation.selectionInvalid' }),
  );
}

/** A list of at least one item; duplicates are dropped so a double click cannot store two rows. */
export function nonEmptyList<T extends z.ZodType>(item: T, requiredKey: string) {
  return z
    .array(item, { error: requiredKey })
    .min(1, { error: requiredKey })
    .max(accountLimits.listMax, { error: 'validation.tooMany' })
    .transform((items) => [...new Set(items)] as z.output<T>[]);
}
