import { useId, type ComponentProps, type ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';
import { controlClass, labelClass } from './field-styles';
import { describedBy, FieldMessages, useFieldErrorText } from './field-message';

type SelectFieldProps = Omit<ComponentProps<'select'>, 'id'> & {
  label: string;
  /** The first, empty option ("Select a grade"), or why nothing can be chosen yet. */
  placeholder: string;
  options: { value: string | number; label: string }[];
  /** Options under headings (<optgroup>), after `options`. */
  groups?: { label: string; options: { value: string | number; label: string }[] }[];
  hint?: string;
  error?: FieldError;
  /** Shown under the select instead of the hint: loading, or a load failure with a retry. */
  status?: ReactNode;
  className?: string;
};

export function SelectField({
  label,
  placeholder,
  options,
  groups = [],
  hint,
  error,
  status,
  className,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorText = useFieldErrorText()(error);
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={describedBy(id, status || hint ? 'hint' : undefined, errorText)}
        className={controlClass}
        {...select}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {groups.map((group) => (
          <optgroup key={group.label} label={group.label}>
            {group.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
      {status ? (
        <div id={`${id}-hint`} className="mt-1.5 text-sm">
          {status}
        </div>
      ) : (
        <FieldMessages id={id} hint={hint} />
      )}
      <FieldMessages id={id} error={errorText} />
    </div>
  );
}
