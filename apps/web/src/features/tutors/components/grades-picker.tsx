import { X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  noCatalogChoice,
  useCatalogCascade,
  type CatalogChoice,
} from '@/lib/catalog/use-catalog-cascade';
import { labelClass } from '@/components/form/field-styles';
import { controlClass } from './filter-styles';
import { textOfKey } from '@/lib/text-of-key';

export type PickedGrade = { id: number; name: string; system: string };

/** The grades a tutor teaches: pick system, level and grade, then add; each chip can go. */
export function GradesPicker({
  value,
  onChange,
  error,
}: {
  value: PickedGrade[];
  onChange: (grades: PickedGrade[]) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('tutors');
  const [choice, setChoice] = useState<CatalogChoice>(noCatalogChoice);
  const { systemId, levelId, gradeId } = choice;
  const { systems, levels, grades, chooseSystem, chooseLevel, chooseGrade } = useCatalogCascade(
    choice,
    setChoice,
  );

  const add = () => {
    const grade = grades.data?.find((item) => item.id === gradeId);
    const system = systems.data?.find((item) => item.id === systemId);
    if (!grade || !system || value.some((item) => item.id === grade.id)) return;
    onChange([...value, { id: grade.id, name: grade.name, system: system.name }]);
    chooseGrade(null);
  };

  const select = (
    id: string,
    label: string,
    current: number | null,
    options: { id: number; name: string }[] | undefined,
    pick: (id: number | null) => void,
    disabled = false,
  ) => (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        className={controlClass}
        value={current ?? ''}
        disabled={disabled}
        onChange={(event) => pick(event.target.value ? Number(event.target.value) : null)}
      >
        <option value="">{t('editor.choose')}</option>
        {options?.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <fieldset aria-describedby={error ? 'grades-error' : undefined}>
      <legend className={labelClass}>{t('editor.grades')}</legend>
      <ul className="mt-2 flex flex-wrap gap-2" aria-label={t('editor.gradesChosen')}>
        {value.map((grade) => (
          <li
            key={grade.id}
            className="inline-flex items-center gap-1 rounded-full bg-indigo-100 py-1 ps-3 pe-1 text-sm font-medium text-indigo-900 dark:bg-amber-400/15 dark:text-amber-100"
          >
            {grade.system} · {grade.name}
            <button
              type="button"
              onClick={() => onChange(value.filter((item) => item.id !== grade.id))}
              aria-label={t('editor.removeGrade', { grade: `${grade.system} · ${grade.name}` })}
              className="rounded-full p-1 hover:bg-indigo-200 dark:hover:bg-amber-400/25"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-3 grid items-end gap-3 sm:grid-cols-[1fr_1fr_1fr_auto]">
        {select('grade-system', t('filters.system'), systemId, systems.data, chooseSystem)}
        {select('grade-level', t('filters.level'), levelId, levels.data, chooseLevel, !systemId)}
        {select('grade-grade', t('filters.grade'), gradeId, grades.data, chooseGrade, !levelId)}
        <button
          type="button"
          onClick={add}
          disabled={!gradeId}
          className="mb-0.5 rounded-lg border border-indigo-700 px-3 py-2 text-sm font-semibold text-indigo-800 hover:bg-indigo-50 disabled:opacity-60 dark:border-amber-300 dark:text-amber-200 dark:hover:bg-slate-800"
        >
          {t('editor.addGrade')}
        </button>
      </div>
      {error && (
        <p id="grades-error" className="mt-1 text-sm font-medium text-red-700 dark:text-red-300">
          {textOfKey(t, error, { ns: 'shared' })}
        </p>
      )}
    </fieldset>
  );
}
