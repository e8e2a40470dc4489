/**
 * Languages a tutor can teach in or a child can learn in (ISO 639-1 codes). In a module of its
 * own, without zod, so a screen that only lists them does not download the schemas (issue 12).
 */
export const teachingLanguages = ['ar', 'en', 'fr', 'de', 'es', 'tr', 'ur'] as const;
export type TeachingLanguage = (typeof teachingLanguages)[number];
