import { maxSeriesWeeks } from '@nibras/contracts/booking-series';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { compactControlClass, labelClass } from '@/components/form/field-styles';
import { useBookingFormat } from '@/features/booking/hooks/use-booking-format';
import { mutedClass } from './styles';

/** "Every week": off, or on for a number of weeks, or until the family stops it (null). */
export type Weekly = { on: boolean; weeks: number | null };

const weekChoices = Array.from({ length: maxSeriesWeeks - 1 }, (_, index) => index + 2);

/** The booking flow's "every week for N weeks" (issue 34), for a paid online lesson. */
export function WeeklyChoice({
  value,
  onChange,
  start,
}: {
  value: Weekly;
  onChange: (value: Weekly) => void;
  start: string;
}) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const weeksId = useId();
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-slate-200 px-4 py-3 dark:border-slate-800">
      <legend className="sr-only">{t('weekly.legend')}</legend>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-1 size-4 accent-indigo-600 dark:accent-amber-300"
          checked={value.on}
          onChange={(event) => onChange({ ...value, on: event.target.checked })}
        />
        <span className={labelClass}>
          {t('weekly.every', { time: format.when(start) })}
          <span className={`${mutedClass} block font-normal`}>{t('weekly.hint')}</span>
        </span>
      </label>
      {value.on && (
        <div className="flex flex-wrap items-center gap-2">
          <label htmlFor={weeksId} className={labelClass}>
            {t('weekly.for')}
          </label>
          <select
            id={weeksId}
            className={compactControlClass}
            value={value.weeks === null ? 'open' : String(value.weeks)}
            onChange={(event) =>
              onChange({
                ...value,
                weeks: event.target.value === 'open' ? null : Number(event.target.value),
              })
            }
          >
            {weekChoices.map((weeks) => (
              <option key={weeks} value={weeks}>
                {t('weekly.weeks', { count: weeks })}
              </option>
            ))}
            <option value="open">{t('weekly.untilStopped')}</option>
          </select>
        </div>
      )}
    </fieldset>
  );
}

/**
 * The weeks that are not free, each with the nearest free time that week, shown before anything
 * is made; confirming books the series with those times.
 */
export function SeriesConflicts({
  conflicts,
  tutorZone,
}: {
  conflicts: Record<string, string>;
  tutorZone: string | null;
}) {
  const { t } = useTranslation('booking');
  const format = useBookingFormat();
  const weeks = Object.entries(conflicts).sort(([a], [b]) => a.localeCompare(b));
  const showTutorClock = tutorZone !== null && tutorZone !== format.viewerZone;
  return (
    <div
      role="alert"
      className="rounded-xl border border-amber-300 px-4 py-3 dark:border-amber-300/60"
    >
      <p className="font-medium text-slate-900 dark:text-white">
        {t('weekly.conflicts', { count: weeks.length })}
      </p>
      <ul className="mt-2 flex flex-col gap-2">
        {weeks.map(([wanted, alternative]) => (
          <li key={wanted} className={mutedClass}>
            <span className="block">{t('weekly.taken', { time: format.when(wanted) })}</span>
            {alternative ? (
              <span className="block text-slate-900 dark:text-white">
                {t('weekly.instead', { time: format.when(alternative) })}
                {showTutorClock &&
                  ` · ${t('session.tutorTime', { time: format.clock(alternative, tutorZone), zone: tutorZone })}`}
              </span>
            ) : (
              <span className="block">{t('weekly.noneFree')}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
