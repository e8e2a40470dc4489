import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { textOfKey } from '@/lib/text-of-key';
import { errorClass, hintClass } from './field-styles';

/**
 * A schema's message is a key of the shared texts; a message set from the server's answer
 * (type "server") is already in the user's language.
 */
export function useFieldErrorText() {
  const { t } = useTranslation();
  return (error: FieldError | undefined) => {
    if (!error?.message) return undefined;
    return error.type === 'server' ? error.message : textOfKey(t, error.message, { ns: 'shared' });
  };
}

/** The hint and the error under a control, with the ids its aria-describedby points at. */
export function FieldMessages({ id, hint, error }: { id: string; hint?: string; error?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className={hintClass}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={errorClass}>
          {error}
        </p>
      )}
    </>
  );
}

export function describedBy(id: string, hint?: string, error?: string) {
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
