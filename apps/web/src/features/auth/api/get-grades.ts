import { gradeSchema } from '@nibras/contracts/catalog';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';

export async function getGrades(levelId: number) {
  const envelope = await apiRequest<unknown>(`/api/v1/education/levels/${levelId}/grades`);
  return gradeSchema.array().parse(envelope.data);
}

/** Grades of a level; nothing is asked until a level is chosen. */
export function useGrades(levelId: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['catalog', 'grades', levelId, i18n.resolvedLanguage],
    queryFn: levelId ? () => getGrades(levelId) : skipToken,
  });
}
