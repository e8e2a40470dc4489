import { gradeSubjectsAnswerSchema } from '@nibras/contracts/catalog';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';

export async function getGradeSubjects(gradeId: number) {
  const envelope = await apiRequest<unknown>(`/api/v1/education/grades/${gradeId}/subjects`);
  return gradeSubjectsAnswerSchema.parse(envelope.data).subjects;
}

/** Subjects taught in a grade; nothing is asked until a grade is chosen. */
export function useGradeSubjects(gradeId: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['catalog', 'grade-subjects', gradeId, i18n.resolvedLanguage],
    queryFn: gradeId ? () => getGradeSubjects(gradeId) : skipToken,
  });
}
