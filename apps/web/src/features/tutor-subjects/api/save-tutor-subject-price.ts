import {
  tutorSubjectSchema,
  type TutorSubject,
  type TutorSubjectPriceInput,
} from '@nibras/contracts/tutor-subjects';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { useContentLanguage } from '@/lib/content-language';
import { tutorSubjectKeys } from './query-keys';

/** Adds a subject to the tutor's list or updates its prices (one row per subject). */
export async function saveTutorSubjectPrice(input: TutorSubjectPriceInput) {
  const envelope = await apiRequest<unknown>('/api/v1/tutor/subject-price', {
    method: 'POST',
    body: input,
  });
  return tutorSubjectSchema.parse(envelope.data);
}

function withSaved(list: TutorSubject[] | undefined, saved: TutorSubject) {
  if (!list) return list;
  return list.some((item) => item.subjectId === saved.subjectId)
    ? list.map((item) => (item.subjectId === saved.subjectId ? saved : item))
    : [...list, saved];
}

export function useSaveTutorSubjectPrice() {
  const queryClient = useQueryClient();
  const language = useContentLanguage();
  const tutorId = useSession((state) => state.userModel?.id ?? null);
  return useMutation({
    mutationFn: saveTutorSubjectPrice,
    onSuccess: async (saved) => {
      // Show the new prices at once, then take the server's order and other languages.
      queryClient.setQueryData<TutorSubject[]>(
        tutorSubjectKeys.tutorSubjects(tutorId, language),
        (list) => withSaved(list, saved),
      );
      await queryClient.invalidateQueries({ queryKey: tutorSubjectKeys.tutorSubjectsOf(tutorId) });
    },
  });
}
