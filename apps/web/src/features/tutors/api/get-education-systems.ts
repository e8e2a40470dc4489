import { educationSystemsAnswerSchema } from '@nibras/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useContentLanguage } from '../hooks/use-content-language';
import { tutorsKeys } from './query-keys';

export async function getEducationSystems() {
  const envelope = await apiRequest<unknown>('/api/v1/education/systems');
  return educationSystemsAnswerSchema.parse(envelope.data).educationSystems;
}

export function useEducationSystems() {
  const language = useContentLanguage();
  return useQuery({
    queryKey: tutorsKeys.systems(language),
    queryFn: getEducationSystems,
    staleTime: Infinity,
  });
}
