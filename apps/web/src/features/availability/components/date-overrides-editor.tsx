import type { AvailabilityInput } from '@nibras/contracts/availability';
import { CalendarX, Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorClass, labelClass } from '@/components/form/field-styles';
import { compactControlClass } from '@/components/form/field-styles';
import { iconButtonClass, panelClass, textButtonClass } from './form-styles';
import { TimeRangeFields } from './time-range-fields';
import { textOfKey } from '@/lib/text-of-key';

/** Tomorrow's date on this device's calendar, as YYYY-MM-DD. */
function localTomorrow() {
  const tomorrow = new Date();
  tomorrow.setDate(tomorrow.getDate() + 1);
  return new Intl.DateTimeFormat('en-CA').format(tomorrow);
}

function OverrideRanges({ index, dateLabel }: { index: number; dateLabel: string }) {
  const { t } = useTranslation('availability');
  const { control, formState } = useFormContext<AvailabilityInput>();
  const { fields, append, remove } = useFieldArray({
    control,
    name: `dateOverrides.${index}.ranges`,
  });
  const errors = formState.errors.dateOverrides?.[index]?.ranges;
  return (
    <div className="flex flex-col gap-2">
      {fields.length === 0 && (
        <p className="flex items-center gap-2 text-sm font-medium text-slate-700 dark:text-slate-200">
          <CalendarX aria-hidden="true" className="size-4" />
          {t('overrides.dayOff')}
        </p>
      )}
      {fields.map((field, position) => (
        <TimeRangeFields
          key={field.id}
          path={`dateOverrides.${index}.ranges.${position}`}
          error={errors?.[position]}
          label={t('range.name', { day: dateLabel, number: position + 1 })}
          onRemove={() => remove(position)}
        />
      ))}
      <div>
        <button
          type="button"
          className={textButtonClass}
          onClick={() => append({ start: '09:00', end: '11:00' })}
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('overrides.addHours')}
        </button>
      </div>
    </div>
  );
}

/** Dates that differ from the week: a day off (no hours) or hours that replace the day's. */
export function DateOverridesEditor() {
  const { t } = useTranslation('availability');
  const { control, register, formState } = useFormContext<AvailabilityInput>();
  const { fields, append, remove } = useFieldArray({ control, name: 'dateOverrides' });
  const dates = useWatch({ control, name: 'dateOverrides' });
  const errors = formState.errors.dateOverrides;

  return (
    <section aria-labelledby="date-overrides" className={panelClass}>
      <h2 id="date-overrides" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('overrides.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('overrides.hint')}</p>
      {fields.length === 0 && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-300">{t('overrides.empty')}</p>
      )}
      <ul className="mt-2 divide-y divide-slate-200 dark:divide-slate-800">
        {fields.map((field, index) => {
          const dateLabel = dates?.[index]?.date || t('overrides.dateLabel');
          const dateError = errors?.[index]?.date?.message;
          return (
            <li key={field.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start">
              <div className="w-44 shrink-0">
                <label htmlFor={`override-date-${index}`} className={labelClass}>
                  {t('overrides.dateLabel')}
                </label>
                <div className="mt-1 flex items-center gap-1">
                  <input
                    id={`override-date-${index}`}
                    type="date"
                    className={compactControlClass}
                    aria-invalid={Boolean(dateError)}
                    aria-describedby={dateError ? `override-date-${index}-error` : undefined}
                    {...register(`dateOverrides.${index}.date`)}
                  />
                  <button
                    type="button"
                    className={iconButtonClass}
                    onClick={() => remove(index)}
                    aria-label={t('overrides.remove', { date: dateLabel })}
                  >
                    <Trash2 aria-hidden="true" className="size-4" />
                  </button>
                </div>
                {dateError && (
                  <p id={`override-date-${index}-error`} className={errorClass}>
                    {textOfKey(t, dateError, { ns: 'shared' })}
                  </p>
                )}
              </div>
              <OverrideRanges index={index} dateLabel={dateLabel} />
            </li>
          );
        })}
      </ul>
      <button
        type="button"
        className={`${textButtonClass} mt-2`}
        onClick={() => append({ date: localTomorrow(), ranges: [] })}
      >
        <Plus aria-hidden="true" className="size-4" />
        {t('overrides.add')}
      </button>
    </section>
  );
}
