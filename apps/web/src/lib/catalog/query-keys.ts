import type { Language } from '@nibras/contracts/i18n/languages';

/** Cache keys of the catalog's reference data, shared by every feature that shows it. */
export const catalogQueryKeys = {
  systems: (language: Language) => ['catalog', 'systems', language] as const,
  levels: (systemId: number | null, language: Language) =>
    ['catalog', 'levels', systemId, language] as const,
  grades: (levelId: number | null, language: Language) =>
    ['catalog', 'grades', levelId, language] as const,
  gradeSubjects: (gradeId: number | null, language: Language) =>
    ['catalog', 'grade-subjects', gradeId, language] as const,
  subjects: (language: Language) => ['catalog', 'subjects', language] as const,
  gradeTree: (language: Language) => ['catalog', 'grade-tree', language] as const,
  gradePath: (gradeId: number | null, language: Language) =>
    ['catalog', 'grade-path', gradeId, language] as const,
};
