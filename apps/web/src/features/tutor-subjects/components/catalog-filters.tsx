import { useTranslation } from 'react-i18next';
import { catalogIdOf } from '@/lib/catalog/catalog-choice';
import { useCatalogCascade, type CatalogChoice } from '@/lib/catalog/use-catalog-cascade';
import { SelectField } from '@/components/form/select-field';
import { LoadFailure } from './form-controls';

/** The catalog to add a subject from: system → level → grade, each step after the one above. */
export function CatalogFilters({
  value,
  onChange,
}: {
  value: CatalogChoice;
  onChange: (filter: CatalogChoice) => void;
}) {
  const { t } = useTranslation('tutor-subjects');
  const { systems, levels, grades, chooseSystem, chooseLevel, chooseGrade } = useCatalogCascade(
    value,
    onChange,
  );
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
        onChange={(event) => chooseSystem(catalogIdOf(event.target.value))}
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
        onChange={(event) => chooseLevel(catalogIdOf(event.target.value))}
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
        onChange={(event) => chooseGrade(catalogIdOf(event.target.value))}
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
