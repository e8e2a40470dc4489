import type { TutorSubject } from '@nibras/contracts/tutor-subjects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useContentLanguage } from '@/lib/content-language';
import { tutorSubjectKeys } from './query-keys';

export async function removeTutorSubject(subjectId: number) {
  await apiRequest<null>(`/api/v1/tutor/subjects/${subjectId}`, { method: 'DELETE' });
}

export function useRemoveTutorSubject() {
  const queryClient = useQueryClient();
  const language = useContentLanguage();
  const tutorId = useSession((state) => state.userModel?.id ?? null);
  return useMutation({
    mutationFn: removeTutorSubject,
    onSuccess: async (_nothing, subjectId) => {
      queryClient.setQueryData<TutorSubject[]>(
        tutorSubjectKeys.tutorSubjects(tutorId, language),
        (list) => list?.filter((item) => item.subjectId !== subjectId),
      );
      await queryClient.invalidateQueries({ queryKey: tutorSubjectKeys.tutorSubjectsOf(tutorId) });
    },
  });
}
