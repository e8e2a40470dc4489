import { educationSystemsAnswerSchema } from '@nibras/contracts/catalog';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';

export async function getEducationSystems() {
  const envelope = await apiRequest<unknown>('/api/v1/education/systems');
  return educationSystemsAnswerSchema.parse(envelope.data).educationSystems;
}

/** Names come in the request's language, so each language has its own cache entry. */
export function useEducationSystems() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['catalog', 'systems', i18n.resolvedLanguage],
    queryFn: getEducationSystems,
  });
}
