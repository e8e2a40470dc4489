import { useTranslation } from 'react-i18next';
import { FormAlert } from '@/components/form/form-alert';
import { ApiRequestError } from '@/lib/api-client';

/** A failed step's message, in the page's language; its code rides along for tests and styling. */
export function SignInError({ error }: { error: unknown }) {
  const { t } = useTranslation('operator');
  if (!error) return null;
  const code = error instanceof ApiRequestError ? (error.error?.code ?? null) : null;
  const message =
    error instanceof ApiRequestError && error.status !== 0 && error.error?.message
      ? error.error.message
      : t('signIn.failed');
  return (
    <div data-error-code={code ?? undefined}>
      <FormAlert tone="error">{message}</FormAlert>
    </div>
  );
}
