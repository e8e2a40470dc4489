import { bookingPageSchema, type BookingScope } from '@nibras/contracts/booking';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from './query-keys';

export async function getBookings(
  scope: BookingScope,
  page: number,
  pageSize: number,
  childId?: string,
) {
  const query = new URLSearchParams({ scope, page: String(page), pageSize: String(pageSize) });
  if (childId) query.set('childId', childId);
  const envelope = await apiRequest<unknown>(`/api/v1/bookings?${query}`);
  return bookingPageSchema.parse(envelope.data);
}

/**
 * The caller's bookings, upcoming (soonest first) or past, or only one child's for a parent;
 * read again every 30 seconds so that "Join" opens on time and a tutor's answer shows without a
 * reload.
 */
export function useBookings(
  scope: BookingScope,
  page: number,
  pageSize: number,
  childId?: string,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: bookingKeys.list(scope, page, pageSize, childId),
    queryFn: () => getBookings(scope, page, pageSize, childId),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
    enabled: options.enabled ?? true,
  });
}
