import type { Language } from '@nibras/contracts/i18n/languages';

/** Cache keys of this feature, under their own root so other features' entries never clash. */
export const tutorsKeys = {
  search: (query: string, language: Language) =>
    ['tutors-feature', 'search', query, language] as const,
  profile: (id: string, language: Language) => ['tutors-feature', 'profile', id, language] as const,
  slots: (id: string) => ['tutors-feature', 'slots', id] as const,
};
