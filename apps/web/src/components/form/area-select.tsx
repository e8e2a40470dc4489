import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAreas, locateArea } from '@/lib/areas/get-areas';
import { catalogIdOf } from '@/lib/catalog/catalog-choice';
import { LoadFailure, LoadingLine } from './load-failure';
import { SelectField } from './select-field';

type AreaSelectProps = {
  /** A city's or a district's id; null when none is chosen. */
  value: number | null;
  onChange: (areaId: number | null) => void;
  onBlur?: () => void;
  error?: FieldError;
  /** What the district's empty option says: the whole city (search) or nothing chosen yet. */
  districtPlaceholder?: string;
  className?: string;
};

/**
 * An area as the catalog holds it: a city, then optionally one of its districts. Choosing only
 * the city means the whole city; the cached list of areas is read once for every use.
 */
export function AreaSelect({
  value,
  onChange,
  onBlur,
  error,
  districtPlaceholder,
  className = 'grid gap-4 sm:grid-cols-2',
}: AreaSelectProps) {
  const { t } = useTranslation();
  const areas = useAreas();
  const place = locateArea(areas.data, value);
  const status = areas.isPending ? (
    <LoadingLine label={t('areas.loading')} />
  ) : areas.isError ? (
    <LoadFailure message={t('areas.loadFailed')} onRetry={() => void areas.refetch()} />
  ) : undefined;
  return (
    <div className={className}>
      <SelectField
        label={t('areas.city')}
        placeholder={t('areas.chooseCity')}
        options={(areas.data ?? []).map((city) => ({ value: city.id, label: city.name }))}
        value={place?.city.id ?? ''}
        onChange={(event) => onChange(catalogIdOf(event.target.value))}
        onBlur={onBlur}
        error={place ? undefined : error}
        status={status}
      />
      <SelectField
        label={t('areas.district')}
        placeholder={place ? (districtPlaceholder ?? t('areas.wholeCity')) : t('areas.cityFirst')}
        options={(place?.city.districts ?? []).map((district) => ({
          value: district.id,
          label: district.name,
        }))}
        value={place?.district?.id ?? ''}
        disabled={!place}
        onChange={(event) => onChange(catalogIdOf(event.target.value) ?? place?.city.id ?? null)}
        onBlur={onBlur}
        error={place ? error : undefined}
      />
    </div>
  );
}
