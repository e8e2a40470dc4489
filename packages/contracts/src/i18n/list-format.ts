const arabicLetter = /^\p{Script=Arabic}/u;
/** Direction marks and isolates before a word's first letter. */
const leadingMarks = /^[\s\u200e\u200f\u2066-\u2069]*/;

/**
 * Items joined as a list in the language ("A, B and C"; in Arabic "A وB"). Arabic writes its "و"
 * onto the next word; when that word is in Latin letters it runs left to right, so the "و" sat
 * against the end of it ("Mona Testو", read as "Mona Testg"). Before such a word a no-break
 * space parts them and keeps them on one line. Items that are names come isolated (FSI … PDI).
 */
export function formatList(
  language: string,
  items: string[],
  options: Intl.ListFormatOptions = { type: 'conjunction' },
): string {
  const parts = new Intl.ListFormat(language, options).formatToParts(items);
  return parts
    .map((part, index) => {
      const next = parts[index + 1]?.value.replace(leadingMarks, '');
      const beforeOtherScript =
        part.type === 'literal' && part.value.endsWith('و') && next && !arabicLetter.test(next);
      return beforeOtherScript ? `${part.value}\u00a0` : part.value;
    })
    .join('');
}
