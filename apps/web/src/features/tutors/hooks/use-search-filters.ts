import { relaxedParams, type TutorSearchRelaxation } from '@nibras/contracts/tutor-search-options';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  readSearchPage,
  searchPageChanges,
  searchPageQuery,
  type SearchPage,
} from '@/lib/tutors/search-pages';
import { viewerTimeZone } from '@/lib/zoned-time';
import { isCatalogStep, stepsBelow } from '@/lib/catalog/catalog-choice';
import { useSubjects } from '@/lib/catalog/get-subjects';
import { subjectIdOf } from '@/lib/catalog/subject-courses-path';

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
  'mode',
  'area',
  'sort',
] as const;
export type FilterName = (typeof filterNames)[number];
export type Filters = Partial<Record<FilterName, string>>;

/** How many filters narrow the search: the sort order narrows nothing, a price range is one. */
export function activeFilterCount(filters: Filters): number {
  const names = new Set(
    Object.keys(filters)
      .filter((name) => name !== 'sort')
      .map((name) => (name === 'minPrice' || name === 'maxPrice' ? 'price' : name)),
  );
  return names.size;
}

/** The page's place in the URL: its number (shown) and the cursor the API pages by. */
const pageNames = { number: 'page', after: 'after', before: 'before' };

/**
 * A choice lower in the catalog's cascade means nothing once a choice above it changes; an area
 * narrows only in-person lessons, so it goes with a change of mode.
 */
const dependantsOf = (name: FilterName): FilterName[] =>
  isCatalogStep(name) ? stepsBelow(name) : name === 'mode' ? ['area'] : [];

/** The filters less one relaxation, and less whatever hung on what it drops. */
export function relaxedFilters(filters: Filters, drop: TutorSearchRelaxation): Filters {
  const next = { ...filters };
  for (const name of relaxedParams[drop]) {
    delete next[name];
    for (const dependant of dependantsOf(name)) delete next[dependant];
  }
  return next;
}

/** The API's query: the filters less the UI-only level, a page's cursor, the viewer's zone. */
export function apiQueryOf(filters: Filters, pageQuery: Record<string, string> = {}) {
  const query = new URLSearchParams(pageQuery);
  for (const [name, value] of Object.entries(filters)) {
    if (name !== 'level') query.set(name, value);
  }
  if (filters.days || filters.times) query.set('tz', viewerTimeZone());
  return query.toString();
}

/** The filters a URL's parameters set. */
export function readFilters(params: URLSearchParams): Filters {
  const read: Filters = {};
  for (const name of filterNames) {
    const value = params.get(name);
    if (value) read[name] = value;
  }
  return read;
}

/**
 * The API query /courses asks with these URL parameters, or null where it takes the viewer's
 * time zone, which only the browser knows, or the catalog (the server then leaves the page to
 * the app).
 */
export function serverSearchQueryOf(params: URLSearchParams): string | null {
  const filters = readFilters(params);
  if (filters.days || filters.times) return null;
  // A subject named by its slug (the home page's and the footer's links) is read as its id
  // with the catalog, in the browser.
  if (filters.subject && !/^\d+$/.test(filters.subject)) return null;
  return apiQueryOf(filters, searchPageQuery(readSearchPage(params, pageNames)));
}

export function useSearchFilters() {
  const [params, setParams] = useSearchParams();
  // The route's loader has the subjects in the cache: a subject linked by slug is read as its id.
  const subjects = useSubjects().data;
  const filters = useMemo(() => {
    const read = readFilters(params);
    if (read.subject) read.subject = subjectIdOf(read.subject, subjects);
    return read;
  }, [params, subjects]);
  const page = useMemo(() => readSearchPage(params, pageNames), [params]);

  // A subject linked by its slug (the home page, the footer) gets its id in the address, the
  // one a shared link and the server's drawing read.
  const linked = params.get('subject');
  const linkedId = linked && subjectIdOf(linked, subjects);
  useEffect(() => {
    if (!linked || !linkedId || linkedId === linked) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('subject', linkedId);
        return next;
      },
      { replace: true },
    );
  }, [linked, linkedId, setParams]);

  // The parameters last asked for, until the page has drawn them: React Router hands each
  // update the parameters of the last render, so a second click before the first had drawn
  // (Friday, then Morning) dropped the first one.
  const asked = useRef<URLSearchParams | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [params]);

  /** Sets some filters and starts again from the first page. */
  const update = useCallback(
    (changes: Filters) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(asked.current ?? current);
          for (const [name, value] of Object.entries(changes) as [FilterName, string][]) {
            if (value) next.set(name, value);
            else next.delete(name);
            for (const dependant of dependantsOf(name)) next.delete(dependant);
          }
          for (const name of Object.values(pageNames)) next.delete(name);
          asked.current = next;
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  /** Another page of the same search: a step of its own in the browser's history. */
  const goTo = useCallback(
    (target: SearchPage) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(searchPageChanges(target, pageNames))) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      });
    },
    [setParams],
  );

  const clear = useCallback(() => setParams(new URLSearchParams()), [setParams]);

  const apiQuery = useMemo(() => apiQueryOf(filters, searchPageQuery(page)), [filters, page]);

  return { filters, page, update, goTo, clear, apiQuery };
}
