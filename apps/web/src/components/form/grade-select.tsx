import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useGradeTree } from '@/lib/catalog/get-grade-tree';
import { LoadFailure, LoadingLine } from './load-failure';
import { SelectField } from './select-field';

/**
 * A grade in one choice: every grade under a heading naming its system and level, for a form
 * that needs the grade alone (a child's grade at signup), where the three-step cascade
 * (catalog-selects.tsx) would take three choices. Holds the grade id as a string.
 */
export function GradeSelect({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name });
  const tree = useGradeTree();
  const groups = (tree.data ?? []).flatMap((system) =>
    system.levels.map((level) => ({
      label: `${system.name} · ${level.name}`,
      options: level.grades.map((grade) => ({ value: String(grade.id), label: grade.name })),
    })),
  );
  let status = null;
  if (tree.isError) {
    status = (
      <LoadFailure message={t('catalogPicker.gradesFailed')} onRetry={() => void tree.refetch()} />
    );
  } else if (tree.isPending) {
    status = <LoadingLine label={t('catalogPicker.loading')} />;
  }
  return (
    <SelectField
      label={label}
      placeholder={t('catalogPicker.chooseGrade')}
      options={[]}
      groups={groups}
      disabled={!tree.data}
      error={fieldState.error}
      status={status}
      {...field}
      value={field.value ?? ''}
    />
  );
}
