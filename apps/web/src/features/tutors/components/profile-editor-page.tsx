import { zodResolver } from '@hookform/resolvers/zod';
import { teachingLanguages, type TeachingLanguage } from '@nibras/contracts/auth';
import { accountLimits } from '@nibras/contracts/auth-fields';
import {
  headlineMax,
  tutorProfileInputSchema,
  type OwnTutorProfile,
  type TutorProfileInput,
  type TutorProfileValues,
} from '@nibras/contracts/tutor-profile';
import { useState } from 'react';
import { Controller, useForm, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { showServerFieldErrors } from '@/components/form/server-field-errors';
import { toast } from '@/lib/toast';
import { ChoiceChips } from '@/components/form/choice-chips';
import { TextareaField } from '@/components/form/textarea-field';
import { SavedResult, useSaveOutcome } from '@/components/form/saved-result';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Container } from '@/components/ui/container';
import { usePageTitle } from '@/lib/page-title';
import { useOwnProfile } from '@/features/tutors/api/get-own-profile';
import { useSaveOwnProfile } from '@/features/tutors/api/save-own-profile';
import { useFormatters } from '@/features/tutors/hooks/use-formatters';
import { GradesPicker, type PickedGrade } from './grades-picker';
import { ListingStatus } from './listing-status';
import { PhotoField } from './photo-field';
import { panelSurface } from '@/components/ui/panel';

const panel = `${panelSurface} flex flex-col gap-5 p-5 sm:p-6`;

/**
 * The schema reads numbers from what was typed, so the form types those fields as unknown and
 * their errors as possibly nested; a number field's error is always a plain one.
 */
const numberError = (error: unknown) => error as FieldError | undefined;

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
  const [outcome, say] = useSaveOutcome();
  const bio = useWatch({ control: form.control, name: 'bio' }) ?? '';

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message: saved } = await save.mutateAsync(values);
      say(saved ?? t('editor.saved'));
    } catch (error) {
      showServerFieldErrors(form.setError, error);
      toast.error(t('editor.saveFailed'));
    }
  });

  return (
    <form onSubmit={submit} noValidate className={panel}>
      <TextField
        label={t('editor.headline')}
        maxLength={headlineMax}
        error={errors.headline}
        {...form.register('headline')}
      />
      <TextareaField
        label={t('editor.bio')}
        rows={5}
        maxLength={accountLimits.bioMax}
        length={bio.length}
        error={errors.bio}
        {...form.register('bio')}
      />
      <TextField
        label={t('editor.education')}
        maxLength={accountLimits.educationMax}
        error={errors.educationalBackground}
        {...form.register('educationalBackground')}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          label={t('editor.yearsOfExperience')}
          type="number"
          inputMode="numeric"
          error={numberError(errors.yearsOfExperience)}
          {...form.register('yearsOfExperience')}
        />
        <TextField
          label={t('editor.hourlyRate')}
          type="number"
          inputMode="decimal"
          error={numberError(errors.hourlyRate)}
          {...form.register('hourlyRate')}
        />
      </div>
      <Controller
        control={form.control}
        name="languagesSpoken"
        render={({ field, fieldState }) => (
          <ChoiceChips
            legend={t('editor.languages')}
            options={teachingLanguages.map((code) => ({ value: code, label: languageName(code) }))}
            selected={(field.value ?? []) as TeachingLanguage[]}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error}
          />
        )}
      />
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
      <div className="flex flex-wrap items-center justify-end gap-3">
        <SavedResult outcome={outcome} />
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
