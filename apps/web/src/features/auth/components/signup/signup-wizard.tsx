import { zodResolver } from '@hookform/resolvers/zod';
import {
  accountInfoStepSchema,
  basicInfoStepSchema,
  registerSchema,
  type Register,
} from '@nibras/contracts/auth';
import type { SocialProvider } from '@nibras/contracts/social-providers';
import { socialRegisterSchema, type SocialRegister } from '@nibras/contracts/social-sign-in';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { FormProvider, get, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { StepIndicator } from '@/components/ui/step-indicator';
import { serverFieldMessages } from '@/components/form/server-field-errors';
import { registerErrorMessage, useRegister } from '@/features/auth/api/register';
import { useSocialRegister } from '@/features/auth/api/social-sign-in';
import { FormAlert } from '@/components/form/form-alert';
import { BasicInfoStep } from './basic-info-step';
import { ParentChildStep } from './parent-child-step';
import type { ChosenPhoto } from './photo-field';
import {
  learningTimeOfReturn,
  signupDefaults,
  signupSteps,
  type SignupField,
  type SignupFormValues,
  type SignupRole,
} from './signup-form-values';
import { SignupSuccess } from './signup-success';
import { StudentDetailsStep } from './student-details-step';
import { TutorEducationStep, TutorProfessionalStep } from './tutor-steps';

/**
 * registerSchema declares its input `unknown` (it reads multipart strings), which the resolver's
 * types refuse; these form values are one shape of that input, hence the casts.
 */
const signupResolver = zodResolver(registerSchema as never) as unknown as Resolver<
  SignupFormValues,
  unknown,
  Register
>;
/**
 * The first step is checked with basicInfoSchema alone: registerSchema would also see the empty
 * fields of the later steps, and their aborted checks hide "Passwords must match". The form is
 * never submitted from this step, so its output type does not matter.
 */
const basicInfoResolver = zodResolver(basicInfoStepSchema) as unknown as Resolver<
  SignupFormValues,
  unknown,
  Register
>;

/**
 * Through a provider the same steps and rules, without the address and the passwords: the
 * provider's account stands in for them (contracts: accountInfoSchema, socialRegisterSchema).
 */
const socialResolver = zodResolver(socialRegisterSchema as never) as unknown as Resolver<
  SignupFormValues,
  unknown,
  Register
>;
const accountInfoResolver = zodResolver(accountInfoStepSchema) as unknown as Resolver<
  SignupFormValues,
  unknown,
  Register
>;
const passwordFields: SignupField[] = ['Email', 'Password', 'ConfirmPassword'];

/** A signup that continues a sign-in through a provider, which gave this address. */
export type SocialSignup = { provider: SocialProvider; email: string; fullName: string };

function stepsOf(role: SignupRole, social: SocialSignup | undefined) {
  if (!social) return signupSteps[role];
  return signupSteps[role].map((step) => ({
    ...step,
    fields: step.fields.filter((field) => !passwordFields.includes(field)),
  }));
}

/**
 * A new form's values: a provider's name, and for a parent on the way to a booking the part of
 * the day of the time chosen (sent unasked; the child's page shows it and changes it).
 */
function signupDefaultsFor(
  role: SignupRole,
  social: SocialSignup | undefined,
  returnTo: string | null,
) {
  const values = { ...signupDefaults(role), FullName: social?.fullName ?? '' };
  const time = role === 'parent' ? learningTimeOfReturn(returnTo, values.TimeZone) : null;
  if (time && values.ParentInfo) values.ParentInfo.PreferredLearningTime = time;
  return values;
}

/** The declared field a server error key belongs to ("TutorInfo.SubjectsTaught.0" → its list). */
function fieldAndStepOf(steps: ReturnType<typeof stepsOf>, key: string) {
  for (const [index, step] of steps.entries()) {
    const field = step.fields.find(
      (name) => key === name || key.startsWith(`${name}.`) || key.startsWith(`${name}[`),
    );
    if (field) return { field, step: index };
  }
  return null;
}

/**
 * The multi-step signup: one form across the steps, so Back and Next keep every value; each
 * Next checks only the fields of its step, with the contracts' registerSchema. `returnTo` is the
 * page to come back to once the email is confirmed (a booking half made). With `social`, it
 * completes a sign-in through a provider: a provider that vouched for the address signs the new
 * account in at once (the visitor guard then leaves this page).
 */
export function SignupWizard({
  role,
  returnTo = null,
  social,
}: {
  role: SignupRole;
  returnTo?: string | null;
  social?: SocialSignup;
}) {
  const { t } = useTranslation('auth');
  const steps = stepsOf(role, social);
  const [step, setStep] = useState(0);
  const [photo, setPhoto] = useState<ChosenPhoto | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  // The first step alone is checked with its own schema; the last (the first, for a parent)
  // with the whole signup, which it submits.
  const firstOnly = step === 0 && steps.length > 1;
  const [defaults] = useState(() => signupDefaultsFor(role, social, returnTo));
  const form = useForm<SignupFormValues, unknown, Register>({
    resolver: social
      ? firstOnly
        ? accountInfoResolver
        : socialResolver
      : firstOnly
        ? basicInfoResolver
        : signupResolver,
    mode: 'onTouched',
    defaultValues: defaults,
  });
  const passwordSignup = useRegister();
  const socialSignup = useSocialRegister();
  const registration = social ? socialSignup : passwordSignup;

  // Tell keyboard and screen-reader users that the step changed, but not on first arrival.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step]);

  const goTo = (index: number) => {
    moved.current = true;
    setStep(index);
  };

  const showServerErrors = (error: unknown) => {
    let firstStep = Number.POSITIVE_INFINITY;
    for (const [key, message] of Object.entries(serverFieldMessages(error))) {
      const match = fieldAndStepOf(steps, key);
      if (!match) continue;
      form.setError(match.field, { type: 'server', message });
      firstStep = Math.min(firstStep, match.step);
    }
    if (Number.isFinite(firstStep)) goTo(firstStep);
  };

  const submit = (event: FormEvent<HTMLFormElement>) =>
    form.handleSubmit(
      (signup) =>
        social
          ? socialSignup.mutate(
              // Read with socialRegisterSchema: the password signup's extra fields are not there.
              { signup: signup as unknown as SocialRegister, photo: photo?.file ?? null },
              { onError: showServerErrors },
            )
          : passwordSignup.mutate(
              { signup, photo: photo?.file ?? null, returnTo },
              { onError: showServerErrors },
            ),
      (errors) => {
        const firstInvalid = steps.findIndex((candidate) =>
          candidate.fields.some((field: SignupField) => get(errors, field)),
        );
        if (firstInvalid >= 0 && firstInvalid !== step) goTo(firstInvalid);
      },
    )(event);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    if (step === steps.length - 1) return submit(event);
    event.preventDefault();
    const fields = steps[step]?.fields ?? [];
    if (await form.trigger(fields, { shouldFocus: true })) return goTo(step + 1);
    // Count the step's fields as visited, so each error clears as soon as it is put right.
    for (const field of fields) {
      form.setValue(field, form.getValues(field), { shouldTouch: true });
    }
  };

  // A session was started: the visitor guard takes the new account to its page.
  if (socialSignup.data?.session) return null;
  if (registration.isSuccess) {
    return (
      <SignupSuccess
        email={registration.data.email}
        returnTo={returnTo}
        // The provider's address is the account's: there is no other one to start over with.
        onStartOver={
          social
            ? undefined
            : () => {
                registration.reset();
                goTo(0);
              }
        }
      />
    );
  }

  const titles = steps.map((candidate) => t(`signup.steps.${candidate.key}`));
  const last = step === steps.length - 1;
  const stepKey = steps[step]?.key;
  return (
    <FormProvider {...form}>
      {steps.length > 1 && (
        <StepIndicator
          titles={titles}
          current={step}
          label={t('signup.progress')}
          doneLabel={t('signup.stepDone')}
        />
      )}
      <form noValidate onSubmit={onSubmit} className="mt-8 space-y-6">
        <h2
          ref={headingRef}
          tabIndex={-1}
          className="text-xl font-semibold text-slate-900 outline-none dark:text-white"
        >
          {steps.length > 1
            ? t('signup.stepHeading', {
                current: step + 1,
                total: steps.length,
                title: titles[step],
              })
            : titles[step]}
        </h2>
        {registration.isError && (
          <FormAlert tone="error">{registerErrorMessage(registration.error)}</FormAlert>
        )}
        {stepKey === 'basicInfo' || stepKey === 'accountInfo' ? (
          <>
            <BasicInfoStep
              photo={photo}
              onPhotoChange={setPhoto}
              providerEmail={social?.email}
              withPhone={role === 'tutor'}
              withPhoto={role !== 'parent'}
            />
            {role === 'parent' && <ParentChildStep />}
          </>
        ) : stepKey === 'studentDetails' ? (
          <StudentDetailsStep />
        ) : stepKey === 'educationalInfo' ? (
          <TutorEducationStep />
        ) : (
          <TutorProfessionalStep />
        )}
        <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-6 dark:border-slate-800">
          {step > 0 ? (
            <Button variant="secondary" onClick={() => goTo(step - 1)}>
              {t('signup.back')}
            </Button>
          ) : (
            <span />
          )}
          <Button type="submit" disabled={registration.isPending}>
            {last
              ? registration.isPending
                ? t('signup.creating')
                : t('signup.create')
              : t('signup.next')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
