import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '@/components/form/text-field';
import { CatalogSelects } from '@/components/form/catalog-selects';
import { LearningPreferencesFields } from './learning-preferences-fields';
import type { SignupFormValues } from './signup-form-values';
import { SubjectPicker } from '@/components/form/subject-picker';

/** "Student Details" (docs/shared/SPEC.md section 5, "Student"). */
export function StudentDetailsStep() {
  const { t } = useTranslation('auth');
  const { register, formState } = useFormContext<SignupFormValues>();
  const errors = formState.errors.StudentInfo;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t('signup.fields.age')}
        inputMode="numeric"
        error={errors?.Age}
        {...register('StudentInfo.Age')}
      />
      <TextField
        label={t('signup.fields.schoolName')}
        autoComplete="organization"
        error={errors?.SchoolName}
        {...register('StudentInfo.SchoolName')}
      />
      <div className="sm:col-span-2">
        <CatalogSelects
          names={{
            system: 'catalog.systemId',
            level: 'catalog.levelId',
            grade: 'StudentInfo.CurrentGrade',
          }}
          gradeLabel={t('signup.fields.currentGrade')}
          subjectsName="StudentInfo.SubjectsNeeded"
        />
      </div>
      <div className="sm:col-span-2">
        <SubjectPicker
          name="StudentInfo.SubjectsNeeded"
          gradeName="StudentInfo.CurrentGrade"
          legend={t('signup.fields.subjectsNeeded')}
        />
      </div>
      <LearningPreferencesFields group="StudentInfo" />
    </div>
  );
}
