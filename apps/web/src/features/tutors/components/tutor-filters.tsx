import { teachingLanguages } from '@nibras/contracts/auth';
import type { Subject } from '@nibras/contracts/catalog';
import { dayPartNames } from '@nibras/contracts/tutors';
import { useTranslation } from 'react-i18next';
import { useCountFormat } from '../../../lib/count-format';
import { useEducationLevels } from '../../../lib/catalog/get-education-levels';
import { useEducationSystems } from '../../../lib/catalog/get-education-systems';
import { useGrades } from '../../../lib/catalog/get-grades';
import { useFormatters } from '../hooks/use-formatters';
import type { Filters } from '../hooks/use-search-filters';
import { labelClass } from '../../../components/form/field-styles';
import { controlClass } from './filter-styles';
import { PriceRange } from './price-range';
import { UrlListChips } from './url-list-chips';

/** Our families' week starts on Saturday. */
const weekdaysFromSaturday = [6, 0, 1, 2, 3, 4, 5];

function Select({
  id,
  label,
  value,
  onChange,
  options,
  disabled,
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  disabled?: boolean;
}) {
  const { t } = useTranslation('tutors');
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        className={controlClass}
        value={value ?? ''}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('filters.any')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const asOptions = (items: { id: number; name: string }[] | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

/** Every filter of the search; each change goes to the URL at once. */
export function TutorFilters({
  filters,
  subjects,
  onChange,
  onClear,
}: {
  filters: Filters;
  subjects: Subject[];
  onChange: (changes: Filters) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation('tutors');
  const counted = useCountFormat();
  const { language, languageName } = useFormatters();
  const systems = useEducationSystems();
  const levels = useEducationLevels(filters.system ? Number(filters.system) : null);
  const grades = useGrades(filters.level ? Number(filters.level) : null);
  const weekday = new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' });

  return (
    <section
      aria-labelledby="filters-title"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between">
        <h2 id="filters-title" className="text-lg font-semibold text-slate-900 dark:text-white">
          {t('filters.title')}
        </h2>
        <button
          type="button"
          onClick={onClear}
          className="rounded-full px-3 py-1 text-sm font-semibold text-indigo-800 hover:bg-indigo-50 dark:text-amber-300 dark:hover:bg-slate-800"
        >
          {t('filters.clear')}
        </button>
      </div>
      <Select
        id="filter-subject"
        label={t('filters.subject')}
        value={filters.subject}
        onChange={(subject) => onChange({ subject })}
        options={asOptions(subjects)}
      />
      <Select
        id="filter-system"
        label={t('filters.system')}
        value={filters.system}
        onChange={(system) => onChange({ system })}
        options={asOptions(systems.data)}
      />
      <Select
        id="filter-level"
        label={t('filters.level')}
        value={filters.level}
        onChange={(level) => onChange({ level })}
        options={asOptions(levels.data)}
        disabled={!filters.system}
      />
      <Select
        id="filter-grade"
        label={t('filters.grade')}
        value={filters.grade}
        onChange={(grade) => onChange({ grade })}
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
        options={weekdaysFromSaturday.map((day) => ({
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
    </section>
  );
}
