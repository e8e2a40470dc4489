import type { CityArea } from '@nibras/contracts/in-person';
import { languages, type Language } from '@nibras/contracts/i18n/languages';
import type { Database } from '../../db/client';
import { cachedAnswerOf, type CachedAnswer } from '../../plugins/cached-answer';
import { loadAreaRows, type AreaRow } from './areas.repo';

/** The cities with their districts, named in one language, in the catalog's order. */
export function localiseAreas(rows: AreaRow[], language: Language): CityArea[] {
  const nameIn = (row: AreaRow) => (language === 'ar' ? row.nameAr : row.nameEn);
  const districtsOf = new Map<number, AreaRow[]>();
  for (const row of rows) {
    if (row.parentId === null) continue;
    districtsOf.set(row.parentId, [...(districtsOf.get(row.parentId) ?? []), row]);
  }
  return rows
    .filter((row) => row.parentId === null)
    .map((row) => ({
      id: row.id,
      name: nameIn(row),
      country: row.country,
      districts: (districtsOf.get(row.id) ?? []).map((district) => ({
        id: district.id,
        name: nameIn(district),
      })),
    }));
}

/**
 * Areas are reference data that change only with a deployment (the seed runs at start), so
 * each process reads them once and answers from memory, per language, as the catalog does.
 */
export function createAreasReader(db: Database) {
  let loading: Promise<Map<Language, CachedAnswer<CityArea[]>>> | undefined;

  async function load() {
    const rows = await loadAreaRows(db);
    return new Map(
      languages.map(
        (language) => [language, cachedAnswerOf(localiseAreas(rows, language))] as const,
      ),
    );
  }

  return {
    async citiesIn(language: Language): Promise<CachedAnswer<CityArea[]>> {
      loading ??= load().catch((error: unknown) => {
        // A failed first read must not be remembered: the next request tries again.
        loading = undefined;
        throw error;
      });
      const answers = await loading;
      const answer = answers.get(language);
      if (!answer) throw new Error(`areas: no answer in ${language}`);
      return answer;
    },
  };
}
