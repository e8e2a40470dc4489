import type { AvailabilityInput } from '@nibras/contracts/availability';
import { ramadanAround, type CalendarWeek } from '@nibras/contracts/region-calendar';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { compactControlClass, hintClass, labelClass } from '@/components/form/field-styles';
import { readableIsoDate } from '@/lib/hijri-date';
import { viewerTimeZone } from '@/lib/zoned-time';
import { panelClass } from './form-styles';
import { WeeklyTimetable } from './weekly-hours-editor';

/** Today's date ("2026-02-18") in the tutor's zone, where their Ramadan dates are counted. */
function todayIn(timeZone: string) {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
  } catch {
    return new Intl.DateTimeFormat('en-CA', { timeZone: viewerTimeZone() }).format(new Date());
  }
}

/**
 * A separate weekly timetable for Ramadan (issue 34), saved with the rest of the hours: it
 * replaces the usual hours on Ramadan's dates by Umm al-Qura, moved a day either way where
 * the month starts another day.
 */
export function RamadanSection({ week }: { week: CalendarWeek }) {
  const { t, i18n } = useTranslation('availability');
  const language = i18n.resolvedLanguage ?? 'en';
  const id = useId();
  const { control, getValues, register, setValue } = useFormContext<AvailabilityInput>();
  const ramadan = useWatch({ control, name: 'ramadan' });
  const timeZone = useWatch({ control, name: 'timeZone' });
  const shiftDays = Number(ramadan?.shiftDays ?? 0);
  const dates = ramadanAround(todayIn(timeZone), shiftDays);

  return (
    <section aria-labelledby={`${id}-title`} className={panelClass}>
      <h2 id={`${id}-title`} className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('ramadan.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
        {t('ramadan.dates', {
          start: readableIsoDate(dates.start, language),
          end: readableIsoDate(dates.end, language),
        })}
      </p>
      <label className="mt-4 flex items-start gap-3">
        <input
          type="checkbox"
          role="switch"
          className="mt-0.5 size-5 shrink-0 accent-indigo-700 dark:accent-amber-300"
          aria-describedby={`${id}-hint`}
          checked={ramadan != null}
          onChange={(event) =>
            setValue(
              'ramadan',
              // A first Ramadan timetable starts from the usual week, to change what differs.
              event.target.checked
                ? { shiftDays: 0, weeklyHours: getValues('weeklyHours').map((r) => ({ ...r })) }
                : null,
              { shouldDirty: true },
            )
          }
        />
        <span className={labelClass}>{t('ramadan.toggle')}</span>
      </label>
      <p id={`${id}-hint`} className={`${hintClass} ms-8`}>
        {t('ramadan.hint')}
      </p>
      {ramadan != null && (
        <>
          <div className="mt-4 max-w-md">
            <label htmlFor={`${id}-shift`} className={labelClass}>
              {t('ramadan.shift')}
            </label>
            <select
              id={`${id}-shift`}
              className={`${compactControlClass} mt-1 w-full`}
              aria-describedby={`${id}-shift-hint`}
              {...register('ramadan.shiftDays', { valueAsNumber: true })}
            >
              <option value={-1}>{t('ramadan.shiftBefore')}</option>
              <option value={0}>{t('ramadan.shiftSame')}</option>
              <option value={1}>{t('ramadan.shiftAfter')}</option>
            </select>
            <p id={`${id}-shift-hint`} className={hintClass}>
              {t('ramadan.shiftHint')}
            </p>
          </div>
          <WeeklyTimetable week={week} name="ramadan.weeklyHours" />
        </>
      )}
    </section>
  );
}
