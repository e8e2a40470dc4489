import { accountLimits } from '@nibras/contracts/auth';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguageOptions } from '@/lib/language-options';
import { ChoiceChips } from '@/components/form/choice-chips';
import { TextareaField } from '@/components/form/textarea-field';
import { TextField } from '@/components/form/text-field';
import { CatalogSelects } from '@/components/form/catalog-selects';
import type { SignupFormValues } from './signup-form-values';
import { SubjectPicker } from '@/components/form/subject-picker';

/** "Educational Info": the tutor's own education and what they teach, for which grade. */
export function TutorEducationStep() {
  const { t } = useTranslation('auth');
  const { register, formState } = useFormContext<SignupFormValues>();
  return (
    <div className="grid gap-5">
      <TextField
        label={t('signup.fields.educationalBackground')}
        placeholder={t('signup.educationPlaceholder')}
        error={formState.errors.TutorInfo?.EducationalBackground}
        {...register('TutorInfo.EducationalBackground')}
      />
      <CatalogSelects
        names={{
          system: 'TutorInfo.EducationSystemId',
          level: 'TutorInfo.EducationLevelId',
          grade: 'TutorInfo.GradeId',
        }}
        gradeLabel={t('signup.fields.grade')}
        subjectsName="TutorInfo.SubjectsTaught"
      />
      <SubjectPicker
        name="TutorInfo.SubjectsTaught"
        gradeName="TutorInfo.GradeId"
        itemShape
        legend={t('signup.fields.subjectsTaught')}
      />
    </div>
  );
}

/** "Professional Details": experience, rate, languages and a short bio. */
export function TutorProfessionalStep() {
  const { t } = useTranslation('auth');
  const languages = useLanguageOptions();
  const { register, control, formState } = useFormContext<SignupFormValues>();
  const errors = formState.errors.TutorInfo;
  const bio = useWatch({ control, name: 'TutorInfo.BriefBio' }) ?? '';
  const spoken = useController<SignupFormValues, 'TutorInfo.LanguagesSpoken'>({
    name: 'TutorInfo.LanguagesSpoken',
  });
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t('signup.fields.yearsOfExperience')}
        inputMode="numeric"
        error={errors?.YearsOfExperience}
        {...register('TutorInfo.YearsOfExperience')}
      />
      <TextField
        label={t('signup.fields.hourlyRate')}
        inputMode="decimal"
        hint={t('signup.hourlyRateHint')}
        error={errors?.HourlyRate}
        {...register('TutorInfo.HourlyRate')}
      />
      <div className="sm:col-span-2">
        <ChoiceChips
          legend={t('signup.fields.languagesSpoken')}
          options={languages}
          selected={spoken.field.value ?? []}
          onChange={spoken.field.onChange}
          onBlur={spoken.field.onBlur}
          error={spoken.fieldState.error}
        />
      </div>
      <div className="sm:col-span-2">
        <TextareaField
          label={t('signup.fields.briefBio')}
          maxLength={accountLimits.bioMax}
          length={bio.length}
          error={errors?.BriefBio}
          {...register('TutorInfo.BriefBio')}
        />
      </div>
    </div>
  );
}
