import { useTranslation } from 'react-i18next';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/page-title';
import { ReadyFieldset } from '@/components/form/ready-fieldset';
import { useSubjects } from '@/lib/catalog/get-subjects';
import { useTutorSearch } from '@/lib/tutors/search-tutors';
import { useSearchFilters } from '@/features/tutors/hooks/use-search-filters';
import { SearchSuggestions } from './search-suggestions';
import { SubjectGrid } from './subject-grid';
import { TutorFilters } from './tutor-filters';
import { TutorResults } from './tutor-results';

/** /courses: the subjects, then the tutors who teach them, filtered through the URL. */
export function CoursesPage() {
  const { t } = useTranslation('tutors');
  usePageTitle(t('courses.title'));
  const { filters, page, update, goTo, clear, apiQuery } = useSearchFilters();
  const subjects = useSubjects();
  const search = useTutorSearch(apiQuery);

  return (
    // At least a screen tall: the footer never shows above results that are still loading.
    <Container className="min-h-screen py-10">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl dark:text-white">
        {t('courses.title')}
      </h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">{t('courses.intro')}</p>
      <section aria-labelledby="subjects-title" className="mt-8">
        <h2
          id="subjects-title"
          className="mb-3 text-lg font-semibold text-slate-900 dark:text-white"
        >
          {t('subjects.title')}
        </h2>
        {subjects.isError && (
          <p role="alert" className="text-red-700 dark:text-red-300">
            {t('subjects.failed')}
          </p>
        )}
        <SubjectGrid
          subjects={subjects.data ?? []}
          selected={filters.subject}
          onSelect={(subject) => update({ subject })}
        />
      </section>
      {/* Drawn by the server, the page shows before its code runs: its controls wait for it. */}
      <ReadyFieldset>
        <div className="mt-6 grid gap-4 md:mt-10 lg:grid-cols-[18rem_1fr] lg:gap-6">
          <TutorFilters
            filters={filters}
            subjects={subjects.data ?? []}
            onChange={update}
            onClear={clear}
          />
          <TutorResults
            answer={search.data}
            isPending={search.isPending}
            isError={search.isError}
            isFetching={search.isFetching}
            onRetry={() => void search.refetch()}
            filters={filters}
            page={page}
            onChange={update}
            onPage={goTo}
            onClear={clear}
            suggestions={
              search.data?.relaxations?.length ? (
                <SearchSuggestions
                  relaxations={search.data.relaxations}
                  filters={filters}
                  subjects={subjects.data ?? []}
                  onChange={update}
                />
              ) : undefined
            }
          />
        </div>
      </ReadyFieldset>
    </Container>
  );
}
