import { ownTutorProfileSchema } from '@nibras/contracts/tutor-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export async function uploadPhoto(photo: File) {
  const body = new FormData();
  body.append('photo', photo);
  const envelope = await apiRequest<unknown>('/api/v1/tutor/profile/photo', {
    method: 'PUT',
    body,
  });
  return ownTutorProfileSchema.parse(envelope.data);
}

export function useUploadPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPhoto,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['tutors-feature'] }),
  });
}
