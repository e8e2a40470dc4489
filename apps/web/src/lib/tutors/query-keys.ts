import type { LessonMode } from '@nibras/contracts/in-person';
import type { Language } from '@nibras/contracts/i18n/languages';

/** Cache keys of the public tutor reads, shared by every feature that shows tutors. */
export const tutorKeys = {
  search: (query: string, language: Language) => ['tutors', 'search', query, language] as const,
  profile: (id: string, language: Language) => ['tutors', 'profile', id, language] as const,
  /** Every free-times answer: refreshed together when a time turns out to be taken. */
  slotsRoot: ['tutors', 'slots'] as const,
  slots: (id: string, window: SlotWindow | null, duration: number | null, mode: LessonMode) =>
    ['tutors', 'slots', id, window?.from ?? null, window?.to ?? null, duration, mode] as const,
};

export type SlotWindow = { from: string; to: string };
