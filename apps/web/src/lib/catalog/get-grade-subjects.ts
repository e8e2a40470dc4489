import { gradeSubjectsAnswerSchema } from '@nibras/contracts/catalog';
import { skipToken, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api-client';
import { useContentLanguage } from '../content-language';
import { catalogQueryKeys } from './query-keys';

export async function getGradeSubjects(gradeId: number) {
  const envelope = await apiRequest<unknown>(`/api/v1/education/grades/${gradeId}/subjects`);
  return gradeSubjectsAnswerSchema.parse(envelope.data).subjects;
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
