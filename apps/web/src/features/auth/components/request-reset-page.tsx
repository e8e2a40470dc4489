import { zodResolver } from '@hookform/resolvers/zod';
import { requestPasswordResetSchema, type RequestPasswordResetInput } from '@nibras/contracts/auth';
import { ArrowLeft } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/page-title';
import { accountErrorMessage } from '@/features/auth/api/account-error-message';
import { useRequestPasswordReset } from '@/features/auth/api/request-password-reset';
import { AuthCard } from './auth-card';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';

/** /request-reset-password: the answer never says whether the email is registered. */
export function RequestResetPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('requestReset.title'));
  const request = useRequestPasswordReset();
  const form = useForm<RequestPasswordResetInput>({
    resolver: zodResolver(requestPasswordResetSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });

  const onSubmit = form.handleSubmit((input) =>
    request.mutate(input, {
      onSuccess: (envelope) => {
        toast.success(envelope.message ?? t('requestReset.sent'));
        form.reset();
      },
      onError: (error) =>
        toast.error(accountErrorMessage(error, 'auth:requestReset.failedDefault')),
    }),
  );

  return (
    <AuthCard title={t('requestReset.title')} subtitle={t('requestReset.subtitle')}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {request.isSuccess && (
          <FormAlert tone="success">{request.data.message ?? t('requestReset.sent')}</FormAlert>
        )}
        {request.isError && (
          <FormAlert tone="error" title={t('requestReset.failed')}>
            {accountErrorMessage(request.error, 'auth:requestReset.failedDefault')}
          </FormAlert>
        )}
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="email"
          error={form.formState.errors.email}
          {...form.register('email')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
          {request.isPending ? t('requestReset.sending') : t('requestReset.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link
          to="/login"
          className="inline-flex items-center gap-1 font-semibold text-indigo-800 underline-offset-4 hover:underline dark:text-amber-300"
        >
          <ArrowLeft className="size-4 rtl:-scale-x-100" aria-hidden />
          {t('requestReset.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
