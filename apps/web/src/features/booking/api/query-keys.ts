import type { QueryClient } from '@tanstack/react-query';
import type { BookingScope } from '@nibras/contracts/booking';
import { trialEligibilityRoot } from '@/lib/booking/trial-eligibility';
import { tutorKeys } from '@/lib/tutors/query-keys';

/** Cache keys of this feature, under one root so that a change to a booking refreshes them all. */
export const bookingKeys = {
  all: ['booking'] as const,
  bookings: ['booking', 'bookings'] as const,
  list: (scope: BookingScope, page: number, pageSize: number, childId?: string) =>
    ['booking', 'bookings', 'list', scope, page, pageSize, childId ?? 'all'] as const,
  detail: (id: string) => ['booking', 'bookings', 'detail', id] as const,
  earnings: ['booking', 'bookings', 'earnings'] as const,
};

/**
 * After a booking changes: every booking list and page, free times (a time was taken or freed)
 * and whether a trial can still be had (one was booked or given back).
 */
export function refreshAfterBookingChange(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: bookingKeys.all }),
    queryClient.invalidateQueries({ queryKey: tutorKeys.slotsRoot }),
    // Marked stale, read again where it is next shown: the booking page that just booked a
    // trial must not take its own booking for a trial already had.
    queryClient.invalidateQueries({ queryKey: trialEligibilityRoot, refetchType: 'none' }),
  ]);
}

/** The bookings a parent's child asked for, awaiting the parent's approval (issue 28). */
export const approvalKeys = {
  list: (parentId: string | null) => ['booking', 'approvals', parentId] as const,
};

/** The children's requests to cancel or move, awaiting the parent's answer (issue 31). */
export const changeRequestKeys = {
  list: (parentId: string | null) => ['booking', 'change-requests', parentId] as const,
};
