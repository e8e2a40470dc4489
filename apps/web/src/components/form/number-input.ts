import { toNumber } from '@nibras/contracts/digits';

/**
 * Inputs whose content always reads left to right, whatever the page's direction: an address,
 * a phone, a password, a number, a price. Without `dir="ltr"` an Arabic page shows
 * "user.name@" as "@user.name" and "-5" as "5-".
 */
const leftToRightTypes = new Set(['email', 'tel', 'url', 'password', 'number']);
const leftToRightModes = new Set(['numeric', 'decimal', 'tel', 'email', 'url']);

export function isLeftToRightInput(type?: string, inputMode?: string): boolean {
  return leftToRightTypes.has(type ?? 'text') || leftToRightModes.has(inputMode ?? '');
}

/**
 * What every input where a number is typed carries: a text input, because <input type="number">
 * refuses the Arabic-Indic and Persian digits of an Arabic keyboard (the schemas read them:
 * contracts/digits.ts), the phone's number keyboard, and left to right.
 */
export function numberInputProps(kind: 'integer' | 'decimal' = 'decimal') {
  return {
    type: 'text',
    inputMode: kind === 'integer' ? 'numeric' : 'decimal',
    dir: 'ltr',
    autoComplete: 'off',
  } as const;
}

/** react-hook-form's setValueAs for a number typed in any digits: the number, else NaN. */
export function readTypedNumber(value: unknown): number {
  const number = toNumber(value);
  return typeof number === 'number' ? number : Number.NaN;
}
