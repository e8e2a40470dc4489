import { useTranslation } from 'react-i18next';
import { LoadFailure } from '@/components/form/load-failure';
import { labelClass } from '@/components/form/field-styles';
import { locateArea, useAreas } from '@/lib/areas/get-areas';
import { catalogIdOf } from '@/lib/catalog/catalog-choice';
import { asOptions, Select } from './filter-select';

/** Online, in person or either: either is no `mode` in the URL. */
const modeChoices = ['either', 'online', 'in-person'] as const;

export function ModeChoice({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (mode: string) => void;
}) {
  const { t } = useTranslation('tutors');
  const chosen = value === 'online' || value === 'in-person' ? value : 'either';
  return (
    <fieldset>
      <legend className={labelClass}>{t('filters.mode')}</legend>
      <div className="mt-1 grid grid-cols-3 gap-1 rounded-lg border border-slate-300 p-1 dark:border-slate-600">
        {modeChoices.map((mode) => (
          <label
            key={mode}
            className={`cursor-pointer rounded-md px-2 py-1.5 text-center text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-indigo-600 dark:has-[:focus-visible]:outline-amber-300 ${
              chosen === mode
                ? 'bg-indigo-700 text-white dark:bg-amber-300 dark:text-slate-950'
                : 'text-slate-800 hover:bg-slate-100 dark:text-slate-100 dark:hover:bg-slate-800'
            }`}
          >
            <input
              type="radio"
              name="filter-mode"
              className="sr-only"
              checked={chosen === mode}
              onChange={() => onChange(mode === 'either' ? '' : mode)}
            />
            {t(`filters.modes.${mode}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** In person: a city, then one of its districts or the whole city; the areas load once. */
export function AreaFilter({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (area: string) => void;
}) {
  const { t } = useTranslation('tutors');
  const areas = useAreas();
  const place = locateArea(areas.data, catalogIdOf(value));
  if (areas.isError)
    return <LoadFailure message={t('filters.areasFailed')} onRetry={() => void areas.refetch()} />;
  return (
    <>
      <Select
        id="filter-city"
        label={t('filters.city')}
        value={place ? String(place.city.id) : undefined}
        onChange={onChange}
        options={asOptions(areas.data)}
        disabled={areas.isPending}
      />
      <Select
        id="filter-district"
        label={t('filters.district')}
        value={place?.district ? String(place.district.id) : undefined}
        onChange={(district) => onChange(district || (place ? String(place.city.id) : ''))}
        options={asOptions(place?.city.districts)}
        disabled={!place}
      />
    </>
  );
}
