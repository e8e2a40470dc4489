/**
 * Numbers as people type them on an Arabic or Persian keyboard: Arabic-Indic digits (٠-٩),
 * Persian digits (۰-۹), the Arabic decimal separator (٫) and thousands separator (٬). Every
 * number a form or client sends goes through here first, in the browser and on the server alike,
 * so "٢٥٫٥" is 25.5 wherever it is typed.
 */

const arabicIndicZero = 0x0660;
const persianZero = 0x06f0;

/** Arabic-Indic and Persian digits as ASCII digits; every other character kept. */
export function toAsciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= persianZero ? persianZero : arabicIndicZero;
    return String(code - zero);
  });
}

/**
 * A typed number as plain ASCII ("٢٬٥٠٠٫٧٥" → "2500.75"): digits made ASCII, the Arabic
 * decimal separator a dot, thousands separators and direction marks (which a paste from
 * right-to-left text brings along) dropped, the ends trimmed. What is left is not checked here;
 * the schema that reads it decides what a valid number is.
 */
export function normalizeNumberText(text: string): string {
  return toAsciiDigits(text)
    .replace(/\u066b/g, '.')
    .replace(/[\u066c\u200e\u200f\u061c\u2066-\u2069]/g, '')
    .replace(/\u2212/g, '-')
    .trim();
}

/** An empty field is a missing one, whatever it was typed in. */
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
  // Arabic-Indic and Persian digits count as digits (digits.ts). Then plain decimals only:
  // Number() would also read "0x10", "1e3" or "Infinity". NaN is then rejected by z.number()
  // with the "not a number" message.
  const text = normalizeNumberText(present);
  return /^[-+]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}
