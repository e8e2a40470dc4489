import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { viewerTimeZone } from '../../../lib/zoned-time';

/** Filters that live in the URL, so a search can be shared and reloaded. */
export const filterNames = [
  'subject',
  'system',
  'level',
  'grade',
  'language',
  'minPrice',
  'maxPrice',
  'minRating',
  'days',
  'times',
  'sort',
  'page',
] as const;
export type FilterName = (typeof filterNames)[number];
export type Filters = Partial<Record<FilterName, string>>;

/** A choice lower in the cascade means nothing once a choice above it changes. */
const dependants: Partial<Record<FilterName, FilterName[]>> = {
  system: ['level', 'grade'],
  level: ['grade'],
};

export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => {
    const read: Filters = {};
    for (const name of filterNames) {
      const value = params.get(name);
      if (value) read[name] = value;
    }
    return read;
  }, [params]);

  /** Sets some filters; any change but the page itself starts again from page 1. */
  const update = useCallback(
    (changes: Filters) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [name, value] of Object.entries(changes) as [FilterName, string][]) {
            if (value) next.set(name, value);
            else next.delete(name);
            for (const dependant of dependants[name] ?? []) next.delete(dependant);
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: !('page' in changes) },
      );
    },
    [setParams],
  );

  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  /** The API's query: the URL's filters less the UI-only level, plus the viewer's zone for times. */
  const apiQuery = useMemo(() => {
    const query = new URLSearchParams();
    for (const [name, value] of Object.entries(filters)) {
      if (name !== 'level') query.set(name, value);
    }
    if (filters.days || filters.times) query.set('tz', viewerTimeZone());
    return query.toString();
  }, [filters]);

  return { filters, update, clear, apiQuery };
}
