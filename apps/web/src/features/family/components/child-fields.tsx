import { accountLimits, preferredLearningTimes } from '@nibras/contracts/auth';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CatalogSelects } from '@/components/form/catalog-selects';
import { SelectField } from '@/components/form/select-field';
import { SubjectPicker } from '@/components/form/subject-picker';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useLanguageOptions } from '@/lib/language-options';
import type { ChildFormValues } from '@/features/family/hooks/child-form-values';

/**
 * A child's details, as signup's "Child Info" asks them: the same system → level → grade picker
 * and subject chips (components/form), the same limits (contracts).
 */
export function ChildFields() {
  const { t } = useTranslation('family');
  const languages = useLanguageOptions();
  const { register, formState, control } = useFormContext<ChildFormValues>();
  const { errors } = formState;
  const goals = useWatch({ control, name: 'learningGoals' }) ?? '';
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <TextField label={t('form.name')} error={errors.name} {...register('name')} />
      <TextField
        label={t('form.age')}
        inputMode="numeric"
        dir="ltr"
        hint={t('form.optionalWhy', { why: t('complete.why.age') })}
        error={errors.age}
        {...register('age')}
      />
      <TextField
        label={t('form.school')}
        autoComplete="off"
        hint={t('form.optionalWhy', { why: t('complete.why.schoolName') })}
        error={errors.schoolName}
        {...register('schoolName')}
      />
      <SelectField
        label={t('form.language')}
        placeholder={t('form.chooseLanguage')}
        options={languages}
        error={errors.preferredLanguage}
        {...register('preferredLanguage')}
      />
      <div className="sm:col-span-2">
        <CatalogSelects
          names={{ system: 'catalog.systemId', level: 'catalog.levelId', grade: 'gradeId' }}
          gradeLabel={t('form.grade')}
          subjectsName="subjectIds"
        />
      </div>
      <div className="sm:col-span-2">
        <SubjectPicker name="subjectIds" gradeName="gradeId" legend={t('form.subjects')} />
      </div>
      <SelectField
        label={t('form.time')}
        placeholder={t('form.chooseTime')}
        options={preferredLearningTimes.map((time) => ({
          value: time,
          label: t(`times.${time}`),
        }))}
        hint={t('form.optionalWhy', { why: t('complete.why.preferredLearningTime') })}
        error={errors.preferredLearningTime}
        {...register('preferredLearningTime')}
      />
      <div className="sm:col-span-2">
        <TextareaField
          label={t('form.goals')}
          maxLength={accountLimits.learningGoalsMax}
          length={goals.length}
          error={errors.learningGoals}
          {...register('learningGoals')}
        />
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">{t('form.laterHint')}</p>
      </div>
    </div>
  );
}
