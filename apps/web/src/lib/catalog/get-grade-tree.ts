import { useQuery } from '@tanstack/react-query';
import { answerOf } from '@/lib/answer';
import { apiRequest } from '@/lib/api-client';
import { useContentLanguage } from '@/lib/content-language';
import { catalogQueryKeys } from './query-keys';

export async function getGradeTree() {
  const envelope = await apiRequest<unknown>('/api/v1/education/grades');
  return (
    await answerOf(envelope.data, () =>
      import('@nibras/contracts/catalog').then((contract) => contract.gradeTreeSchema),
    )
  ).educationSystems;
}

/** Every grade under its level and system, for a choice of a grade in one select. */
export function useGradeTree() {
  const language = useContentLanguage();
  return useQuery({
    queryKey: catalogQueryKeys.gradeTree(language),
    queryFn: getGradeTree,
    staleTime: Infinity,
  });
}
