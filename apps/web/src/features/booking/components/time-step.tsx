import { trialMinutes } from '@nibras/contracts/booking';
import type { LessonMode } from '@nibras/contracts/in-person';
import type { TutorProfile } from '@nibras/contracts/tutors';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '@/lib/money';
import { hourlyPriceOf } from '@/features/booking/lesson-places';
import { SlotPicker } from './slot-picker';

const typeClass =
  'flex cursor-pointer flex-col rounded-xl border px-4 py-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 dark:has-[:focus-visible]:outline-amber-300';
const typeIdle =
  'border-slate-300 hover:border-indigo-600 dark:border-slate-700 dark:hover:border-amber-300';
const typeChosen =
  'border-indigo-700 bg-indigo-50 ring-1 ring-indigo-700 dark:border-amber-300 dark:bg-slate-800 dark:ring-amber-300';

/**
 * Step three: a free trial or a paid booking, then a free time of the tutor. Changing the type
 * changes the length, so a time picked for the other type is given up. A family that has had
 * its trial with this tutor sees the trial offered no more, and why, before picking a time.
 */
export function TimeStep({
  tutor,
  subjectId,
  mode = 'online',
  trial,
  trialAvailable = true,
  week,
  start,
  onTypeChange,
  onWeekChange,
  onChoose,
}: {
  tutor: TutorProfile;
  subjectId: number;
  /** In person: the in-person price, and free times that leave the tutor's travel time. */
  mode?: LessonMode;
  trial: boolean;
  trialAvailable?: boolean;
  week: number;
  start: string | null;
  onTypeChange: (trial: boolean) => void;
  onWeekChange: (week: number) => void;
  onChoose: (start: string) => void;
}) {
  const { t } = useTranslation('booking');
  const money = useFormatMoney();
  const subject = tutor.subjects.find((candidate) => candidate.id === subjectId);
  const types = [
    {
      trial: true,
      label: t('time.trial'),
      hint: trialAvailable ? t('time.trialHint') : t('time.trialUsedHint'),
      disabled: !trialAvailable,
    },
    {
      trial: false,
      label: t('time.paid'),
      hint: subject
        ? t('time.paidHint', {
            price: money(hourlyPriceOf(subject, mode), subject.currency),
          })
        : '',
      disabled: false,
    },
  ];
  return (
    <div className="mt-4 flex flex-col gap-6">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800 dark:text-slate-100">
          {t('time.typeLegend')}
        </legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {types.map((type) => (
            <label
              key={String(type.trial)}
              className={`${typeClass} ${type.trial === trial ? typeChosen : typeIdle} ${type.disabled ? 'cursor-not-allowed opacity-70' : ''}`}
            >
              <span className="flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
                <input
                  type="radio"
                  name="booking-type"
                  aria-labelledby={`booking-type-${type.trial}`}
                  aria-describedby={`booking-type-${type.trial}-hint`}
                  className="size-4 accent-indigo-700 dark:accent-amber-300"
                  checked={type.trial === trial}
                  disabled={type.disabled}
                  onChange={() => onTypeChange(type.trial)}
                />
                <span id={`booking-type-${type.trial}`}>{type.label}</span>
              </span>
              <span
                id={`booking-type-${type.trial}-hint`}
                className="ms-6 text-sm text-slate-600 dark:text-slate-300"
              >
                {type.hint}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <SlotPicker
        tutorId={tutor.id}
        duration={trial ? trialMinutes : null}
        mode={mode}
        week={week}
        onWeekChange={onWeekChange}
        chosen={start}
        onChoose={onChoose}
      />
    </div>
  );
}
