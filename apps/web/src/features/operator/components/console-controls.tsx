import { useId, type ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, labelClass } from '@/components/form/field-styles';
import { intlLocale } from '@/lib/intl-locale';

/** A list's filter: a labelled select whose empty choice means "all". */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  allLabel,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
  allLabel: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={controlClass}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled field an operator writes in (a reason, a reply, a reference), in any direction. */
export function WrittenField({
  label,
  multiline = false,
  ...props
}: { label: string; multiline?: boolean } & Omit<
  ComponentProps<'textarea'> & ComponentProps<'input'>,
  'id'
>) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {multiline ? (
        <textarea id={id} dir="auto" rows={4} className={controlClass} {...props} />
      ) : (
        <input id={id} dir="auto" className={controlClass} {...props} />
      )}
    </div>
  );
}

/** An instant as the console writes it: day and time, Latin digits in Arabic as the app does. */
export function useConsoleTime() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return (iso: string) => format.format(new Date(iso));
}
