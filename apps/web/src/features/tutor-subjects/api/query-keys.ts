import type { Language } from '@nibras/contracts/i18n/languages';

/**
 * Cache keys of this feature. Their own root keeps them apart from other features' entries,
 * which may hold the same calls in another shape.
 */
export const tutorSubjectKeys = {
  /** Every language's copy of one tutor's list, for invalidation after a change. */
  tutorSubjectsOf: (tutorId: string | null) =>
    ['tutor-subjects-feature', 'tutor-subjects', tutorId] as const,
  tutorSubjects: (tutorId: string | null, language: Language) =>
    ['tutor-subjects-feature', 'tutor-subjects', tutorId, language] as const,
};
