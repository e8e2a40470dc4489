import { bookingDetailSchema } from '@nibras/contracts/booking';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from './query-keys';

export async function getBooking(id: string) {
  const envelope = await apiRequest<unknown>(`/api/v1/bookings/${encodeURIComponent(id)}`);
  return bookingDetailSchema.parse(envelope.data);
}

/** One booking with its history, notes and review; read again every 30 seconds for "Join". */
export function useBooking(id: string) {
  return useQuery({
    queryKey: bookingKeys.detail(id),
    queryFn: () => getBooking(id),
    refetchInterval: 30_000,
  });
}
