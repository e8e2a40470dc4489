import { tutorProfileSchema } from '@nibras/contracts/tutors';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useContentLanguage } from '../../../lib/content-language';
import { bookingKeys } from './query-keys';

export async function getTutor(id: string) {
  const envelope = await apiRequest<unknown>(`/api/v1/tutors/${encodeURIComponent(id)}`);
  return tutorProfileSchema.parse(envelope.data);
}

/** The chosen tutor's profile: name, zone, and the subjects they teach with their prices. */
export function useBookingTutor(id: string | null) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: bookingKeys.tutor(id ?? '', language),
    queryFn: () => getTutor(id ?? ''),
    enabled: id !== null,
  });
}
