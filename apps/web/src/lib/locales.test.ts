import { sharedMessages } from '@nibras/contracts/i18n/shared-messages';
import { describe, expect, it } from 'vitest';
import { collectResources } from './i18n';

const files = import.meta.glob('../locales/*/*.json', { eager: true, import: 'default' });

/** Every key path of a nested translation object, e.g. "nav.home". */
function keyPaths(node: unknown, prefix = ''): string[] {
  if (typeof node !== 'object' || node === null) return [prefix];
  return Object.entries(node).flatMap(([key, value]) =>
    keyPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}

describe('translations', () => {
  // The texts shared with the API too: they show on the same pages.
  const resources = collectResources(files, sharedMessages);

  it('has the same namespaces in English and Arabic', () => {
    expect(Object.keys(resources.ar).sort()).toEqual(Object.keys(resources.en).sort());
  });

  // Plural forms differ by language (Arabic has six, English two), and a text about a person
  // has gendered forms in Arabic only (i18next context): compare the keys without either.
  const withoutPluralForm = (paths: string[]) => [
    ...new Set(
      paths.map((path) =>
        path.replace(/_(zero|one|two|few|many|other)$/, '').replace(/_(feminine|masculine)$/, ''),
      ),
    ),
  ];

  it.each(Object.keys(resources.en))('has the same keys in both languages in "%s"', (namespace) => {
    expect(withoutPluralForm(keyPaths(resources.ar[namespace])).sort()).toEqual(
      withoutPluralForm(keyPaths(resources.en[namespace])).sort(),
    );
  });

  it.each(Object.keys(resources.en))(
    'leaves no Arabic text empty or in English in "%s"',
    (namespace) => {
      const english = resources.en[namespace];
      const arabic = resources.ar[namespace];
      for (const path of keyPaths(english)) {
        const read = (root: unknown) =>
          path
            .split('.')
            .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], root);
        const arabicText = read(arabic);
        expect(typeof arabicText === 'string' && arabicText.trim().length > 0, path).toBe(true);
      }
    },
  );

  /**
   * A left-to-right run with a leading sign ("+966", "-5") in Arabic text: a left-to-right mark
   * is not enough (the sign still moves to the right: "966+"), only an isolate keeps it in place.
   */
  function signedRunsNotIsolated(text: string): string[] {
    return [...text.matchAll(/(^|[^\p{L}\p{N}])([+-]\d[\d ]*)/gu)]
      .filter((match) => match[1] !== '\u2066')
      .map((match) => match[2] ?? '');
  }

  it('finds a signed number in Arabic text that is not isolated', () => {
    expect(signedRunsNotIsolated('مثل \u200e+966 للسعودية')).toEqual(['+966 ']);
    expect(signedRunsNotIsolated('مثل \u2066+966\u2069 للسعودية')).toEqual([]);
  });

  it.each(Object.keys(resources.ar))(
    'isolates every signed number in the Arabic texts of "%s"',
    (namespace) => {
      const texts = keyPaths(resources.ar[namespace]).map((path) =>
        path
          .split('.')
          .reduce<unknown>(
            (node, key) => (node as Record<string, unknown>)?.[key],
            resources.ar[namespace],
          ),
      );
      const found = texts.flatMap((text) =>
        typeof text === 'string' ? signedRunsNotIsolated(text) : [],
      );
      expect(found).toEqual([]);
    },
  );
});
