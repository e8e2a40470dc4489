import { z } from 'zod';

/**
 * The one rule for text that people or clients send (issue 31): what a field refuses, whatever
 * the field. Refused with `validation.textInvalid`, never stored:
 * - NUL, which PostgreSQL cannot store in text (it refuses the whole query);
 * - every other control character, and in a one-line field line breaks and tabs too;
 * - the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069), which reorder
 *   what others read after them ("evil.exe" shown as "exe.live");
 * - invisible characters that carry nothing a reader sees: zero-width space, word joiner and
 *   invisible operators, the byte-order mark, the Mongolian vowel separator, the line and
 *   paragraph separators and the tag characters.
 * Letters' own marks pass untouched: Arabic harakat and tatweel, and the joiners (ZWJ, ZWNJ)
 * and direction marks (LRM, RLM, ALM) that Persian, Urdu, emoji and mixed Arabic/Latin text use.
 */
const anyLineControls = /\p{Cc}/u;
const controlsButLineBreaks = /(?![\t\n\r])\p{Cc}/u;
const hiddenCharacters =
  /[\u202A-\u202E\u2066-\u2069\u200B\u2060-\u2064\uFEFF\u180E\u2028\u2029\u{E0000}-\u{E007F}]/u;

const refused = (controls: RegExp) => (value: string) =>
  !controls.test(value) && !hiddenCharacters.test(value);

/** One line of text (a name, a headline, a reference, a token): see the rule above. */
export function plainText(requiredKey = 'validation.required') {
  return z.string({ error: requiredKey }).refine(refused(anyLineControls), {
    error: 'validation.textInvalid',
    abort: true,
  });
}

/** Text of several lines (a bio, a message, notes, a reason): line breaks and tabs pass. */
export function multiLineText(requiredKey = 'validation.required') {
  return z.string({ error: requiredKey }).refine(refused(controlsButLineBreaks), {
    error: 'validation.textInvalid',
    abort: true,
  });
}

/**
 * Whether a reader would see anything: not only spaces, joiners, direction marks or combining
 * marks. A bio of zero-width joiners is empty, whatever its length.
 */
export function hasVisibleText(value: string) {
  return /[^\s\p{Cf}\p{M}]/u.test(value);
}
