import {
  minutesOfTime,
  timeOfMinutes,
  type AvailabilityInput,
} from '@nibras/contracts/availability';
import { orderedWeekdays, type CalendarWeek } from '@nibras/contracts/region-week';
import { Plus } from 'lucide-react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTimeLabels } from '@/features/availability/hooks/use-time-labels';
import { panelClass, textButtonClass } from './form-styles';
import { TimeRangeFields } from './time-range-fields';

/** A new range starts where the day's last one ends (or at 09:00) and lasts two hours. */
function nextRange(ranges: { end: string }[]) {
  const lastEnd = ranges.length
    ? Math.max(...ranges.map((range) => minutesOfTime(range.end)))
    : 540;
  const start = Math.min(lastEnd, 22 * 60);
  return { start: timeOfMinutes(start), end: timeOfMinutes(Math.min(start + 120, 24 * 60)) };
}

/** The usual week's hours, or Ramadan's (issue 34): the same editor over another list. */
type TimetableName = 'weeklyHours' | 'ramadan.weeklyHours';

/**
 * Seven days, each with any number of ranges, in the order of the tutor's week (their
 * account's region), its weekend days marked.
 */
export function WeeklyTimetable({ week, name }: { week: CalendarWeek; name: TimetableName }) {
  const { t } = useTranslation('availability');
  const { weekdayName } = useTimeLabels();
  const { control, formState, getValues } = useFormContext<AvailabilityInput>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const ramadan = name === 'ramadan.weeklyHours';
  const errors = ramadan ? formState.errors.ramadan?.weeklyHours : formState.errors.weeklyHours;
  const rangesOf = (): { weekday: number; start: string; end: string }[] =>
    (ramadan ? getValues('ramadan.weeklyHours') : getValues('weeklyHours')) ?? [];

  return (
    <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
      {orderedWeekdays(week.firstDay).map((weekday) => {
        const day = weekdayName(weekday);
        const ranges = fields
          .map((field, index) => ({ field, index }))
          .filter(({ field }) => field.weekday === weekday);
        return (
          <li
            key={weekday}
            className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start"
            data-testid={`${ramadan ? 'ramadan-' : ''}weekday-${weekday}`}
          >
            <div className="w-32 shrink-0 pt-2">
              <h3 className="font-medium text-slate-900 dark:text-white">{day}</h3>
              {week.weekend.includes(weekday) && (
                <p className="text-xs text-slate-600 dark:text-slate-300">{t('weekly.weekend')}</p>
              )}
            </div>
            <div className="flex flex-1 flex-col gap-2">
              {ranges.length === 0 && (
                <p className="pt-2 text-sm text-slate-600 dark:text-slate-300">
                  {t('weekly.unavailable')}
                </p>
              )}
              {ranges.map(({ field, index }, position) => (
                <TimeRangeFields
                  key={field.id}
                  path={`${name}.${index}`}
                  error={errors?.[index]}
                  label={t(ramadan ? 'ramadan.rangeName' : 'range.name', {
                    day,
                    number: position + 1,
                  })}
                  onRemove={() => remove(index)}
                />
              ))}
              <div>
                <button
                  type="button"
                  className={textButtonClass}
                  onClick={() => {
                    const current = rangesOf().filter((r) => r.weekday === weekday);
                    append({ weekday, ...nextRange(current) });
                  }}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {t(ramadan ? 'ramadan.add' : 'weekly.add', { day })}
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The usual weekly hours, with the week they follow and where to change it. */
export function WeeklyHoursEditor({ week }: { week: CalendarWeek }) {
  const { t, i18n } = useTranslation('availability');
  return (
    <section aria-labelledby="weekly-hours" className={panelClass}>
      <h2 id="weekly-hours" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('weekly.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('weekly.hint')}</p>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {week.region
          ? t('weekly.weekOf', {
              region: new Intl.DisplayNames([i18n.resolvedLanguage ?? 'en'], {
                type: 'region',
              }).of(week.region),
            })
          : t('weekly.weekOfWorld')}
      </p>
      <WeeklyTimetable week={week} name="weeklyHours" />
    </section>
  );
}
