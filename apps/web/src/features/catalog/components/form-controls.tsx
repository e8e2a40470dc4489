import { useId, type ComponentProps, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

export const controlClass =
  'block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm outline-none transition-colors focus:border-indigo-600 focus:ring-2 focus:ring-indigo-600/30 disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-600 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:focus:border-amber-300 dark:focus:ring-amber-300/30 dark:disabled:bg-slate-800 dark:disabled:text-slate-400 dark:aria-[invalid=true]:border-red-400';
export const labelClass = 'block text-sm font-medium text-slate-800 dark:text-slate-100';
const errorClass = 'mt-1 text-sm font-medium text-red-700 dark:text-red-300';
const hintClass = 'mt-1 text-sm text-slate-600 dark:text-slate-300';

/**
 * A schema's message is a key of the shared texts; a message from the server's answer
 * (type "server") is already in the user's language.
 */
export function useErrorText() {
  const { t } = useTranslation();
  return (error: FieldError | undefined) => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : t(`shared:${error.message}`);
  };
}

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
  const errorText = useErrorText()(error);
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
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={errorText ? true : undefined}
          aria-describedby={errorText ? `${id}-error` : undefined}
          className={`${controlClass} ps-14 tabular-nums`}
          {...input}
        />
      </div>
      {errorText && (
        <p id={`${id}-error`} className={errorClass}>
          {errorText}
        </p>
      )}
    </div>
  );
}

type SelectProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: string;
  placeholder: string;
  options: { value: number; label: string }[];
  error?: FieldError;
  /** Under the select: why it is disabled, that it is loading, or a load failure. */
  status?: ReactNode;
  className?: string;
};

export function SelectField({
  label,
  placeholder,
  options,
  error,
  status,
  className,
  ...select
}: SelectProps) {
  const id = useId();
  const errorText = useErrorText()(error);
  const described = [status && `${id}-status`, errorText && `${id}-error`].filter(Boolean);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={described.length > 0 ? described.join(' ') : undefined}
        className={`${controlClass} mt-1.5`}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {status && (
        <div id={`${id}-status`} className={hintClass}>
          {status}
        </div>
      )}
      {errorText && (
        <p id={`${id}-error`} className={errorClass}>
          {errorText}
        </p>
      )}
    </div>
  );
}

/** A load failure under a control, with a way to ask again. */
export function LoadFailure({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('catalog');
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
