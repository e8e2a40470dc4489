import type { TrialEligibility } from '@nibras/contracts/booking';
import { useQuery } from '@tanstack/react-query';
import { answerOf } from '@/lib/answer';
import { apiRequest } from '@/lib/api-client';
import { useHydrated } from '@/lib/use-hydrated';
import { useSession } from '@/lib/session';

/** Every eligibility answer: refreshed together after a booking changes. */
export const trialEligibilityRoot = ['trial-eligibility'] as const;

export async function getTrialEligibility(tutorId: string): Promise<TrialEligibility> {
  const query = new URLSearchParams({ tutorId });
  const envelope = await apiRequest<unknown>(`/api/v1/bookings/trial-eligibility?${query}`);
  // The profile's first load reads it: checked against the contract only in development.
  return answerOf(envelope.data, () =>
    import('@nibras/contracts/booking').then((contract) => contract.trialEligibilitySchema),
  );
}

/**
 * Whether the signed-in family can still have a free trial with this tutor, per learner (one
 * per learner per tutor, the API's one rule). Asked only of a family (a parent or a student)
 * and only once the page has hydrated: a visitor, who is drawn the same by the server, has
 * no answer and is a new family, who can.
 */
export function useTrialEligibility(tutorId: string | null) {
  const hydrated = useHydrated();
  const family = useSession((state) => {
    const type = state.accessToken ? state.userModel?.userType : null;
    return type === 'Parent' || type === 'Student' ? (state.userModel?.id ?? null) : null;
  });
  const enabled = hydrated && family !== null && tutorId !== null;
  const query = useQuery({
    queryKey: [...trialEligibilityRoot, family, tutorId],
    queryFn: () => getTrialEligibility(tutorId ?? ''),
    enabled,
  });
  return { ...query, asked: enabled };
}

/** The family can have a trial: a visitor can, and so can a family until the answer says no. */
export function trialOpen(eligibility: { asked: boolean; data?: TrialEligibility }) {
  return !eligibility.asked || eligibility.data?.available !== false;
}
