import { useId, type ComponentProps } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCountFormat } from '@/lib/count-format';
import { controlClass, hintClass, labelClass } from './field-styles';
import { describedBy, FieldMessages, useFieldErrorText } from './field-message';

type TextareaFieldProps = Omit<ComponentProps<'textarea'>, 'id'> & {
  label: string;
  error?: FieldError;
  /** The schema's limit, shown as a running count so nobody is surprised at the end. */
  maxLength: number;
  length: number;
};

export function TextareaField({
  label,
  error,
  maxLength,
  length,
  ...textarea
}: TextareaFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const errorText = useFieldErrorText()(error);
  const counted = useCountFormat();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <textarea
        id={id}
        rows={4}
        aria-invalid={errorText ? true : undefined}
        aria-describedby={describedBy(id, 'count', errorText)}
        className={controlClass}
        {...textarea}
      />
      <p
        id={`${id}-hint`}
        className={`${hintClass} text-end ${length > maxLength ? 'font-semibold text-red-700 dark:text-red-300' : ''}`}
      >
        {t('form.characterCount', { used: counted(length).n, ...counted(maxLength) })}
      </p>
      <FieldMessages id={id} error={errorText} />
    </div>
  );
}
