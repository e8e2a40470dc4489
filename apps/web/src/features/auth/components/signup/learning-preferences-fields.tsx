import { accountLimits, preferredLearningTimes } from '@nibras/contracts/auth';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '@/components/form/select-field';
import { TextareaField } from '@/components/form/textarea-field';
import type { SignupFormValues } from './signup-form-values';

/** Learning goals and preferred time, which a student and a parent both give. */
export function LearningPreferencesFields({ group }: { group: 'StudentInfo' | 'ParentInfo' }) {
  const { t } = useTranslation('auth');
  const { register, control, formState } = useFormContext<SignupFormValues>();
  const goals = useWatch({ control, name: `${group}.LearningGoals` }) ?? '';
  return (
    <>
      <SelectField
        label={t('signup.fields.preferredLearningTime')}
        placeholder={t('signup.chooseTime')}
        options={preferredLearningTimes.map((time) => ({
          value: time,
          label: t(`signup.learningTimes.${time}`),
        }))}
        error={get(formState.errors, `${group}.PreferredLearningTime`)}
        {...register(`${group}.PreferredLearningTime`)}
      />
      <div className="sm:col-span-2">
        <TextareaField
          label={t('signup.fields.learningGoals')}
          maxLength={accountLimits.learningGoalsMax}
          length={goals.length}
          error={get(formState.errors, `${group}.LearningGoals`)}
          {...register(`${group}.LearningGoals`)}
        />
      </div>
    </>
  );
}
