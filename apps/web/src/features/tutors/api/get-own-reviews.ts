import { ownReviewsSchema } from '@nibras/contracts/tutor-profile';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';

export async function getOwnReviews() {
  const envelope = await apiRequest<unknown>('/api/v1/tutor/reviews');
  return ownReviewsSchema.parse(envelope.data);
}

/** The signed-in tutor's rating and newest reviews, listed in search or not. */
export function useOwnReviews() {
  const tutorId = useSession((state) => state.userModel?.id ?? null);
  return useQuery({
    queryKey: ['tutors-feature', 'own-reviews', tutorId] as const,
    queryFn: getOwnReviews,
  });
}
