import { Check } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { labelClass } from './field-styles';
import { describedBy, FieldMessages, useFieldErrorText } from './field-message';

type ChoiceChipsProps<T extends string | number> = {
  legend: string;
  options: { value: T; label: string }[];
  selected: T[];
  onChange: (selected: T[]) => void;
  onBlur?: () => void;
  error?: FieldError;
  hint?: string;
  /** Replaces the options while they load, fail or are missing. */
  status?: ReactNode;
};

/** A multi-select as a group of checkboxes drawn as chips: every option visible, one click each. */
export function ChoiceChips<T extends string | number>({
  legend,
  options,
  selected,
  onChange,
  onBlur,
  error,
  hint,
  status,
}: ChoiceChipsProps<T>) {
  const id = useId();
  const errorText = useFieldErrorText()(error);
  const toggle = (value: T) =>
    onChange(
      selected.includes(value) ? selected.filter((item) => item !== value) : [...selected, value],
    );
  return (
    <fieldset
      aria-describedby={describedBy(id, hint, errorText)}
      aria-invalid={errorText ? true : undefined}
    >
      <legend className={labelClass}>{legend}</legend>
      {status ?? (
        <ul className="mt-2 flex flex-wrap gap-2">
          {options.map((option) => {
            const checked = selected.includes(option.value);
            return (
              <li key={option.value}>
                <label
                  className={`inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-3.5 py-2 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-indigo-600 dark:has-[:focus-visible]:outline-amber-300 ${
                    checked
                      ? 'border-indigo-700 bg-indigo-700 text-white dark:border-amber-300 dark:bg-amber-300 dark:text-slate-950'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-indigo-600 dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:hover:border-amber-300'
                  }`}
                >
                  <input
                    type="checkbox"
                    className="sr-only"
                    checked={checked}
                    onChange={() => toggle(option.value)}
                    onBlur={onBlur}
                  />
                  {checked && <Check className="size-4" aria-hidden />}
                  {option.label}
                </label>
              </li>
            );
          })}
        </ul>
      )}
      <FieldMessages id={id} hint={hint} error={errorText} />
    </fieldset>
  );
}
