import { zodResolver } from '@hookform/resolvers/zod';
import type { LoginResponse } from '@nibras/contracts/sign-in';
import type { OperatorEnrolment } from '@nibras/contracts/operator-sign-in';
import { signInSchema, type SignIn, type SignInInput } from '@nibras/contracts/sign-in';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/page-title';
import { useSession } from '@/lib/session';
import { useHydrated } from '@/lib/use-hydrated';
import { operatorPassword, startEnrolment } from '@/features/operator/sign-in/api/operator-sign-in';
import { CodeStep } from './code-step';
import { EnrolStep } from './enrol-step';
import { RecoveryCodesStep } from './recovery-codes-step';
import { SignInError } from './sign-in-error';

type Step =
  | { name: 'password' }
  | { name: 'code'; challenge: string }
  | { name: 'enrol'; challenge: string; enrolment: OperatorEnrolment }
  | { name: 'recovery'; session: LoginResponse; recoveryCodes: string[] };

/**
 * The operators' sign-in (decision 0026): the password, then a code from an authenticator app
 * or a recovery code; the first time, enrolling the app and keeping the recovery codes.
 */
export function OperatorSignInPage() {
  const { t } = useTranslation('operator');
  usePageTitle(t('signIn.title'));
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'password' });

  const signedIn = ({ userModel, jwtResult }: LoginResponse) => {
    useSession.getState().setSession({ userModel, ...jwtResult });
    void navigate('/operator', { replace: true });
  };

  return (
    <section className="bg-gradient-to-b from-indigo-50 to-white px-4 py-10 sm:py-16 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-lg rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10 dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
          {t('signIn.title')}
        </h1>
        <p className="mt-2 text-slate-600 dark:text-slate-300">{t(`signIn.${step.name}.intro`)}</p>
        <div className="mt-8">
          {step.name === 'password' && (
            <PasswordStep
              onChallenge={(challenge, enrolment) =>
                setStep(
                  enrolment ? { name: 'enrol', challenge, enrolment } : { name: 'code', challenge },
                )
              }
            />
          )}
          {step.name === 'code' && (
            <CodeStep
              challenge={step.challenge}
              onSignedIn={signedIn}
              onRestart={() => setStep({ name: 'password' })}
            />
          )}
          {step.name === 'enrol' && (
            <EnrolStep
              challenge={step.challenge}
              enrolment={step.enrolment}
              onEnrolled={({ recoveryCodes, ...session }) =>
                setStep({ name: 'recovery', session, recoveryCodes })
              }
              onRestart={() => setStep({ name: 'password' })}
            />
          )}
          {step.name === 'recovery' && (
            <RecoveryCodesStep
              codes={step.recoveryCodes}
              onContinue={() => signedIn(step.session)}
            />
          )}
        </div>
      </div>
    </section>
  );
}

function PasswordStep({
  onChallenge,
}: {
  onChallenge: (challenge: string, enrolment?: OperatorEnrolment) => void;
}) {
  const { t } = useTranslation(['operator', 'auth']);
  const hydrated = useHydrated();
  const form = useForm<SignInInput, unknown, SignIn>({
    resolver: zodResolver(signInSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });
  const submit = useMutation({
    mutationFn: async (credentials: SignIn) => {
      const { challenge, enrolled } = await operatorPassword(credentials);
      return { challenge, enrolment: enrolled ? undefined : await startEnrolment(challenge) };
    },
    onSuccess: ({ challenge, enrolment }) => onChallenge(challenge, enrolment),
  });
  const { errors } = form.formState;
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((credentials) => submit.mutate(credentials))}
      className="space-y-5"
      aria-busy={submit.isPending}
    >
      <SignInError error={submit.error} />
      <TextField
        label={t('auth:form.email')}
        type="email"
        autoComplete="username"
        error={errors.email}
        {...form.register('email')}
      />
      <TextField
        label={t('auth:form.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password}
        {...form.register('password')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={!hydrated || submit.isPending}>
        {t('operator:signIn.password.submit')}
      </Button>
    </form>
  );
}
