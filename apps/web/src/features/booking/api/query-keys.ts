import type { QueryClient } from '@tanstack/react-query';
import type { BookingScope } from '@nibras/contracts/booking';
import { tutorKeys } from '../../../lib/tutors/query-keys';

/** Cache keys of this feature, under one root so that a change to a booking refreshes them all. */
export const bookingKeys = {
  all: ['booking'] as const,
  bookings: ['booking', 'bookings'] as const,
  list: (scope: BookingScope, page: number, pageSize: number, childId?: string) =>
    ['booking', 'bookings', 'list', scope, page, pageSize, childId ?? 'all'] as const,
  detail: (id: string) => ['booking', 'bookings', 'detail', id] as const,
  earnings: ['booking', 'bookings', 'earnings'] as const,
};

/** After a booking changes: every booking list and page, and free times (a time was taken or freed). */
export function refreshAfterBookingChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    queryClient.invalidateQueries({ queryKey: tutorKeys.slotsRoot }),
  ]);
}

/** The bookings a parent's child asked for, awaiting the parent's approval (issue 28). */
export const approvalKeys = {
  list: (parentId: string | null) => ['booking', 'approvals', parentId] as const,
};
