import { Eye, EyeOff } from 'lucide-react';
import { useId, useState, type ComponentProps } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { controlClass, labelClass } from './field-styles';
import { describedBy, FieldMessages, useFieldErrorText } from './field-message';
import { isLeftToRightInput, numberInputProps } from './number-input';

type TextFieldProps = Omit<ComponentProps<'input'>, 'id'> & {
  label: string;
  hint?: string;
  error?: FieldError;
};

/**
 * A labelled input with its hint and error; a password one can be shown in clear. A "number" one
 * is a text input with a number keyboard (numberInputProps), so any digits can be typed; every
 * input whose content reads left to right gets `dir="ltr"` from its type (isLeftToRightInput).
 */
export function TextField({ label, hint, error, type = 'text', ...input }: TextFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const errorText = useFieldErrorText()(error);
  const [revealed, setRevealed] = useState(false);
  const password = type === 'password';
  const number =
    type === 'number'
      ? numberInputProps(input.inputMode === 'numeric' ? 'integer' : 'decimal')
      : undefined;
  const dir = isLeftToRightInput(type, input.inputMode) ? 'ltr' : undefined;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          type={password && revealed ? 'text' : type}
          dir={dir}
          {...number}
          aria-invalid={errorText ? true : undefined}
          aria-describedby={describedBy(id, hint, errorText)}
          className={`${controlClass} ${password ? 'pe-12' : ''}`}
          {...input}
        />
        {password && (
          <button
            type="button"
            onClick={() => setRevealed(!revealed)}
            aria-label={revealed ? t('form.hidePassword') : t('form.showPassword')}
            aria-pressed={revealed}
            className="absolute inset-y-0 end-1 my-auto flex size-10 items-center justify-center rounded-lg text-slate-600 hover:text-indigo-800 dark:text-slate-300 dark:hover:text-amber-300"
          >
            {revealed ? (
              <EyeOff className="size-5" aria-hidden />
            ) : (
              <Eye className="size-5" aria-hidden />
            )}
          </button>
        )}
      </div>
      <FieldMessages id={id} hint={hint} error={errorText} />
    </div>
  );
}
