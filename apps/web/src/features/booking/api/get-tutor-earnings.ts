import { tutorEarningsSchema } from '@nibras/contracts/tutor-earnings';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { bookingKeys } from './query-keys';

export async function getTutorEarnings() {
  const envelope = await apiRequest<unknown>('/api/v1/tutor/earnings');
  return tutorEarningsSchema.parse(envelope.data);
}

/** The signed-in tutor's earnings; under the bookings' key, so completing a booking refreshes it. */
export function useTutorEarnings() {
  return useQuery({ queryKey: bookingKeys.earnings, queryFn: getTutorEarnings });
}
