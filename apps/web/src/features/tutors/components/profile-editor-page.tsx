import { zodResolver } from '@hookform/resolvers/zod';
import { teachingLanguages } from '@nibras/contracts/auth';
import { accountLimits } from '@nibras/contracts/auth-fields';
import {
  headlineMax,
  tutorProfileInputSchema,
  type OwnTutorProfile,
  type TutorProfileInput,
  type TutorProfileValues,
} from '@nibras/contracts/tutor-profile';
import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Container } from '../../../components/ui/container';
import { ApiRequestError } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/page-title';
import { useOwnProfile } from '../api/get-own-profile';
import { useSaveOwnProfile } from '../api/save-own-profile';
import { useFormatters } from '../hooks/use-formatters';
import { chipClass, controlClass, labelClass } from './filter-styles';
import { GradesPicker, type PickedGrade } from './grades-picker';
import { ListingStatus } from './listing-status';
import { PhotoField } from './photo-field';

const errorClass = 'mt-1 text-sm font-medium text-red-700 dark:text-red-300';
const panel =
  'flex flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 dark:border-slate-800 dark:bg-slate-900';

function ProfileForm({ profile }: { profile: OwnTutorProfile }) {
  const { t } = useTranslation('tutors');
  const { languageName } = useFormatters();
  const [grades, setGrades] = useState<PickedGrade[]>(profile.grades);
  const form = useForm<TutorProfileInput, unknown, TutorProfileValues>({
    resolver: zodResolver(tutorProfileInputSchema),
    defaultValues: {
      headline: profile.headline,
      bio: profile.bio,
      educationalBackground: profile.educationalBackground,
      yearsOfExperience: profile.yearsOfExperience,
      hourlyRate: profile.hourlyRate,
      languagesSpoken: profile.languagesSpoken as TutorProfileInput['languagesSpoken'],
      gradeIds: profile.grades.map((grade) => grade.id),
    },
  });
  const save = useSaveOwnProfile();
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const bio = useWatch({ control: form.control, name: 'bio' }) ?? '';
  const message = (key: string | undefined) => (key ? t(key, { ns: 'shared' }) : undefined);

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message: saved } = await save.mutateAsync(values);
      toast.success(saved ?? t('editor.saved'));
    } catch (error) {
      const details = error instanceof ApiRequestError ? error.error?.details : undefined;
      for (const [field, text] of Object.entries(details ?? {})) {
        form.setError(field as Path<TutorProfileInput>, { type: 'server', message: text });
      }
      toast.error(t('editor.saveFailed'));
    }
  });

  const text = (name: 'headline' | 'educationalBackground', label: string, max: number) => (
    <div>
      <label htmlFor={`profile-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`profile-${name}`}
        maxLength={max}
        className={controlClass}
        aria-invalid={Boolean(errors[name])}
        aria-describedby={errors[name] ? `profile-${name}-error` : undefined}
        {...form.register(name)}
      />
      {errors[name] && (
        <p id={`profile-${name}-error`} className={errorClass}>
          {message(errors[name]?.message)}
        </p>
      )}
    </div>
  );

  return (
    <form onSubmit={submit} noValidate className={panel}>
      {text('headline', t('editor.headline'), headlineMax)}
      <div>
        <label htmlFor="profile-bio" className={labelClass}>
          {t('editor.bio')}
        </label>
        <textarea
          id="profile-bio"
          rows={5}
          className={controlClass}
          aria-invalid={Boolean(errors.bio)}
          aria-describedby="profile-bio-count profile-bio-error"
          {...form.register('bio')}
        />
        <p id="profile-bio-count" className="mt-1 text-xs text-slate-600 dark:text-slate-300">
          {t('editor.bioCount', { count: bio.length, max: accountLimits.bioMax })}
        </p>
        {errors.bio && (
          <p id="profile-bio-error" className={errorClass}>
            {message(errors.bio.message)}
          </p>
        )}
      </div>
      {text('educationalBackground', t('editor.education'), accountLimits.educationMax)}
      <div className="grid gap-5 sm:grid-cols-2">
        {(['yearsOfExperience', 'hourlyRate'] as const).map((name) => (
          <div key={name}>
            <label htmlFor={`profile-${name}`} className={labelClass}>
              {t(`editor.${name}`)}
            </label>
            <input
              id={`profile-${name}`}
              type="number"
              inputMode="decimal"
              min={name === 'hourlyRate' ? 1 : 0}
              step={name === 'hourlyRate' ? 0.01 : 1}
              className={controlClass}
              aria-invalid={Boolean(errors[name])}
              aria-describedby={errors[name] ? `profile-${name}-error` : undefined}
              {...form.register(name)}
            />
            {errors[name] && (
              <p id={`profile-${name}-error`} className={errorClass}>
                {message(errors[name]?.message)}
              </p>
            )}
          </div>
        ))}
      </div>
      <fieldset aria-describedby={errors.languagesSpoken ? 'profile-languages-error' : undefined}>
        <legend className={labelClass}>{t('editor.languages')}</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {teachingLanguages.map((code) => (
            <label key={code} className={chipClass}>
              <input
                type="checkbox"
                value={code}
                className="sr-only"
                {...form.register('languagesSpoken')}
              />
              {languageName(code)}
            </label>
          ))}
        </div>
        {errors.languagesSpoken && (
          <p id="profile-languages-error" className={errorClass}>
            {message(errors.languagesSpoken.message)}
          </p>
        )}
      </fieldset>
      <GradesPicker
        value={grades}
        error={errors.gradeIds?.message}
        onChange={(next) => {
          setGrades(next);
          form.setValue(
            'gradeIds',
            next.map((grade) => grade.id),
            { shouldValidate: isSubmitted },
          );
        }}
      />
      <div className="flex justify-end">
        <Button type="submit" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('editor.saving') : t('editor.save')}
        </Button>
      </div>
    </form>
  );
}

/** /dashboard/tutor/profile: what families see, and what still keeps the tutor out of search. */
export function ProfileEditorPage() {
  const { t } = useTranslation('tutors');
  usePageTitle(t('editor.title'));
  const profile = useOwnProfile();
  return (
    <Container className="py-10">
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl dark:text-white">
        {t('editor.title')}
      </h1>
      <p className="mt-1 max-w-2xl text-slate-600 dark:text-slate-300">{t('editor.intro')}</p>
      {profile.isPending && (
        <p role="status" className="mt-8 text-slate-600 dark:text-slate-300">
          {t('profile.loading')}
        </p>
      )}
      {profile.isError && (
        <div role="alert" className="mt-8 flex items-center gap-4">
          <p className="text-red-700 dark:text-red-300">{t('profile.failed')}</p>
          <Button variant="secondary" onClick={() => void profile.refetch()}>
            {t('results.retry')}
          </Button>
        </div>
      )}
      {profile.data && (
        <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]">
          <ProfileForm profile={profile.data} />
          <div className="flex flex-col gap-6">
            <ListingStatus gaps={profile.data.listingGaps} />
            <PhotoField avatarUrl={profile.data.avatarUrl} />
          </div>
        </div>
      )}
    </Container>
  );
}
