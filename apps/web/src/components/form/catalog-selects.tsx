import type { UseQueryResult } from '@tanstack/react-query';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { catalogIdOf } from '@/lib/catalog/catalog-choice';
import { useCatalogCascade, type CatalogChoice } from '@/lib/catalog/use-catalog-cascade';
import { LoadFailure, LoadingLine } from './load-failure';
import { SelectField } from './select-field';

/**
 * The field names of the enclosing react-hook-form form (signup, a parent's child form, a
 * tutor's grade): the picker works on any form that holds these as strings.
 */
type ChoicePath = string;
export type SubjectsPath = string;

type CascadeSelectProps = {
  name: ChoicePath;
  label: string;
  placeholder: string;
  /** Null while the choice above is missing: nothing to list yet. */
  query: UseQueryResult<{ id: number; name: string }[]> | null;
  failure: string;
  onChosen: (id: number | null) => void;
};

/**
 * Controlled, so a choice survives its options being reloaded (in the other language, say):
 * an uncontrolled select would fall back to its placeholder and disagree with the form.
 */
function CascadeSelect({ name, label, placeholder, query, failure, onChosen }: CascadeSelectProps) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ name });
  let status = null;
  if (query?.isError) {
    status = <LoadFailure message={failure} onRetry={() => void query.refetch()} />;
  } else if (query?.isPending) {
    status = <LoadingLine label={t('catalogPicker.loading')} />;
  }
  return (
    <SelectField
      label={label}
      placeholder={placeholder}
      options={(query?.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
      disabled={!query?.data}
      error={fieldState.error}
      status={status}
      {...field}
      value={field.value ?? ''}
      onChange={(event) => {
        field.onChange(event);
        onChosen(catalogIdOf(event.target.value));
      }}
    />
  );
}

/**
 * Education system → level → grade (docs/shared/SPEC.md section 2): a level needs a system and a grade a
 * level. Changing a choice clears the ones below it, and the subjects, which belong to a grade.
 */
export function CatalogSelects({
  names,
  gradeLabel,
  subjectsName,
}: {
  names: { system: ChoicePath; level: ChoicePath; grade: ChoicePath };
  gradeLabel: string;
  subjectsName: SubjectsPath;
}) {
  const { t } = useTranslation();
  const { setValue, control } = useFormContext();
  const [systemValue, levelValue, gradeValue] = useWatch({
    control,
    name: [names.system, names.level, names.grade],
  });
  const choice: CatalogChoice = {
    systemId: catalogIdOf(systemValue),
    levelId: catalogIdOf(levelValue),
    gradeId: catalogIdOf(gradeValue),
  };
  const { systemId, levelId } = choice;
  // The form holds the choice as strings; the subjects belong to a grade, so any change clears them.
  const write = (next: CatalogChoice) => {
    setValue(names.level, next.levelId === null ? '' : String(next.levelId));
    setValue(names.grade, next.gradeId === null ? '' : String(next.gradeId));
    setValue(subjectsName, []);
  };
  const { systems, levels, grades, chooseSystem, chooseLevel, chooseGrade } = useCatalogCascade(
    choice,
    write,
  );

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <CascadeSelect
          name={names.system}
          label={t('catalogPicker.system')}
          placeholder={t('catalogPicker.chooseSystem')}
          query={systems}
          failure={t('catalogPicker.systemsFailed')}
          onChosen={chooseSystem}
        />
      </div>
      <CascadeSelect
        name={names.level}
        label={t('catalogPicker.level')}
        placeholder={systemId ? t('catalogPicker.chooseLevel') : t('catalogPicker.systemFirst')}
        query={systemId ? levels : null}
        failure={t('catalogPicker.levelsFailed')}
        onChosen={chooseLevel}
      />
      <CascadeSelect
        name={names.grade}
        label={gradeLabel}
        placeholder={levelId ? t('catalogPicker.chooseGrade') : t('catalogPicker.levelFirst')}
        query={levelId ? grades : null}
        failure={t('catalogPicker.gradesFailed')}
        onChosen={chooseGrade}
      />
    </div>
  );
}
