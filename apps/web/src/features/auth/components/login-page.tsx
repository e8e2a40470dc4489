import { zodResolver } from '@hookform/resolvers/zod';
import { signInSchema, type SignIn, type SignInInput } from '@nibras/contracts/sign-in';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { ApiRequestError } from '@/lib/api-client';
import { usePageTitle } from '@/lib/page-title';
import { useHydrated } from '@/lib/use-hydrated';
import { useSession } from '@/lib/session';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { useLogin } from '@/features/auth/api/login';
import { useNextPath, withNext } from '@/features/auth/hooks/use-next-path';
import { AuthCard } from './auth-card';
import { FormAlert } from '@/components/form/form-alert';
import { TextField } from '@/components/form/text-field';
import { LoadingOverlay } from './loading-overlay';
import { ResendConfirmationButton } from './resend-confirmation-button';
import { SocialSignIn } from './social-sign-in';

const linkClass =
  'font-semibold text-indigo-800 underline-offset-4 hover:underline dark:text-amber-300';

function clearFailure() {
  if (useSession.getState().status === 'failed') useSession.getState().setStatus('idle');
}

/** The sign-in screen of docs/shared/SPEC.md section 2. A successful login leaves through the visitor guard. */
export function LoginPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('login.title'));
  const status = useSession((state) => state.status);
  const hydrated = useHydrated();
  const error = useSession((state) => state.error);
  const login = useLogin();
  const next = useNextPath();
  const form = useForm<SignInInput, unknown, SignIn>({
    resolver: zodResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  // A failure from an earlier visit is not this visit's news; nor, once the person edits the
  // email or the password, is the last attempt's.
  useEffect(clearFailure, []);

  const onSubmit = form.handleSubmit((credentials) =>
    login.mutate(credentials, {
      onError: (failure) => showServerFieldErrors(form.setError, failure, ['email', 'password']),
    }),
  );

  const errorCode = login.error instanceof ApiRequestError ? login.error.error?.code : undefined;
  const notConfirmed = errorCode === 'email_not_confirmed';

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {status === 'loading' && <LoadingOverlay label={t('login.loggingIn')} />}
      <form noValidate onSubmit={onSubmit} className="space-y-5" aria-busy={status === 'loading'}>
        {status === 'failed' && error && (
          <FormAlert tone="error">
            <p>{error}</p>
            {notConfirmed && login.variables && (
              <div className="mt-3">
                <ResendConfirmationButton email={login.variables.email} />
              </div>
            )}
            {errorCode === 'operator_sign_in_required' && (
              <p className="mt-3">
                <Link to="/operator/sign-in" className={linkClass}>
                  {t('login.operatorSignIn')}
                </Link>
              </p>
            )}
          </FormAlert>
        )}
        <TextField
          label={t('form.email')}
          type="email"
          autoComplete="email"
          error={errors.email}
          {...form.register('email', { onChange: clearFailure })}
        />
        <div>
          <TextField
            label={t('form.password')}
            type="password"
            autoComplete="current-password"
            error={errors.password}
            {...form.register('password', { onChange: clearFailure })}
          />
          <p className="mt-2 text-end text-sm">
            <Link to="/request-reset-password" className={linkClass}>
              {t('login.forgotPassword')}
            </Link>
          </p>
        </div>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          // Not before the app runs: the browser would send the form itself, password and all.
          disabled={!hydrated || status === 'loading'}
        >
          {t('login.submit')}
        </Button>
      </form>
      <SocialSignIn />
      <p className="mt-8 text-center text-sm text-slate-700 dark:text-slate-200">
        {t('login.noAccount')}{' '}
        <Link to={withNext('/signup', next)} className={linkClass}>
          {t('login.signUp')}
        </Link>
      </p>
      <p className="mt-4 text-center text-xs text-slate-600 dark:text-slate-300">
        <Trans
          t={t}
          i18nKey="login.legal"
          components={{
            terms: <Link to="/terms" className={linkClass} />,
            privacy: <Link to="/privacy" className={linkClass} />,
          }}
        />
      </p>
    </AuthCard>
  );
}
