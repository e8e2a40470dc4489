import type { AvailabilityInput } from '@nibras/contracts/availability';
import { addressLimits, travelBufferLimits } from '@nibras/contracts/in-person';
import { Lock } from 'lucide-react';
import { useState } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AreaSelect } from '@/components/form/area-select';
import { ChoiceChips } from '@/components/form/choice-chips';
import {
  compactControlClass,
  errorClass,
  hintClass,
  labelClass,
} from '@/components/form/field-styles';
import { useFieldErrorText } from '@/components/form/field-message';
import { LoadFailure, LoadingLine } from '@/components/form/load-failure';
import { SelectField } from '@/components/form/select-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useAreas, locateArea } from '@/lib/areas/get-areas';
import { catalogIdOf } from '@/lib/catalog/catalog-choice';
import { panelClass } from './form-styles';

const bufferChoices = Array.from(
  { length: (travelBufferLimits.max - travelBufferLimits.min) / travelBufferLimits.step + 1 },
  (_, index) => travelBufferLimits.min + index * travelBufferLimits.step,
);

const switchClass = 'mt-0.5 size-5 shrink-0 accent-indigo-700 dark:accent-amber-300';

/**
 * The areas a tutor goes to: browse one city at a time and tick the whole city or some of its
 * districts. A whole city and its own districts are never both kept: the city already holds them.
 */
function FamilyHomeAreas() {
  const { t } = useTranslation('availability');
  const { control } = useFormContext<AvailabilityInput>();
  const { field, fieldState } = useController({ control, name: 'inPerson.areaIds' });
  const chosen = field.value ?? [];
  const areas = useAreas();
  const errorText = useFieldErrorText()(fieldState.error);
  // The city browsed: the one picked, else the first chosen area's.
  const [cityId, setCityId] = useState<number | null>(null);
  const shownCityId = cityId ?? locateArea(areas.data, chosen[0])?.city.id;
  const city = areas.data?.find((item) => item.id === shownCityId);
  const chosenNames = chosen.map((id) => {
    const place = locateArea(areas.data, id);
    if (!place) return { id, name: String(id) };
    return {
      id,
      name: place.district
        ? t('inPerson.districtOfCity', { district: place.district.name, city: place.city.name })
        : t('inPerson.wholeCityNamed', { city: place.city.name }),
    };
  });

  const change = (selected: number[]) => {
    if (!city) return;
    const districtIds = city.districts.map((district) => district.id);
    const added = selected.find((id) => !chosen.includes(id));
    let next = selected;
    // The whole city replaces its districts; a district chosen after it narrows it again.
    if (added === city.id) next = selected.filter((id) => !districtIds.includes(id));
    else if (added !== undefined) next = selected.filter((id) => id !== city.id);
    field.onChange(next);
  };

  if (areas.isPending) return <LoadingLine label={t('inPerson.loadingAreas')} />;
  if (areas.isError)
    return <LoadFailure message={t('inPerson.areasFailed')} onRetry={() => void areas.refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        label={t('inPerson.browseCity')}
        placeholder={t('inPerson.chooseCity')}
        options={areas.data.map((item) => ({ value: item.id, label: item.name }))}
        value={city?.id ?? ''}
        onChange={(event) => setCityId(catalogIdOf(event.target.value))}
      />
      {city && (
        <ChoiceChips
          legend={t('inPerson.areasOf', { city: city.name })}
          options={[
            { value: city.id, label: t('inPerson.wholeCity') },
            ...city.districts.map((district) => ({ value: district.id, label: district.name })),
          ]}
          selected={chosen}
          onChange={change}
          onBlur={field.onBlur}
        />
      )}
      <div>
        <p className={labelClass} id="chosen-areas">
          {t('inPerson.chosenAreas')}
        </p>
        {chosenNames.length === 0 ? (
          <p className={hintClass}>{t('inPerson.noAreas')}</p>
        ) : (
          <ul aria-labelledby="chosen-areas" className="mt-2 flex flex-wrap gap-2">
            {chosenNames.map((area) => (
              <li key={area.id}>
                <button
                  type="button"
                  onClick={() => field.onChange(chosen.filter((id) => id !== area.id))}
                  aria-label={t('inPerson.removeArea', { area: area.name })}
                  className="rounded-full border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:border-red-600 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-indigo-600 dark:border-slate-600 dark:text-slate-100 dark:hover:border-red-400 dark:hover:text-red-300 dark:focus-visible:outline-amber-300"
                >
                  {area.name} <span aria-hidden>×</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        {errorText && (
          <p role="alert" className={errorClass}>
            {errorText}
          </p>
        )}
      </div>
    </div>
  );
}

/** The tutor's own place: its area is public, the rest is read only by a booked family. */
function OwnPlaceFields() {
  const { t } = useTranslation('availability');
  const { control, register, formState } = useFormContext<AvailabilityInput>();
  const area = useController({ control, name: 'inPerson.ownPlaceAreaId' });
  const notes = useWatch({ control, name: 'inPerson.ownPlaceNotes' }) ?? '';
  const errors = formState.errors.inPerson;
  return (
    <fieldset className="flex flex-col gap-4">
      <legend className="sr-only">{t('inPerson.ownPlace')}</legend>
      <p className="flex items-start gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-200">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t('inPerson.ownPlacePrivate')}
      </p>
      <AreaSelect
        value={area.field.value ?? null}
        onChange={area.field.onChange}
        onBlur={area.field.onBlur}
        error={area.fieldState.error}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('inPerson.street')}
          autoComplete="street-address"
          maxLength={addressLimits.street}
          error={errors?.ownPlaceStreet}
          {...register('inPerson.ownPlaceStreet')}
        />
        <TextField
          label={t('inPerson.building')}
          maxLength={addressLimits.building}
          error={errors?.ownPlaceBuilding}
          {...register('inPerson.ownPlaceBuilding')}
        />
      </div>
      <TextareaField
        label={t('inPerson.notes')}
        maxLength={addressLimits.notes}
        length={notes.length}
        rows={2}
        error={errors?.ownPlaceNotes}
        {...register('inPerson.ownPlaceNotes')}
      />
    </fieldset>
  );
}

/** Whether and where the tutor teaches in person, and the travel time kept around each lesson. */
export function InPersonSection() {
  const { t, i18n } = useTranslation('availability');
  const { register, control } = useFormContext<AvailabilityInput>();
  const atFamilyHome = useWatch({ control, name: 'inPerson.atFamilyHome' });
  const atOwnPlace = useWatch({ control, name: 'inPerson.atOwnPlace' });
  const buffer = useWatch({ control, name: 'inPerson.travelBufferMinutes' });
  // A saved time off this list is kept as it is, not silently replaced by the first choice.
  const buffers =
    buffer === undefined || bufferChoices.includes(buffer)
      ? bufferChoices
      : [...bufferChoices, buffer].sort((a, b) => a - b);
  const minutes = (value: number) =>
    new Intl.NumberFormat(i18n.resolvedLanguage, {
      style: 'unit',
      unit: 'minute',
      unitDisplay: 'long',
    }).format(value);

  return (
    <section aria-labelledby="in-person" className={panelClass}>
      <h2 id="in-person" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('inPerson.title')}
      </h2>
      <p className={hintClass}>{t('inPerson.hint')}</p>
      <div className="mt-4 flex flex-col gap-6">
        <div className="flex flex-col gap-4">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              role="switch"
              className={switchClass}
              {...register('inPerson.atFamilyHome')}
            />
            <span className={labelClass}>{t('inPerson.atFamilyHome')}</span>
          </label>
          {atFamilyHome && <FamilyHomeAreas />}
        </div>
        <div className="flex flex-col gap-4">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              role="switch"
              className={switchClass}
              {...register('inPerson.atOwnPlace')}
            />
            <span className={labelClass}>{t('inPerson.atOwnPlace')}</span>
          </label>
          {atOwnPlace && <OwnPlaceFields />}
        </div>
        {(atFamilyHome || atOwnPlace) && (
          <div className="max-w-xs">
            <label htmlFor="travel-buffer" className={labelClass}>
              {t('inPerson.travelBuffer')}
            </label>
            <select
              id="travel-buffer"
              className={`${compactControlClass} mt-1 w-full`}
              aria-describedby="travel-buffer-hint"
              {...register('inPerson.travelBufferMinutes', { valueAsNumber: true })}
            >
              {buffers.map((value) => (
                <option key={value} value={value}>
                  {value === 0 ? t('inPerson.noBuffer') : minutes(value)}
                </option>
              ))}
            </select>
            <p id="travel-buffer-hint" className={hintClass}>
              {t('inPerson.travelBufferHint')}
            </p>
          </div>
        )}
      </div>
    </section>
  );
}
