import { zodResolver } from '@hookform/resolvers/zod';
import { resetPasswordSchema, type ResetPasswordInput } from '@nibras/contracts/auth';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { accountErrorMessage } from '@/features/auth/api/account-error-message';
import { useResetPassword } from '@/features/auth/api/reset-password';
import { AuthCard } from './auth-card';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { textOfKey } from '@/lib/text-of-key';

/** /reset-password?token: without a token there is nothing to reset (docs/shared/SPEC.md section 2). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  return token ? <ResetPasswordForm token={token} /> : <MissingTokenRedirect />;
}

function MissingTokenRedirect() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    toast.error(t('validation.reset.tokenMissing', { ns: 'shared' }), {
      id: 'reset-token-missing',
    });
    void navigate('/request-reset-password', { replace: true });
  }, [navigate, t]);
  return null;
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  usePageTitle(t('reset.title'));
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    mode: 'onTouched',
    defaultValues: { token, newPassword: '', confirmNewPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((input) =>
    reset.mutate(input, {
      onSuccess: (envelope) => {
        toast.success(envelope.message ?? t('reset.done'));
        void navigate('/login', { replace: true });
      },
      onError: (error) => toast.error(accountErrorMessage(error, 'auth:reset.failedDefault')),
    }),
  );
  const linkSpent =
    reset.error instanceof ApiRequestError && reset.error.error?.code === 'reset_token_invalid';

  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        {(reset.isError || errors.token) && (
          <FormAlert tone="error" title={t('reset.failed')}>
            <p>
              {errors.token?.message
                ? textOfKey(t, errors.token.message, { ns: 'shared' })
                : accountErrorMessage(reset.error, 'auth:reset.failedDefault')}
            </p>
            {(linkSpent || errors.token) && (
              <Link
                to="/request-reset-password"
                className="mt-2 inline-block font-semibold underline underline-offset-4"
              >
                {t('reset.requestNewLink')}
              </Link>
            )}
          </FormAlert>
        )}
        <TextField
          label={t('reset.newPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.newPassword}
          {...form.register('newPassword')}
        />
        <TextField
          label={t('reset.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={errors.confirmNewPassword}
          {...form.register('confirmNewPassword')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? t('reset.saving') : t('reset.submit')}
        </Button>
      </form>
    </AuthCard>
  );
}
