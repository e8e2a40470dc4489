import { teachingLanguages } from '@nibras/contracts/teaching-languages';
import type { Subject } from '@nibras/contracts/catalog';
import { dayPartNames } from '@nibras/contracts/tutor-search-options';
import { orderedWeekdays } from '@nibras/contracts/region-week';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useMediaQuery, wideScreen } from '@/lib/media-query';
import { useCalendarWeek } from '@/lib/calendar-week';
import { useHydrated } from '@/lib/use-hydrated';
import { catalogIdOf } from '@/lib/catalog/catalog-choice';
import { useCatalogCascade, type CatalogChoice } from '@/lib/catalog/use-catalog-cascade';
import { useCountFormat } from '@/lib/count-format';
import { useFormatters } from '@/features/tutors/hooks/use-formatters';
import { activeFilterCount, type Filters } from '@/features/tutors/hooks/use-search-filters';
import { asOptions, Select } from './filter-select';
import { AreaFilter, ModeChoice } from './mode-filter';
import { PriceRange } from './price-range';
import { UrlListChips } from './url-list-chips';
import { panelSurface } from '@/components/ui/panel';

/** The first day of the week in the page as drawn before hydration (most of our families'). */
const drawnFirstDay = 6;

type FiltersProps = {
  filters: Filters;
  subjects: Subject[];
  onChange: (changes: Filters) => void;
  onClear: () => void;
};

/** Every filter of the search; each change goes to the URL at once. */
function FilterFields({ filters, subjects, onChange }: Omit<FiltersProps, 'onClear'>) {
  const { t } = useTranslation('tutors');
  const counted = useCountFormat();
  const { languageName, weekday } = useFormatters();
  // The person's own week (their account's region, else this browser's zone's country) is known
  // only in the browser; a page drawn in advance keeps Saturday until it has hydrated.
  const week = useCalendarWeek();
  const firstDay = useHydrated() ? week.firstDay : drawnFirstDay;
  const inUrl = (id: number | null) => (id === null ? '' : String(id));
  const { systems, levels, grades, chooseSystem, chooseLevel, chooseGrade } = useCatalogCascade(
    {
      systemId: catalogIdOf(filters.system),
      levelId: catalogIdOf(filters.level),
      gradeId: catalogIdOf(filters.grade),
    },
    (next: CatalogChoice) =>
      onChange({
        system: inUrl(next.systemId),
        level: inUrl(next.levelId),
        grade: inUrl(next.gradeId),
      }),
  );

  return (
    <div className="flex flex-col gap-4">
      <Select
        id="filter-subject"
        label={t('filters.subject')}
        value={filters.subject}
        onChange={(subject) => onChange({ subject })}
        options={asOptions(subjects)}
      />
      <ModeChoice value={filters.mode} onChange={(mode) => onChange({ mode })} />
      {filters.mode === 'in-person' && (
        <AreaFilter value={filters.area} onChange={(area) => onChange({ area })} />
      )}
      <Select
        id="filter-system"
        label={t('filters.system')}
        value={filters.system}
        onChange={(system) => chooseSystem(catalogIdOf(system))}
        options={asOptions(systems.data)}
      />
      <Select
        id="filter-level"
        label={t('filters.level')}
        value={filters.level}
        onChange={(level) => chooseLevel(catalogIdOf(level))}
        options={asOptions(levels.data)}
        disabled={!filters.system}
      />
      <Select
        id="filter-grade"
        label={t('filters.grade')}
        value={filters.grade}
        onChange={(grade) => chooseGrade(catalogIdOf(grade))}
        options={asOptions(grades.data)}
        disabled={!filters.level}
      />
      <Select
        id="filter-language"
        label={t('filters.language')}
        value={filters.language}
        onChange={(value) => onChange({ language: value })}
        options={teachingLanguages.map((code) => ({ value: code, label: languageName(code) }))}
      />
      <PriceRange
        minPrice={filters.minPrice}
        maxPrice={filters.maxPrice}
        onChange={(prices) => onChange(prices)}
      />
      <Select
        id="filter-rating"
        label={t('filters.rating')}
        value={filters.minRating}
        onChange={(minRating) => onChange({ minRating })}
        options={['4', '3', '2'].map((value) => ({
          value,
          label: t('filters.ratingAtLeast', counted(Number(value))),
        }))}
      />
      <UrlListChips
        legend={t('filters.days')}
        value={filters.days}
        onChange={(days) => onChange({ days })}
        options={orderedWeekdays(firstDay).map((day) => ({
          value: String(day),
          label: weekday.format(new Date(Date.UTC(2024, 0, 7 + day))),
        }))}
      />
      <UrlListChips
        legend={t('filters.times')}
        value={filters.times}
        onChange={(times) => onChange({ times })}
        options={dayPartNames.map((part) => ({
          value: part,
          label: t(`filters.dayParts.${part}`),
        }))}
      />
      <p className="text-xs text-slate-600 dark:text-slate-300">{t('filters.timesHint')}</p>
    </div>
  );
}

/**
 * The sheet (a Radix dialog, 11.6 kB) is loaded only where it is used: on a phone-width screen.
 * Until it arrives the same button stands in, so nothing moves, and a tap on it opens the sheet
 * once it is there.
 */
const Sheet = lazy(() =>
  import('@/components/ui/sheet').then((module) => ({ default: module.Sheet })),
);

const clearClass =
  'rounded-full px-3 py-1 text-sm font-semibold text-indigo-800 hover:bg-indigo-50 dark:text-amber-300 dark:hover:bg-slate-800';

/**
 * The filters: a column beside the results on wide screens; on phones a "Filters (n)" button
 * that opens them in a sheet, so the first tutors are on the first screen.
 *
 * The server cannot tell the screen's width: where it drew the page, both forms are in its HTML
 * and CSS shows the one that fits, until React has hydrated it (docs/decisions/0022). The width
 * is read only from then on, by a component mounted then: read while hydrating, its answer
 * differed from the server's on a phone, and React drew the filters again at once, in one task
 * of 20–30 ms at sync priority (docs/performance-archive.md).
 *
 * Whether the sheet is open lives here, above both: a tap on the button before the width is
 * known is remembered, and the sheet opens with it once the phone's form is drawn.
 */
export function TutorFilters(props: FiltersProps) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const sheet = { open, setOpen };
  return hydrated ? (
    <FiltersForScreen {...props} sheet={sheet} />
  ) : (
    <FilterForms {...props} sheet={sheet} wide={null} />
  );
}

type SheetState = { open: boolean; setOpen: (open: boolean) => void };

function FiltersForScreen(props: FiltersProps & { sheet: SheetState }) {
  const wide = useMediaQuery(wideScreen);
  return <FilterForms {...props} wide={wide} />;
}

/** `wide`: whether the screen has room for the column; null before hydration (both forms). */
function FilterForms({
  wide,
  sheet: { open, setOpen },
  ...props
}: FiltersProps & { wide: boolean | null; sheet: SheetState }) {
  const { t } = useTranslation('tutors');
  const { number } = useFormatters();
  const clear = (
    <button type="button" onClick={props.onClear} className={clearClass}>
      {t('filters.clear')}
    </button>
  );
  const active = activeFilterCount(props.filters);
  const trigger = (onClick?: () => void, className = '') => (
    <Button variant="secondary" className={`self-start ${className}`} onClick={onClick}>
      <SlidersHorizontal aria-hidden className="size-4" />
      {active > 0 ? t('filters.open', { number: number(active) }) : t('filters.title')}
    </Button>
  );
  const column = (className: string) => (
    <section
      aria-labelledby="filters-title"
      className={`${panelSurface} flex-col gap-4 self-start p-5 ${className}`}
    >
      <div className="flex items-center justify-between">
        <h2 id="filters-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('filters.title')}
        </h2>
        {clear}
      </div>
      <FilterFields {...props} />
    </section>
  );

  if (wide === null) {
    return (
      <>
        {trigger(() => setOpen(true), 'lg:hidden')}
        {column('hidden lg:flex')}
      </>
    );
  }
  if (!wide) {
    return (
      <Suspense fallback={trigger(() => setOpen(true))}>
        <Sheet
          open={open}
          onOpenChange={setOpen}
          title={t('filters.title')}
          trigger={trigger()}
          footer={
            <div className="flex items-center justify-between gap-3">
              {clear}
              <Button onClick={() => setOpen(false)}>{t('filters.showResults')}</Button>
            </div>
          }
        >
          <FilterFields {...props} />
        </Sheet>
      </Suspense>
    );
  }
  return column('flex');
}
