import { educationLevelSchema } from '@nibras/contracts/catalog';
import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiRequest } from '../../../lib/api-client';

export async function getEducationLevels(systemId: number) {
  const envelope = await apiRequest<unknown>(`/api/v1/education/systems/${systemId}/levels`);
  return educationLevelSchema.array().parse(envelope.data);
}

/** Levels of a system; nothing is asked until a system is chosen. */
export function useEducationLevels(systemId: number | null) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['catalog', 'levels', systemId, i18n.resolvedLanguage],
    queryFn: systemId ? () => getEducationLevels(systemId) : skipToken,
  });
}
