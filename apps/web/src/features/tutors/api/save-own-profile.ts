import { ownTutorProfileSchema, type TutorProfileValues } from '@nibras/contracts/tutor-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function saveOwnProfile(input: TutorProfileValues) {
  const envelope = await apiRequest<unknown>('/api/v1/tutor/profile', {
    method: 'PUT',
    body: input,
  });
  return { saved: ownTutorProfileSchema.parse(envelope.data), message: envelope.message };
}

export function useSaveOwnProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOwnProfile,
    // Every language's copy of the profile and the public pages now read differently.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tutors-feature'] }),
  });
}
