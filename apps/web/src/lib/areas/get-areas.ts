import type { CityArea } from '@nibras/contracts/in-person';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@nibras/contracts/i18n/languages';
import { answerOf } from '@/lib/answer';
import { apiRequest } from '@/lib/api-client';
import { useContentLanguage } from '@/lib/content-language';

export async function getAreas() {
  const envelope = await apiRequest<unknown>('/api/v1/areas');
  return answerOf(envelope.data, () =>
    import('@nibras/contracts/in-person').then((contract) => contract.cityAreaSchema.array()),
  );
}

/** The region's cities and districts, in one language: reference data, asked for once. */
export const areasQuery = (language: Language) =>
  queryOptions({
    queryKey: ['areas', language] as const,
    queryFn: getAreas,
    staleTime: Infinity,
  });

/** Every city with its districts, shared by search, the hours editor, booking and /profile. */
export function useAreas(enabled = true) {
  return useQuery({ ...areasQuery(useContentLanguage()), enabled });
}

/** Where an area id sits: a city (district null) or a district of a city; null when unknown. */
export function locateArea(cities: CityArea[] | undefined, areaId: number | null | undefined) {
  if (!cities || areaId == null) return null;
  for (const city of cities) {
    if (city.id === areaId) return { city, district: null };
    const district = city.districts.find((item) => item.id === areaId);
    if (district) return { city, district };
  }
  return null;
}
