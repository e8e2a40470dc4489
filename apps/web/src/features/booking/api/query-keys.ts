import type { BookingScope } from '@nibras/contracts/booking';

/** Cache keys of this feature, under one root so that a change to a session refreshes them all. */
export const bookingKeys = {
  all: ['booking'] as const,
  sessions: ['booking', 'sessions'] as const,
  list: (scope: BookingScope, page: number, pageSize: number) =>
    ['booking', 'sessions', 'list', scope, page, pageSize] as const,
  detail: (id: string) => ['booking', 'sessions', 'detail', id] as const,
  children: (parentId: string | null) => ['booking', 'children', parentId] as const,
};
