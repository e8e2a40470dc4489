import type {
  EducationLevel,
  EducationSystemsAnswer,
  Grade,
  GradeSubjectsAnswer,
  GradeTree,
  Subject,
} from '@nibras/contracts/catalog';
import { languages, type Language } from '@nibras/contracts/i18n/languages';
import type { Database } from '../../db/client';
import { cachedAnswerOf, type CachedAnswer } from '../../plugins/cached-answer';
import { loadCatalogRows, type CatalogRows } from './catalog.repo';

/** Every catalog answer in one language, looked up by the id in the path. */
export type LocalisedCatalog = {
  systems: CachedAnswer<EducationSystemsAnswer>;
  levelsOfSystem: Map<number, CachedAnswer<EducationLevel[]>>;
  gradesOfLevel: Map<number, CachedAnswer<Grade[]>>;
  subjectsOfGrade: Map<number, CachedAnswer<GradeSubjectsAnswer>>;
  subjects: CachedAnswer<Subject[]>;
  gradeTree: CachedAnswer<GradeTree>;
};

function groupBy<T>(rows: T[], keyOf: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(keyOf(row));
    if (group) group.push(row);
    else groups.set(keyOf(row), [row]);
  }
  return groups;
}

export function localiseCatalog(rows: CatalogRows, language: Language): LocalisedCatalog {
  const nameIn = (row: { nameEn: string; nameAr: string }) =>
    language === 'ar' ? row.nameAr : row.nameEn;

  const subjectList: Subject[] = rows.subjectRows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: nameIn(row),
    icon: row.icon,
  }));
  const subjectOrder = new Map(subjectList.map((subject, index) => [subject.id, index]));
  const subjectById = new Map(subjectList.map((subject) => [subject.id, subject]));

  const levelsBySystem = groupBy(rows.levelRows, (level) => level.systemId);
  const gradesByLevel = groupBy(rows.gradeRows, (grade) => grade.levelId);
  const linksByGrade = groupBy(rows.links, (link) => link.gradeId);

  const systems = rows.systemRows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: nameIn(row),
  }));
  const levelsOf = (systemId: number) =>
    (levelsBySystem.get(systemId) ?? []).map((row) => ({
      id: row.id,
      systemId: row.systemId,
      slug: row.slug,
      name: nameIn(row),
    }));
  const gradesOf = (levelId: number) =>
    (gradesByLevel.get(levelId) ?? []).map((row) => ({
      id: row.id,
      levelId: row.levelId,
      slug: row.slug,
      name: nameIn(row),
    }));

  return {
    systems: cachedAnswerOf({ educationSystems: systems }),
    // Every known parent gets an answer, an empty list included: only unknown ids are 404.
    levelsOfSystem: new Map(
      rows.systemRows.map((system) => [system.id, cachedAnswerOf(levelsOf(system.id))]),
    ),
    gradesOfLevel: new Map(
      rows.levelRows.map((level) => [level.id, cachedAnswerOf(gradesOf(level.id))]),
    ),
    subjectsOfGrade: new Map(
      rows.gradeRows.map((grade) => {
        const taught = (linksByGrade.get(grade.id) ?? [])
          .map((link) => subjectById.get(link.subjectId))
          .filter((subject): subject is Subject => subject !== undefined)
          .sort((a, b) => (subjectOrder.get(a.id) ?? 0) - (subjectOrder.get(b.id) ?? 0));
        return [grade.id, cachedAnswerOf({ subjects: taught })];
      }),
    ),
    subjects: cachedAnswerOf(subjectList),
    gradeTree: cachedAnswerOf({
      educationSystems: systems.map((system) => ({
        ...system,
        levels: levelsOf(system.id).map((level) => ({ ...level, grades: gradesOf(level.id) })),
      })),
    }),
  };
}

/**
 * The catalog is reference data that changes only with a deployment (the seed runs at start),
 * so each process reads it once and answers from memory, per language, from then on.
 */
export function createCatalogReader(db: Database) {
  let loading: Promise<Map<Language, LocalisedCatalog>> | undefined;

  async function load() {
    const rows = await loadCatalogRows(db);
    return new Map(languages.map((language) => [language, localiseCatalog(rows, language)]));
  }

  return {
    async catalogIn(language: Language): Promise<LocalisedCatalog> {
      loading ??= load().catch((error: unknown) => {
        // A failed first read must not be remembered: the next request tries again.
        loading = undefined;
        throw error;
      });
      const catalogs = await loading;
      const catalog = catalogs.get(language);
      if (!catalog) throw new Error(`catalog: no answers in ${language}`);
      return catalog;
    },
  };
}

export type CatalogReader = ReturnType<typeof createCatalogReader>;
