import { skipToken, useQuery } from '@tanstack/react-query';
import { answerOf } from '@/lib/answer';
import { apiRequest } from '@/lib/api-client';
import { useContentLanguage } from '@/lib/content-language';
import { catalogQueryKeys } from './query-keys';

export async function getGradeSubjects(gradeId: number) {
  const envelope = await apiRequest<unknown>(`/api/v1/education/grades/${gradeId}/subjects`);
  return (
    await answerOf(envelope.data, () =>
      import('@nibras/contracts/catalog').then((contract) => contract.gradeSubjectsAnswerSchema),
    )
  ).subjects;
}

/** Subjects taught in a grade; nothing is asked until a grade is chosen. */
export function useGradeSubjects(gradeId: number | null) {
  const language = useContentLanguage();
  return useQuery({
    queryKey: catalogQueryKeys.gradeSubjects(gradeId, language),
    queryFn: gradeId ? () => getGradeSubjects(gradeId) : skipToken,
    staleTime: Infinity,
  });
}
