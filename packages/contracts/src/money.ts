import { z } from 'zod';
import { normalizeNumberText } from './digits';
import { tutorPriceCurrency } from './tutor-subjects';

/**
 * Money (decision 0025). Inside the system an amount is an integer of minor units (cents:
 * 2550 is 25.50), never a float; in answers it is a decimal string with two places beside its
 * ISO 4217 currency, as prices are. These two functions are the only crossings between them.
 */

/** Every wallet, balance and price is in the one platform currency. */
export const platformCurrency = tutorPriceCurrency;

const minorPerUnit = 100;

/** "25.5" or "25.50" → 2550. Throws on anything that is not a plain decimal of two places. */
export function minorOf(amount: string): number {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new Error(`not an amount: ${amount}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const minor = Number(whole) * minorPerUnit + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(minor)) throw new Error(`amount out of range: ${amount}`);
  return sign === '-' ? -minor : minor;
}

/** 2550 → "25.50"; -5 → "-0.05". */
export function amountOf(minor: number): string {
  if (!Number.isSafeInteger(minor)) throw new Error(`not a whole number of minor units: ${minor}`);
  const absolute = Math.abs(minor);
  const units = Math.floor(absolute / minorPerUnit);
  const cents = String(absolute % minorPerUnit).padStart(2, '0');
  return `${minor < 0 ? '-' : ''}${units}.${cents}`;
}

/** A share of an amount in basis points (1500 = 15 %), rounded half up to the cent. */
export function shareOf(minor: number, basisPoints: number): number {
  return Math.floor((minor * basisPoints + 5_000) / 10_000);
}

/** An amount in an answer. */
export const moneySchema = z.object({
  amount: z.string().regex(/^-?\d+\.\d{2}$/),
  currency: z.string().length(3),
});
export type Money = z.infer<typeof moneySchema>;

export const moneyOf = (minor: number, currency: string = platformCurrency): Money => ({
  amount: amountOf(minor),
  currency,
});

/**
 * An amount as a person types it (in any digits: digits.ts) or a JSON number: positive, at most
 * two decimal places, within the bounds given in minor units. Parsed to minor units.
 */
export function amountInputSchema(bounds: { minMinor: number; maxMinor: number }) {
  return z
    .union([z.number(), z.string()], { error: 'validation.amountRequired' })
    .transform((value) => (typeof value === 'number' ? String(value) : normalizeNumberText(value)))
    .pipe(
      z
        .string()
        .min(1, 'validation.amountRequired')
        .regex(/^\d{1,9}(\.\d{1,2})?$/, { error: 'validation.amountFormat', abort: true })
        .transform(minorOf)
        .refine((minor) => minor >= bounds.minMinor, {
          error: 'validation.amountTooSmall',
          abort: true,
        })
        .refine((minor) => minor <= bounds.maxMinor, 'validation.amountTooLarge'),
    );
}
