import { useId, type ComponentProps } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  describedBy,
  FieldMessages,
  useFieldErrorText,
} from '../../../components/form/field-message';
import { controlBaseClass, labelClass } from '../../../components/form/field-styles';
import { numberInputProps } from '../../../components/form/number-input';

type PriceInputProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Visually hidden label, for a price typed straight into a table cell. */
  hideLabel?: boolean;
  currency: string;
  error?: FieldError;
  className?: string;
};

/** A price typed as text (a decimal keyboard on phones), with its currency at the start. */
export function PriceInput({
  label,
  hideLabel,
  currency,
  error,
  className,
  ...input
}: PriceInputProps) {
  const id = useId();
  const errorText = useFieldErrorText()(error);
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : labelClass}>
        {label}
      </label>
      <div className={`relative ${hideLabel ? '' : 'mt-1.5'}`}>
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-y-0 start-0 flex items-center ps-3 text-sm font-medium text-slate-600 dark:text-slate-300"
        >
          {currency}
        </span>
        <input
          id={id}
          {...numberInputProps('decimal')}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={describedBy(id, undefined, errorText)}
          className={`${controlBaseClass} ps-14 tabular-nums`}
          {...input}
        />
      </div>
      <FieldMessages id={id} error={errorText} />
    </div>
  );
}

/** A load failure under a control, with a way to ask again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('tutor-subjects');
  return (
    <span role="alert" className="font-medium text-red-700 dark:text-red-300">
      {message}{' '}
      <button
        type="button"
        onClick={onRetry}
        className="font-semibold text-indigo-800 underline underline-offset-4 dark:text-amber-300"
      >
        {t('actions.retry')}
      </button>
    </span>
  );
}
