import type { Subject } from '@nibras/contracts/catalog';
import { dayPartNames } from '@nibras/contracts/tutor-search-options';
import type { TutorSearchAnswer } from '@nibras/contracts/tutors';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useEducationSystems } from '@/lib/catalog/get-education-systems';
import { catalogIdOf } from '@/lib/catalog/catalog-choice';
import { useGrades } from '@/lib/catalog/get-grades';
import { locateArea, useAreas } from '@/lib/areas/get-areas';
import { useTutorSearch } from '@/lib/tutors/search-tutors';
import { useFormatters } from '@/features/tutors/hooks/use-formatters';
import {
  apiQueryOf,
  relaxedFilters,
  type Filters,
} from '@/features/tutors/hooks/use-search-filters';
import { TutorCard } from './tutor-card';

type Relaxation = NonNullable<TutorSearchAnswer['relaxations']>[number];

/** How many of the closest matches are shown under a search that found nobody. */
const closestShown = 3;

/** What a relaxation lets go of, in the words of the filters: "Fri · Evening (5–10)", "Math". */
function useRelaxationLabel(filters: Filters, subjects: Subject[]) {
  const { t } = useTranslation('tutors');
  const { language, languageName } = useFormatters();
  const systems = useEducationSystems();
  const grades = useGrades(filters.level ? Number(filters.level) : null);
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });
  const areas = useAreas(filters.area !== undefined);
  const nameIn = (items: { id: number; name: string }[] | undefined, id: string | undefined) =>
    items?.find((item) => String(item.id) === id)?.name;
  return (drop: Relaxation['drop']): string => {
    switch (drop) {
      case 'subject':
        return nameIn(subjects, filters.subject) ?? t('filters.subject');
      case 'system':
        return nameIn(systems.data, filters.system) ?? t('filters.system');
      case 'grade':
        return nameIn(grades.data, filters.grade) ?? t('filters.grade');
      case 'language':
        return filters.language ? languageName(filters.language) : t('filters.language');
      case 'price':
        return t('relax.price');
      case 'minRating':
        return t('filters.ratingAtLeast', { rating: filters.minRating });
      case 'time': {
        const days = (filters.days ?? '')
          .split(',')
          .filter(Boolean)
          .map((day) => weekday.format(new Date(Date.UTC(2024, 0, 7 + Number(day)))));
        const times = (filters.times ?? '')
          .split(',')
          .filter((part): part is (typeof dayPartNames)[number] =>
            (dayPartNames as readonly string[]).includes(part),
          )
          .map((part) => t(`filters.dayParts.${part}`));
        return [...days, ...times].join(' · ');
      }
      case 'mode':
        return t('filters.modes.in-person');
      case 'area': {
        const place = locateArea(areas.data, catalogIdOf(filters.area));
        return place?.district?.name ?? place?.city.name ?? t('filters.district');
      }
    }
  };
}

/**
 * Under a search that found nobody: each filter that, dropped alone, finds somebody, one click
 * each ("Remove Fri · Evening (4 tutors)"), and the closest matches, those of the first.
 */
export function SearchSuggestions({
  relaxations,
  filters,
  subjects,
  onChange,
}: {
  relaxations: Relaxation[];
  filters: Filters;
  subjects: Subject[];
  onChange: (changes: Filters) => void;
}) {
  const { t } = useTranslation('tutors');
  const { number } = useFormatters();
  const labelOf = useRelaxationLabel(filters, subjects);
  const closest = relaxations[0];
  const closestQuery = closest
    ? `${apiQueryOf(relaxedFilters(filters, closest.drop))}&pageSize=${closestShown}`
    : '';
  const closestSearch = useTutorSearch(closestQuery, Boolean(closest));
  if (!closest) return null;
  const drop = (relaxation: Relaxation) => {
    const kept = relaxedFilters(filters, relaxation.drop);
    const changes: Filters = {};
    for (const name of Object.keys(filters) as (keyof Filters)[]) {
      if (!(name in kept)) changes[name] = '';
    }
    onChange(changes);
  };

  return (
    <div className="flex w-full flex-col gap-4 text-start">
      <h3 className="font-semibold text-slate-900 dark:text-white">{t('relax.title')}</h3>
      <ul className="flex flex-wrap gap-2">
        {relaxations.map((relaxation) => (
          <li key={relaxation.drop}>
            <Button variant="secondary" onClick={() => drop(relaxation)}>
              {t('relax.remove', {
                filter: labelOf(relaxation.drop),
                count: relaxation.total,
                total: number(relaxation.total),
              })}
            </Button>
          </li>
        ))}
      </ul>
      {closestSearch.data && closestSearch.data.items.length > 0 && (
        <section aria-labelledby="closest-title" className="flex flex-col gap-3">
          <h3 id="closest-title" className="font-semibold text-slate-900 dark:text-white">
            {t('relax.closest', { filter: labelOf(closest.drop) })}
          </h3>
          <ul className="flex flex-col gap-4">
            {closestSearch.data.items.map((tutor) => (
              <li key={tutor.id}>
                <TutorCard tutor={tutor} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
