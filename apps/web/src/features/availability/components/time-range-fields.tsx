import type { AvailabilityInput } from '@nibras/contracts/availability';
import { Trash2 } from 'lucide-react';
import { useFormContext, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTimeLabels } from '@/features/availability/hooks/use-time-labels';
import { errorClass } from '@/components/form/field-styles';
import { compactControlClass } from '@/components/form/field-styles';
import { iconButtonClass } from './form-styles';
import { textOfKey } from '@/lib/text-of-key';

type RangePath =
  | `weeklyHours.${number}`
  | `ramadan.weeklyHours.${number}`
  | `dateOverrides.${number}.ranges.${number}`;

/** Start and end of one range, as selects on a half-hour grid, with a remove button. */
export function TimeRangeFields({
  path,
  error,
  label,
  onRemove,
}: {
  path: RangePath;
  error: { start?: FieldError; end?: FieldError; weekday?: FieldError } | undefined;
  /** Names the range for screen readers, e.g. "Saturday, hours 2". */
  label: string;
  onRemove: () => void;
}) {
  const { t } = useTranslation('availability');
  const { register } = useFormContext<AvailabilityInput>();
  const { times } = useTimeLabels();
  const message = error?.start?.message ?? error?.end?.message;
  const id = path.replaceAll('.', '-');
  return (
    <div role="group" aria-label={label}>
      <div className="flex flex-wrap items-center gap-2">
        <select
          aria-label={t('range.start', { range: label })}
          aria-invalid={Boolean(error?.start)}
          aria-describedby={message ? `${id}-error` : undefined}
          className={compactControlClass}
          {...register(`${path}.start`)}
        >
          {times.slice(0, -1).map((time) => (
            <option key={time.value} value={time.value}>
              {time.label}
            </option>
          ))}
        </select>
        <span aria-hidden="true" className="text-slate-600 dark:text-slate-300">
          –
        </span>
        <select
          aria-label={t('range.end', { range: label })}
          aria-invalid={Boolean(error?.end)}
          aria-describedby={message ? `${id}-error` : undefined}
          className={compactControlClass}
          {...register(`${path}.end`)}
        >
          {times.slice(1).map((time) => (
            <option key={time.value} value={time.value}>
              {time.label}
            </option>
          ))}
        </select>
        <button
          type="button"
          className={iconButtonClass}
          onClick={onRemove}
          aria-label={t('range.remove', { range: label })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </button>
      </div>
      {message && (
        <p id={`${id}-error`} className={errorClass}>
          {textOfKey(t, message, { ns: 'shared' })}
        </p>
      )}
    </div>
  );
}
