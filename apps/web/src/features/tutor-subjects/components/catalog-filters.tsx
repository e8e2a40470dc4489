import { useTranslation } from 'react-i18next';
import { useEducationLevels } from '../../../lib/catalog/get-education-levels';
import { useEducationSystems } from '../../../lib/catalog/get-education-systems';
import { useGrades } from '../../../lib/catalog/get-grades';
import { SelectField } from '../../../components/form/select-field';
import { LoadFailure } from './form-controls';

export type CatalogFilter = {
  systemId: number | null;
  levelId: number | null;
  gradeId: number | null;
};

export const noCatalogFilter: CatalogFilter = { systemId: null, levelId: null, gradeId: null };

const idOf = (value: string) => (value ? Number(value) : null);

/**
 * System → level → grade: a level needs a system first and a grade needs a level first
 * (SPEC.md section 2); changing one clears the choices below it.
 */
export function CatalogFilters({
  value,
  onChange,
}: {
  value: CatalogFilter;
  onChange: (filter: CatalogFilter) => void;
}) {
  const { t } = useTranslation('tutor-subjects');
  const systems = useEducationSystems();
  const levels = useEducationLevels(value.systemId);
  const grades = useGrades(value.levelId);
  const toOptions = (items: { id: number; name: string }[] | undefined) =>
    (items ?? []).map((item) => ({ value: item.id, label: item.name }));

  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 text-sm font-semibold text-slate-700 dark:text-slate-200">
        {t('add.filters')}
      </legend>
      <SelectField
        className="sm:col-span-2"
        label={t('add.system')}
        placeholder={t('add.systemPlaceholder')}
        options={toOptions(systems.data)}
        value={value.systemId ?? ''}
        onChange={(event) => onChange({ ...noCatalogFilter, systemId: idOf(event.target.value) })}
        status={
          systems.isError ? (
            <LoadFailure message={t('errors.loadSystems')} onRetry={() => systems.refetch()} />
          ) : systems.isPending ? (
            t('add.loading')
          ) : undefined
        }
      />
      <SelectField
        label={t('add.level')}
        placeholder={t('add.levelPlaceholder')}
        options={toOptions(levels.data)}
        value={value.levelId ?? ''}
        disabled={value.systemId === null || !levels.isSuccess}
        onChange={(event) =>
          onChange({ ...value, levelId: idOf(event.target.value), gradeId: null })
        }
        status={
          value.systemId === null ? (
            t('add.levelNeedsSystem')
          ) : levels.isError ? (
            <LoadFailure message={t('errors.loadLevels')} onRetry={() => levels.refetch()} />
          ) : levels.isPending ? (
            t('add.loading')
          ) : undefined
        }
      />
      <SelectField
        label={t('add.grade')}
        placeholder={t('add.gradePlaceholder')}
        options={toOptions(grades.data)}
        value={value.gradeId ?? ''}
        disabled={value.levelId === null || !grades.isSuccess}
        onChange={(event) => onChange({ ...value, gradeId: idOf(event.target.value) })}
        status={
          value.levelId === null ? (
            t('add.gradeNeedsLevel')
          ) : grades.isError ? (
            <LoadFailure message={t('errors.loadGrades')} onRetry={() => grades.refetch()} />
          ) : grades.isPending ? (
            t('add.loading')
          ) : undefined
        }
      />
    </fieldset>
  );
}
