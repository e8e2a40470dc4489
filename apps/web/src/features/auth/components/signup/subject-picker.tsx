import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useGradeSubjects } from '../../../../lib/catalog/get-grade-subjects';
import { ChoiceChips } from '../../../../components/form/choice-chips';
import { catalogIdOf, type SubjectsPath } from './catalog-selects';
import { LoadFailure, LoadingLine } from './load-failure';
import type { SignupFormValues } from './signup-form-values';

type GradePath = 'StudentInfo.CurrentGrade' | 'ParentInfo.ChildGrade' | 'TutorInfo.GradeId';

/** A tutor's subjects are sent as items ({ SubjectId }), a student's and a parent's as ids. */
function idsOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.map((item: unknown) =>
    typeof item === 'object' && item !== null
      ? Number((item as { SubjectId: unknown }).SubjectId)
      : Number(item),
  );
}

/** The subjects of the chosen grade, several at once (SPEC.md section 5: at least one). */
export function SubjectPicker({
  name,
  gradeName,
  legend,
}: {
  name: SubjectsPath;
  gradeName: GradePath;
  legend: string;
}) {
  const { t } = useTranslation('auth');
  const { control } = useFormContext<SignupFormValues>();
  const gradeId = catalogIdOf(useWatch({ control, name: gradeName }));
  const subjects = useGradeSubjects(gradeId);
  const { field, fieldState } = useController<SignupFormValues, SubjectsPath>({ name });
  const asItems = name === 'TutorInfo.SubjectsTaught';

  let status = null;
  if (!gradeId) status = <LoadingLine label={t('catalog.gradeFirst')} />;
  else if (subjects.isError)
    status = (
      <LoadFailure message={t('catalog.subjectsFailed')} onRetry={() => void subjects.refetch()} />
    );
  else if (subjects.isPending) status = <LoadingLine label={t('catalog.loading')} />;
  else if (subjects.data.length === 0) status = <LoadingLine label={t('catalog.noSubjects')} />;

  return (
    <ChoiceChips
      legend={legend}
      options={(subjects.data ?? []).map((subject) => ({ value: subject.id, label: subject.name }))}
      selected={idsOf(field.value)}
      onChange={(ids) => field.onChange(asItems ? ids.map((SubjectId) => ({ SubjectId })) : ids)}
      onBlur={field.onBlur}
      error={fieldState.error}
      status={status}
    />
  );
}
