import type { QueryClient } from '@tanstack/react-query';
import type { BookingScope } from '@nibras/contracts/booking';
import { tutorKeys } from '../../../lib/tutors/query-keys';

/** Cache keys of this feature, under one root so that a change to a session refreshes them all. */
export const bookingKeys = {
  all: ['booking'] as const,
  sessions: ['booking', 'sessions'] as const,
  list: (scope: BookingScope, page: number, pageSize: number, childId?: string) =>
    ['booking', 'sessions', 'list', scope, page, pageSize, childId ?? 'all'] as const,
  detail: (id: string) => ['booking', 'sessions', 'detail', id] as const,
  earnings: ['booking', 'sessions', 'earnings'] as const,
};

/** After a session changes: every session list and page, and free times (a time was taken or freed). */
export function refreshAfterSessionChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    queryClient.invalidateQueries({ queryKey: tutorKeys.slotsRoot }),
  ]);
}
