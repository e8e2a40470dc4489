import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLanguageOptions } from '../../../../lib/language-options';
import { SelectField } from '../../../../components/form/select-field';
import { TextField } from '../../../../components/form/text-field';
import { CatalogSelects } from '../../../../components/form/catalog-selects';
import { LearningPreferencesFields } from './learning-preferences-fields';
import type { SignupFormValues } from './signup-form-values';
import { SubjectPicker } from '../../../../components/form/subject-picker';

/** "Child Info" (SPEC.md section 5, "Parent"): becomes a child profile the parent manages. */
export function ParentChildStep() {
  const { t } = useTranslation('auth');
  const languages = useLanguageOptions();
  const { register, formState } = useFormContext<SignupFormValues>();
  const errors = formState.errors.ParentInfo;
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField
        label={t('signup.fields.childName')}
        error={errors?.ChildName}
        {...register('ParentInfo.ChildName')}
      />
      <TextField
        label={t('signup.fields.childAge')}
        inputMode="numeric"
        error={errors?.ChildAge}
        {...register('ParentInfo.ChildAge')}
      />
      <TextField
        label={t('signup.fields.schoolName')}
        error={errors?.SchoolName}
        {...register('ParentInfo.SchoolName')}
      />
      <SelectField
        label={t('signup.fields.preferredLanguage')}
        placeholder={t('signup.chooseLanguage')}
        options={languages}
        error={errors?.PreferredLanguage}
        {...register('ParentInfo.PreferredLanguage')}
      />
      <div className="sm:col-span-2">
        <CatalogSelects
          names={{
            system: 'catalog.systemId',
            level: 'catalog.levelId',
            grade: 'ParentInfo.ChildGrade',
          }}
          gradeLabel={t('signup.fields.childGrade')}
          subjectsName="ParentInfo.SubjectsOfInterest"
        />
      </div>
      <div className="sm:col-span-2">
        <SubjectPicker
          name="ParentInfo.SubjectsOfInterest"
          gradeName="ParentInfo.ChildGrade"
          legend={t('signup.fields.subjectsOfInterest')}
        />
      </div>
      <LearningPreferencesFields group="ParentInfo" />
    </div>
  );
}
