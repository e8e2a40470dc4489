import {
  isSupportedCountry,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import { z } from 'zod';
import { accountLimits } from './account-limits';
import { blankToUndefined, toAsciiDigits, toNumber } from './digits';
import { email, requiredText } from './text-fields';
import { hasVisibleText, multiLineText, plainText } from './text';
import { countryOfTimeZone } from './time-zones';

export { accountLimits, blankToUndefined, email, requiredText, toNumber };

/**
 * Building blocks of the account schemas in auth.ts. Forms and multipart bodies send every value
 * as a string, so numbers and ids are read from strings here.
 */

/** A missing info group reports its fields as required instead of "expected object". */
export function infoGroup<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => value ?? {}, schema);
}

/** Separators people write in phone numbers, and the direction marks a right-to-left paste brings. */
const phoneSeparators = /[\s().\-\u200e\u200f\u061c\u2066-\u2069]/g;

/**
 * A phone number as E.164 ("+966501234567"), from what people type: any digits (digits.ts),
 * spaces, dashes and brackets, "00" for "+", and a local form ("0501234567") read in the country
 * of `defaultCountry` when there is one (withLocalPhone gives it the user's time zone's country).
 * libphonenumber-js judges whether the number can exist there.
 */
export function toE164Phone(text: string, defaultCountry?: string): string | undefined {
  const compact = toAsciiDigits(text).replace(phoneSeparators, '').replace(/^00/, '+');
  if (!/^\+?\d+$/.test(compact)) return undefined;
  const country = isSupportedCountry(defaultCountry ?? '')
    ? (defaultCountry as CountryCode)
    : undefined;
  const parsed = parsePhoneNumberFromString(compact, country);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** A phone number with its country code, stored as E.164; see toE164Phone. */
export function phoneNumber(requiredKey: string, invalidKey: string) {
  return requiredText(requiredKey, accountLimits.phoneMax).transform((value, context) => {
    const e164 = toE164Phone(value);
    if (e164) return e164;
    context.issues.push({ code: 'custom', message: invalidKey, input: value });
    return z.NEVER;
  });
}

/**
 * A phone number a person may leave for later (asked on their account page): blank is stored
 * as empty, anything typed must be a real number, as phoneNumber's.
 */
export function optionalPhoneNumber(invalidKey: string) {
  return z
    .preprocess(blankToUndefined, phoneNumber(invalidKey, invalidKey).optional())
    .transform((value) => value ?? '');
}

/**
 * A text a family may leave for later (asked on the child's page, saying why it helps): blank
 * is stored as empty, as is one with nothing visible; a given one is text within its limit.
 */
export function laterText(
  max: number,
  tooLongKey = 'validation.tooLong',
  lines: 'one' | 'several' = 'one',
) {
  const text = lines === 'one' ? plainText() : multiLineText();
  return z
    .preprocess(blankToUndefined, text.trim().max(max, { error: tooLongKey }).optional())
    .transform((value) => (value && hasVisibleText(value) ? value : ''));
}

/** A list a family may leave empty for later; duplicates dropped as nonEmptyList does. */
export function laterList<T extends z.ZodType>(item: T) {
  return z
    .preprocess(
      (value) => value ?? [],
      z.array(item).max(accountLimits.listMax, { error: 'validation.tooMany' }),
    )
    .transform((items) => [...new Set(items)] as z.output<T>[]);
}

/**
 * A local phone number ("0501234567") read in the country of the time zone sent with it, before
 * the schema checks it, so a Saudi user need not type "+966". The zone is the user's own (the
 * browser's at signup, the account's on /profile); without one only international forms pass.
 */
export function localPhoneOf(phoneKey: string, zoneKey: string, value: unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const fields = value as Record<string, unknown>;
  const phone = fields[phoneKey];
  const zone = fields[zoneKey];
  if (typeof phone !== 'string' || typeof zone !== 'string') return value;
  const e164 = toE164Phone(phone, countryOfTimeZone(zone));
  return e164 ? { ...fields, [phoneKey]: e164 } : value;
}

/** `schema` with localPhoneOf applied to what it reads. */
export function withLocalPhone<T extends z.ZodType>(phoneKey: string, zoneKey: string, schema: T) {
  // Typed by the schema's own input, so a form resolver still sees the form's fields.
  return z.preprocess(
    (value: z.input<T>) => localPhoneOf(phoneKey, zoneKey, value) as z.input<T>,
    schema,
  );
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
