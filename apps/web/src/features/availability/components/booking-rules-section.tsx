import { slotMinuteChoices, type AvailabilityInput } from '@nibras/contracts/availability';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorClass, hintClass, labelClass } from '@/components/form/field-styles';
import { compactControlClass } from '@/components/form/field-styles';
import { panelClass } from './form-styles';
import { TimeZoneSelect } from '@/components/form/time-zone-select';
import { numberInputProps, readTypedNumber } from '@/components/form/number-input';
import { textOfKey } from '@/lib/text-of-key';

/** Minutes of notice a tutor can ask for; a saved value off this list is kept as it is. */
const noticeChoices = [0, 60, 120, 240, 720, 1440, 2880, 10080];

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} className={errorClass}>
      {textOfKey(t, message, { ns: 'shared' })}
    </p>
  );
}

/**
 * Time zone, minimum notice, how far ahead, the length of a booking, and whether bookings are
 * confirmed at once.
 */
export function BookingRulesSection() {
  const { t, i18n } = useTranslation('availability');
  // Intl knows each language's plural forms ("ساعتان", "12 ساعة"), so no plural keys are needed.
  const formatDuration = (minutes: number) => {
    const [value, unit] =
      minutes % 1440 === 0
        ? [minutes / 1440, 'day']
        : minutes % 60 === 0
          ? [minutes / 60, 'hour']
          : [minutes, 'minute'];
    return new Intl.NumberFormat(i18n.resolvedLanguage, {
      style: 'unit',
      unit,
      unitDisplay: 'long',
    }).format(value);
  };
  const { register, control, formState } = useFormContext<AvailabilityInput>();
  const timeZone = useWatch({ control, name: 'timeZone' });
  const notice = useWatch({ control, name: 'minimumNoticeMinutes' });
  const { errors } = formState;
  const notices = noticeChoices.includes(notice) ? noticeChoices : [...noticeChoices, notice];

  return (
    <section aria-labelledby="booking-rules" className={panelClass}>
      <h2 id="booking-rules" className="text-lg font-semibold text-slate-900 dark:text-white">
        {t('rules.title')}
      </h2>
      <div className="mt-4 grid gap-5 md:grid-cols-2">
        <div className="md:col-span-2">
          <label htmlFor="time-zone" className={labelClass}>
            {t('rules.timeZone')}
          </label>
          <TimeZoneSelect
            id="time-zone"
            current={timeZone}
            invalid={Boolean(errors.timeZone)}
            describedBy="time-zone-hint time-zone-error"
            {...register('timeZone')}
          />
          <p id="time-zone-hint" className={hintClass}>
            {t('rules.timeZoneHint')}
          </p>
          <FieldError id="time-zone-error" message={errors.timeZone?.message} />
        </div>
        <div>
          <label htmlFor="minimum-notice" className={labelClass}>
            {t('rules.notice')}
          </label>
          <select
            id="minimum-notice"
            className={`${compactControlClass} mt-1 w-full`}
            aria-invalid={Boolean(errors.minimumNoticeMinutes)}
            aria-describedby="minimum-notice-error"
            {...register('minimumNoticeMinutes', { valueAsNumber: true })}
          >
            {notices.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes === 0 ? t('rules.noNotice') : formatDuration(minutes)}
              </option>
            ))}
          </select>
          <FieldError id="minimum-notice-error" message={errors.minimumNoticeMinutes?.message} />
        </div>
        <div>
          <label htmlFor="booking-horizon" className={labelClass}>
            {t('rules.horizon')}
          </label>
          <input
            id="booking-horizon"
            {...numberInputProps('integer')}
            className={`${compactControlClass} mt-1 w-full`}
            aria-invalid={Boolean(errors.bookingHorizonDays)}
            aria-describedby="booking-horizon-hint booking-horizon-error"
            {...register('bookingHorizonDays', { setValueAs: readTypedNumber })}
          />
          <p id="booking-horizon-hint" className={hintClass}>
            {t('rules.horizonHint')}
          </p>
          <FieldError id="booking-horizon-error" message={errors.bookingHorizonDays?.message} />
        </div>
        <div>
          <label htmlFor="lesson-minutes" className={labelClass}>
            {t('rules.sessionMinutes')}
          </label>
          <select
            id="lesson-minutes"
            className={`${compactControlClass} mt-1 w-full`}
            aria-invalid={Boolean(errors.sessionMinutes)}
            aria-describedby="lesson-minutes-hint lesson-minutes-error"
            {...register('sessionMinutes', { valueAsNumber: true })}
          >
            {slotMinuteChoices.map((minutes) => (
              <option key={minutes} value={minutes}>
                {formatDuration(minutes)}
              </option>
            ))}
          </select>
          <p id="lesson-minutes-hint" className={hintClass}>
            {t('rules.sessionMinutesHint')}
          </p>
          <FieldError id="lesson-minutes-error" message={errors.sessionMinutes?.message} />
        </div>
        <div className="md:col-span-2">
          <label className="flex items-start gap-3">
            <input
              type="checkbox"
              role="switch"
              className="mt-0.5 size-5 shrink-0 accent-indigo-700 dark:accent-amber-300"
              aria-describedby="auto-confirm-hint"
              {...register('autoConfirm')}
            />
            <span className={labelClass}>{t('rules.autoConfirm')}</span>
          </label>
          <p id="auto-confirm-hint" className={`${hintClass} ms-8`}>
            {t('rules.autoConfirmHint')}
          </p>
        </div>
      </div>
    </section>
  );
}
