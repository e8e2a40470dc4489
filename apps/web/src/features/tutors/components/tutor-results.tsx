import type { TutorSearchAnswer } from '@nibras/contracts/tutors';
import { tutorSortOrders } from '@nibras/contracts/tutor-search-options';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useFormatters } from '@/features/tutors/hooks/use-formatters';
import type { Filters } from '@/features/tutors/hooks/use-search-filters';
import { labelClass } from '@/components/form/field-styles';
import {
  nextSearchPage,
  previousSearchPage,
  searchPageCount,
  type SearchPage,
} from '@/lib/tutors/search-pages';
import { controlClass } from './filter-styles';
import { TutorCard } from './tutor-card';
import { panelSurface } from '@/components/ui/panel';

/** Stand-ins for the cards, in their shape, while the first answer is on its way. */
function ResultSkeletons() {
  return (
    <ul aria-hidden className="flex flex-col gap-4" data-testid="results-skeleton">
      {[0, 1, 2].map((index) => (
        <li key={index} className={`${panelSurface} flex flex-col gap-4 p-5 sm:flex-row`}>
          <Skeleton className="size-16 shrink-0 rounded-full" />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <Skeleton className="h-6 w-1/2" />
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="mt-1 h-6 w-1/3 rounded-full" />
          </div>
          <Skeleton className="h-14 w-24 shrink-0 self-end sm:w-32 sm:self-start" />
        </li>
      ))}
    </ul>
  );
}

function Pagination({
  answer,
  page,
  onPage,
}: {
  answer: TutorSearchAnswer;
  page: SearchPage;
  onPage: (page: SearchPage) => void;
}) {
  const { t } = useTranslation('tutors');
  const { number } = useFormatters();
  const next = nextSearchPage(page, answer);
  const previous = previousSearchPage(page, answer);
  const pages = searchPageCount(answer);
  if (!next && !previous) return null;
  return (
    <nav aria-label={t('results.pages')} className="flex items-center justify-center gap-3">
      <Button variant="secondary" disabled={!previous} onClick={() => previous && onPage(previous)}>
        {t('results.previous')}
      </Button>
      <span className="text-sm text-slate-700 dark:text-slate-200" aria-current="page">
        {pages === null
          ? t('results.page', { page: number(page.number) })
          : t('results.pageOf', { page: number(page.number), pages: number(pages) })}
      </span>
      <Button variant="secondary" disabled={!next} onClick={() => next && onPage(next)}>
        {t('results.next')}
      </Button>
    </nav>
  );
}

/** The sort order, the count ("10,000+" past the counted cap), the cards and the pages, with loading, empty and error states. */
export function TutorResults({
  answer,
  isPending,
  isError,
  isFetching,
  onRetry,
  filters,
  page,
  onChange,
  onPage,
  onClear,
  suggestions,
}: {
  answer: TutorSearchAnswer | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  onRetry: () => void;
  filters: Filters;
  page: SearchPage;
  onChange: (changes: Filters) => void;
  onPage: (page: SearchPage) => void;
  onClear: () => void;
  /** Under "no tutor matches": what to relax, and the closest matches. */
  suggestions?: ReactNode;
}) {
  const { t } = useTranslation('tutors');
  const { number } = useFormatters();
  return (
    <section aria-labelledby="results-title" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2
          id="results-title"
          className="text-lg font-semibold text-slate-900 dark:text-white"
          aria-live="polite"
        >
          {answer
            ? t(answer.totalCapped ? 'results.countAtLeast' : 'results.count', {
                total: number(answer.total),
              })
            : t('results.title')}
        </h2>
        <div>
          <label htmlFor="sort" className={labelClass}>
            {t('results.sort')}
          </label>
          <select
            id="sort"
            className={controlClass}
            value={filters.sort ?? 'relevance'}
            onChange={(event) => onChange({ sort: event.target.value })}
          >
            {tutorSortOrders.map((order) => (
              <option key={order} value={order}>
                {t(`results.sortBy.${order}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {isPending && (
        <>
          <p role="status" className="sr-only">
            {t('results.loading')}
          </p>
          <ResultSkeletons />
        </>
      )}
      {isError && !isPending && (
        <div role="alert" className="flex items-center gap-4">
          <p className="text-red-700 dark:text-red-300">{t('results.failed')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('results.retry')}
          </Button>
        </div>
      )}
      {answer && answer.items.length === 0 && (
        <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <SearchX aria-hidden="true" className="size-10 text-slate-500 dark:text-slate-400" />
          <p className="font-medium text-slate-900 dark:text-white">{t('results.empty')}</p>
          {suggestions}
          <Button variant="ghost" onClick={onClear}>
            {t('filters.clear')}
          </Button>
        </div>
      )}
      {answer && answer.items.length > 0 && (
        <ul
          className={`flex flex-col gap-4 ${isFetching ? 'opacity-70' : ''}`}
          aria-busy={isFetching}
        >
          {answer.items.map((tutor) => (
            <li key={tutor.id}>
              <TutorCard tutor={tutor} />
            </li>
          ))}
        </ul>
      )}
      {answer && <Pagination answer={answer} page={page} onPage={onPage} />}
    </section>
  );
}
