import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { GradeSelect } from '@/components/form/grade-select';
import { TextField } from '@/components/form/text-field';
import type { SignupFormValues } from './signup-form-values';

/**
 * The child, as booking needs them (issue 30): first name and grade in one choice. The part of
 * the day that suits is taken, unasked, from the time chosen on the way when there is one. Age,
 * school, goals, subjects and language are asked later on the child's page, which says why they
 * help (decision 0027).
 */
export function ParentChildStep() {
  const { t } = useTranslation('auth');
  const { register, formState } = useFormContext<SignupFormValues>();
  const errors = formState.errors.ParentInfo;
  return (
    <fieldset className="grid gap-5 sm:grid-cols-2">
      <legend className="mb-3 text-lg font-semibold text-slate-900 dark:text-white">
        {t('signup.steps.childInfo')}
      </legend>
      <TextField
        label={t('signup.fields.childFirstName')}
        autoComplete="off"
        error={errors?.ChildName}
        {...register('ParentInfo.ChildName')}
      />
      <GradeSelect name="ParentInfo.ChildGrade" label={t('signup.fields.childGrade')} />
      <p className="text-sm text-slate-600 sm:col-span-2 dark:text-slate-300">
        {t('signup.childLater')}
      </p>
    </fieldset>
  );
}
