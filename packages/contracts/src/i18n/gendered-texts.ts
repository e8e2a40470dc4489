/**
 * What the tests of both apps check of the Arabic texts about a person (i18next context,
 * `key_feminine` and `key_masculine` beside a neutral `key`): every gendered text has both forms,
 * they differ, the neutral base is there and is neither, and all three have the same slots.
 * Plain data in, problems out: contracts hold no reader of texts.
 */

/** Every text of a namespace by its key path, e.g. "slots.tutorZone_feminine". */
function textsByPath(node: unknown, prefix = ''): Array<[string, unknown]> {
  if (typeof node !== 'object' || node === null) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) =>
    textsByPath(value, prefix ? `${prefix}.${key}` : key),
  );
}

// i18next's order when a text has both: key_context_plural ("key_feminine_few").
const gendered = /^(.*)_(feminine|masculine)(_(?:zero|one|two|few|many|other))?$/;

const slotsOf = (text: unknown) =>
  [...String(text).matchAll(/{{\s*(\w+)/g)].map((match) => match[1]).sort();

export type GenderedText = { key: string; problems: string[] };

/**
 * Each gendered text of a namespace (`key` without its context, with its plural suffix) and
 * what is wrong with it; `english` is the same namespace in English, which says it once.
 */
export function genderedTextsOf(arabic: unknown, english: unknown): GenderedText[] {
  const ar = new Map(textsByPath(arabic));
  const en = [...new Map(textsByPath(english)).keys()];
  const keys = new Set<string>();
  for (const path of ar.keys()) {
    const match = gendered.exec(path);
    if (match?.[1]) keys.add(`${match[1]}${match[3] ?? ''}`);
  }
  return [...keys].map((key) => {
    const [, base = key, plural = ''] =
      /^(.*?)(_(?:zero|one|two|few|many|other))?$/.exec(key) ?? [];
    const feminine = ar.get(`${base}_feminine${plural}`);
    const masculine = ar.get(`${base}_masculine${plural}`);
    const neutral = ar.get(key);
    const problems: string[] = [];
    const filled = (text: unknown) => typeof text === 'string' && text.trim().length > 0;
    if (!filled(feminine)) problems.push('no feminine form');
    if (!filled(masculine)) problems.push('no masculine form');
    if (!filled(neutral)) problems.push('no neutral base');
    if (feminine === masculine) problems.push('the feminine and masculine forms are the same');
    if (neutral === feminine || neutral === masculine) problems.push('the base is not neutral');
    const slots = slotsOf(neutral).join();
    if (slotsOf(feminine).join() !== slots || slotsOf(masculine).join() !== slots) {
      problems.push('the forms have other slots than the base');
    }
    if (!en.some((path) => path === base || path.startsWith(`${base}_`))) {
      problems.push('no English text');
    }
    return { key, problems };
  });
}
