import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useGradeSubjects } from '@/lib/catalog/get-grade-subjects';
import { catalogIdOf } from '@/lib/catalog/catalog-choice';
import { type SubjectsPath } from './catalog-selects';
import { ChoiceChips } from './choice-chips';
import { LoadFailure, LoadingLine } from './load-failure';

type GradePath = string;

/** A tutor's subjects are sent as items ({ SubjectId }), a student's and a parent's as ids. */
function idsOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.map((item: unknown) =>
    typeof item === 'object' && item !== null
      ? Number((item as { SubjectId: unknown }).SubjectId)
      : Number(item),
  );
}

/** The subjects of the chosen grade, several at once (docs/shared/SPEC.md section 5: at least one). */
export function SubjectPicker({
  name,
  gradeName,
  legend,
  itemShape = false,
}: {
  name: SubjectsPath;
  gradeName: GradePath;
  legend: string;
  /** Send `{ SubjectId }` items (a tutor's subjects) instead of plain ids. */
  itemShape?: boolean;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const gradeId = catalogIdOf(useWatch({ control, name: gradeName }));
  const subjects = useGradeSubjects(gradeId);
  const { field, fieldState } = useController({ name });

  let status = null;
  if (!gradeId) status = <LoadingLine label={t('catalogPicker.gradeFirst')} />;
  else if (subjects.isError)
    status = (
      <LoadFailure
        message={t('catalogPicker.subjectsFailed')}
        onRetry={() => void subjects.refetch()}
      />
    );
  else if (subjects.isPending) status = <LoadingLine label={t('catalogPicker.loading')} />;
  else if (subjects.data.length === 0)
    status = <LoadingLine label={t('catalogPicker.noSubjects')} />;

  return (
    <ChoiceChips
      legend={legend}
      options={(subjects.data ?? []).map((subject) => ({ value: subject.id, label: subject.name }))}
      selected={idsOf(field.value)}
      onChange={(ids) => field.onChange(itemShape ? ids.map((SubjectId) => ({ SubjectId })) : ids)}
      onBlur={field.onBlur}
      error={fieldState.error}
      status={status}
    />
  );
}
