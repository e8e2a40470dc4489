import type { BookingScope } from '@nibras/contracts/booking';
import type { Language } from '@nibras/contracts/i18n/languages';

/** Cache keys of this feature, under one root so that a change to a session refreshes them all. */
export const bookingKeys = {
  all: ['booking'] as const,
  sessions: ['booking', 'sessions'] as const,
  list: (scope: BookingScope, page: number, pageSize: number) =>
    ['booking', 'sessions', 'list', scope, page, pageSize] as const,
  detail: (id: string) => ['booking', 'sessions', 'detail', id] as const,
  children: (parentId: string | null) => ['booking', 'children', parentId] as const,
  tutor: (id: string, language: Language) => ['booking', 'tutor', id, language] as const,
  tutors: (subjectId: number, page: number, language: Language) =>
    ['booking', 'tutors', subjectId, page, language] as const,
  slotsRoot: ['booking', 'slots'] as const,
  slots: (tutorId: string, from: string, to: string, duration: number | null) =>
    ['booking', 'slots', tutorId, from, to, duration] as const,
};
