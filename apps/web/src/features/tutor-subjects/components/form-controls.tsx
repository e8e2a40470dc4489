import { useId, type ComponentProps } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { describedBy, FieldMessages, useFieldErrorText } from '@/components/form/field-message';
import { controlBaseClass, labelClass } from '@/components/form/field-styles';
import { numberInputProps } from '@/components/form/number-input';
import { useCurrencySign } from '@/lib/money';

type PriceInputProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  /** Visually hidden label, for a price typed straight into a table cell. */
  hideLabel?: boolean;
  currency: string;
  error?: FieldError;
  className?: string;
};

/**
 * A price typed in any digits (numberInputProps), with its currency's sign on the side where
 * prices show it ("$25" in English, "25 US$" in Arabic). The control reads left to right in
 * both languages, like the amount in it.
 */
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
  const { sign, before } = useCurrencySign(currency);
  return (
    <div className={className}>
      <label htmlFor={id} className={hideLabel ? 'sr-only' : labelClass}>
        {label}
      </label>
      <div dir="ltr" className={`relative ${hideLabel ? '' : 'mt-1.5'}`}>
        <span
          aria-hidden="true"
          className={`pointer-events-none absolute inset-y-0 flex items-center text-sm font-medium text-slate-600 dark:text-slate-300 ${before ? 'start-0 ps-3' : 'end-0 pe-3'}`}
        >
          {sign}
        </span>
        <input
          id={id}
          {...numberInputProps('decimal')}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={describedBy(id, undefined, errorText)}
          className={`${controlBaseClass} ${before ? 'ps-14' : 'pe-14'} tabular-nums`}
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
